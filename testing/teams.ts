import type { TeamSummary } from '#core/schemas/teams';
import type { GrantableRole } from '#core/team-roles';
import { mailedPath, mailsTo, type TestAccount } from './accounts';
import type { RunningApp } from './app-server';

async function call<T>(app: RunningApp, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${app.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The account's teams, asked directly. */
export async function teamsOf(app: RunningApp, account: TestAccount): Promise<TeamSummary[]> {
  return (await call<{ items: TeamSummary[] }>(app, '/api/teams', account.authToken)).items;
}

/**
 * The invitation link the server last mailed to an address (mail goes to its console), once it
 * has mailed it more than `earlier` invitations.
 */
export const mailedInvitation = (app: RunningApp, email: string, earlier = 0): Promise<string> =>
  mailedPath(app, email, 'team invitation', earlier);

/** Sends an invitation through the API, as the form does; its link goes out by mail. */
export async function invite(
  app: RunningApp,
  by: TestAccount,
  teamId: string,
  email: string,
  role: GrantableRole,
): Promise<void> {
  await call(app, `/api/teams/${teamId}/invitations`, by.authToken, { email, role });
}

/** Invites `member` as `role` and accepts with the mailed link's token, all through the API. */
export async function inviteAndJoin(
  app: RunningApp,
  by: TestAccount,
  teamId: string,
  member: TestAccount,
  role: GrantableRole,
): Promise<void> {
  // Someone invited before (to another team) has an older link: wait for this one's.
  const earlier = mailsTo(app, member.email, 'team invitation');
  await invite(app, by, teamId, member.email, role);
  const link = await mailedInvitation(app, member.email, earlier);
  const token = new URLSearchParams(link.split('?')[1]);
  await call(app, '/api/invitations/accept', member.authToken, { token: token.get('token') });
}
