import type { TestAccount } from './accounts';
import type { RunningApp } from './app-server';

export type ServerFlipbook = { id: string; title: string; views: number } & Record<
  'left' | 'middle' | 'right' | 'leftBack' | 'middleBack' | 'rightBack' | 'thumbnail',
  string | null
>;

/** The account's flipbooks as the server has them, asked directly (never through a relay). */
export async function serverFlipbooks(
  app: RunningApp,
  account: TestAccount,
): Promise<ServerFlipbook[]> {
  const res = await fetch(`${app.url}/api/flipbooks/my`, {
    headers: { Authorization: `Bearer ${account.authToken}` },
  });
  return ((await res.json()) as { items: ServerFlipbook[] }).items;
}
