import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEAM_ROLE_DESCRIPTIONS } from '#core/team-roles';
import { sessionStore } from '../../../state/session';
import { InviteForm, sendInvitation } from './invite-form';

type Call = { path: string; init: RequestInit };

describe('the invite form of Profile → Team', () => {
  let calls: Call[];
  let answer: () => Response;
  beforeEach(() => {
    calls = [];
    sessionStore.set({ user: null, authToken: 'token-of-ada' });
    vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
      calls.push({ path, init });
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.set({ user: null, authToken: null });
  });

  it('sends the address and the chosen role to the team, signed in', async () => {
    answer = () => new Response('{}', { status: 201 });
    expect(await sendInvitation('t-harbour', { email: 'eve@example.com', role: 'editor' })).toBe(
      null,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/teams/t-harbour/invitations');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: 'eve@example.com',
      role: 'editor',
    });
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer token-of-ada',
    );
  });

  it('shows the server’s refusal in its own words', async () => {
    answer = () =>
      new Response(JSON.stringify({ error: 'This person is already a member', code: 'CONFLICT' }), {
        status: 409,
      });
    expect(await sendInvitation('t-harbour', { email: 'eve@example.com', role: 'admin' })).toBe(
      'This person is already a member',
    );
  });

  it('says to check the connection when no answer comes', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendInvitation('t-harbour', { email: 'eve@example.com', role: 'admin' })).toMatch(
      /connection/,
    );
  });

  it('offers only the roles it is given, starting from the least, and describes it', () => {
    const html = renderToStaticMarkup(
      <InviteForm
        teamId="t-harbour"
        roles={['editor', 'presenter']}
        enabled
        onSent={async () => undefined}
      />,
    );
    const options = [...html.matchAll(/<option [^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(options).toEqual(['Editor', 'Presenter']);
    expect(html).toMatch(/<option value="presenter" selected="">/);
    expect(html).toContain(TEAM_ROLE_DESCRIPTIONS.presenter);
    expect(html).toMatch(/<label[^>]*>E-mail<\/label>/);
  });
});
