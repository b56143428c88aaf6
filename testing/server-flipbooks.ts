import type { TestAccount } from './accounts';
import type { RunningApp } from './app-server';

export type ServerFlipbook = { id: string; title: string; views: number } & Record<
  'left' | 'middle' | 'right' | 'leftBack' | 'middleBack' | 'rightBack' | 'thumbnail',
  string | null
>;

/**
 * The account's flipbooks as the server has them, or a team's library they are in, asked directly
 * (never through a relay).
 */
export async function serverFlipbooks(
  app: RunningApp,
  account: TestAccount,
  teamId?: string,
): Promise<ServerFlipbook[]> {
  const res = await fetch(`${app.url}/api/flipbooks/my${teamId ? `?team=${teamId}` : ''}`, {
    headers: { Authorization: `Bearer ${account.authToken}` },
  });
  return ((await res.json()) as { items: ServerFlipbook[] }).items;
}
