import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { domainReady } from '#pwa/i18n/i18n';
import { fakeFetch } from '../../../../test/fake-fetch';
import { sessionStore } from '../../../state/session';
import { InviteForm, sendInvitation } from './invite-form';

describe('the invite form of Profile → Team', () => {
  const fetched = fakeFetch();
  beforeAll(() => domainReady('teams'));
  beforeEach(() => {
    sessionStore.set({ user: null, authToken: 'token-of-ada' });
  });

  it('sends the address and the chosen role to the team, signed in', async () => {
    fetched.answer = () => new Response('{}', { status: 201 });
    expect(await sendInvitation('t-harbour', { email: 'eve@example.com', role: 'editor' })).toBe(
      null,
    );
    expect(fetched.calls).toHaveLength(1);
    expect(fetched.calls[0]?.path).toBe('/api/teams/t-harbour/invitations');
    expect(fetched.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(fetched.calls[0]?.init.body))).toEqual({
      email: 'eve@example.com',
      role: 'editor',
    });
    expect(
      (fetched.calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization,
    ).toBe('Bearer token-of-ada');
  });

  it('shows the server’s refusal in its own words', async () => {
    fetched.answer = () =>
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
    expect(html).toContain('Sees the library, presents kits and captures leads');
    expect(html).toMatch(/<label[^>]*>E-mail<\/label>/);
  });
});
