import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '#core/schemas/auth';
import type { InvitationPreview } from '#core/schemas/teams';
import { domainReady, t } from '#pwa/i18n/i18n';
import { fakeFetch } from '../../../../test/fake-fetch';
import { sessionStore } from '../../../state/session';
import { invitationCalls } from '../team-calls';
import { InvitationGone } from './invitation-gone';
import { previewState } from './invitation-state';
import { InvitationView } from './invitation-view';
import { joinTeam, TEAM_TAB_PATH } from './invite-actions';

const PREVIEW: InvitationPreview = {
  teamName: 'Harbour',
  role: 'editor',
  email: 'eve@example.com',
  invitedByName: 'Olga Owner',
  expiresAt: '2026-03-08T09:00:00.000Z',
};

const person = (email: string): PublicUser => ({
  id: 'u-1',
  username: 'someone',
  email,
  name: 'Someone',
  accountType: 'individual',
  isVerified: true,
  isAdmin: false,
  locale: null,
});

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const pageFor = (user: PublicUser | null) =>
  html(<InvitationView preview={PREVIEW} token="secret-token-0123456789" user={user} online />);

describe('the /invite page', () => {
  const fetched = fakeFetch();
  // The page's texts come with it (Suspense); rendered to a string here, they are loaded first.
  beforeAll(() => domainReady('teams'));

  it('shows the team, the role and what it may do, who invited and the address', () => {
    const page = pageFor(null);
    const does = 'Creates, edits, deletes and shares every team flipbook; event kits';
    for (const text of ['Harbour', 'Editor', does, 'Olga Owner']) expect(page).toContain(text);
    expect(page).toContain('eve@example.com');
  });

  it('asks someone signed out to sign in or create an account, and offers no join yet', () => {
    const page = pageFor(null);
    expect(page).toMatch(/<button[^>]*>Sign in<\/button>/);
    expect(page).toMatch(/<button[^>]*>Create account<\/button>/);
    expect(page).not.toContain('Join Harbour</button>');
  });

  it('lets the invited address join, which accepts the token and goes to Profile → Team', async () => {
    expect(pageFor(person('Eve@Example.com'))).toMatch(/<button[^>]*>Join Harbour<\/button>/);
    sessionStore.set({ user: person('eve@example.com'), authToken: 'token-of-eve' });
    fetched.answer = () =>
      Response.json({ id: 't-harbour', name: 'Harbour', role: 'editor', memberCount: 3 });
    const went: string[] = [];
    expect(await joinTeam('secret-token-0123456789', (path) => went.push(path))).toBe(null);
    expect(fetched.calls[0]?.path).toBe('/api/invitations/accept');
    expect(fetched.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(fetched.calls[0]?.init.body))).toEqual({
      token: 'secret-token-0123456789',
    });
    expect(
      (fetched.calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization,
    ).toBe('Bearer token-of-eve');
    expect(went).toEqual([TEAM_TAB_PATH]);
    expect(TEAM_TAB_PATH).toBe('/profile?tab=team');
  });

  it('stays on the page with the server’s reason when joining is refused', async () => {
    fetched.answer = () =>
      Response.json(
        { error: 'You are already a member of this team', code: 'CONFLICT' },
        { status: 409 },
      );
    const went: string[] = [];
    expect(await joinTeam('secret-token-0123456789', (path) => went.push(path))).toBe(
      'You are already a member of this team',
    );
    expect(went).toEqual([]);
  });

  it('tells someone signed in with another address where it was sent, and offers sign-out', () => {
    const page = pageFor(person('ada@example.com'));
    expect(page).toContain('This invitation was sent to');
    expect(page).toContain('ada@example.com');
    expect(page).toMatch(/<button[^>]*>Sign out<\/button>/);
    expect(page).not.toContain('Join Harbour</button>');
  });

  it('shows an expired link’s reason from the server, with the way home', async () => {
    fetched.answer = () =>
      Response.json(
        { error: 'This invitation has expired', code: 'INVALID_TOKEN' },
        { status: 410 },
      );
    const state = previewState(await invitationCalls.preview('secret-token-0123456789'), t);
    expect(fetched.calls[0]?.path).toBe('/api/invitations/preview');
    expect(state).toEqual({ kind: 'gone', message: 'This invitation has expired' });
    const page = html(<InvitationGone message="This invitation has expired" />);
    expect(page).toContain('This invitation has expired');
    expect(page).toMatch(/<a[^>]*href="\/"[^>]*>Go to the home page<\/a>/);
  });

  it('offers to try again when the preview gets no answer, rather than calling the link dead', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const state = previewState(await invitationCalls.preview('secret-token-0123456789'), t);
    expect(state).toEqual({
      kind: 'failed',
      message: 'Unable to open the invitation. Check your connection.',
    });
  });
});
