import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TeamDetail } from '#core/schemas/teams';
import { showIn } from '#pwa/i18n/i18n';
import { InvitationView } from './invite/invitation-view';
import { InvitationsList } from './tab/invitations-list';
import { TeamPanel } from './tab/team-panel';

const joinedAt = '2026-03-01T09:00:00.000Z';
const HARBOUR: TeamDetail = {
  id: 't-harbour',
  name: 'Harbour',
  role: 'owner',
  memberCount: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  members: [
    {
      userId: 'u-olga',
      name: 'Olga',
      username: 'olga',
      email: 'olga@x.org',
      role: 'owner',
      joinedAt,
    },
    { userId: 'u-eve', name: 'Eve', username: 'eve', email: 'eve@x.org', role: 'editor', joinedAt },
  ],
  invitations: [],
};

const noop = async () => undefined;

/** `showIn` also names the document's language and direction: a stand-in document takes them. */
function showPageIn(locale: 'de' | 'en') {
  vi.stubGlobal('document', { documentElement: {} });
  return showIn(locale, ['teams']).finally(() => vi.unstubAllGlobals());
}

describe('Profile → Team and the invitation page in German', () => {
  beforeAll(() => showPageIn('de'));
  afterAll(() => showPageIn('en'));

  it('names the roles, counts the members and writes the days as German does', () => {
    const html = renderToStaticMarkup(
      <TeamPanel
        team={HARBOUR}
        meId="u-olga"
        online
        apply={() => undefined}
        readTeam={noop}
        readList={noop}
        refocus={() => undefined}
      />,
    );
    expect(html).toContain(
      'Ihre Rolle: Inhaber. Kann alles, was ein Admin kann, und das Team übergeben.',
    );
    expect(html).toContain('Mitglieder (2)');
    expect(html).toContain('aria-label="Mitglieder von Harbour"');
    expect(html).toContain('Beigetreten am 01.03.2026');
    expect(html).toContain('aria-label="Eve entfernen"');
    expect(html).toContain('Einladung senden');
    expect(html).not.toMatch(/Members|Joined|Remove|Send invitation/);
  });

  it('gives a pending invitation its role and its German expiry day', () => {
    const html = renderToStaticMarkup(
      <InvitationsList
        invitations={[
          {
            id: 'i-1',
            email: 'kari@example.com',
            role: 'presenter',
            invitedBy: 'u-olga',
            createdAt: '2026-03-01T09:00:00.000Z',
            expiresAt: '2026-03-08T09:00:00.000Z',
          },
        ]}
        enabled
        onWithdraw={() => undefined}
      />,
    );
    expect(html).toContain('Präsentator · läuft am 08.03.2026 ab');
    expect(html).toContain('aria-label="Einladung an kari@example.com zurückziehen"');
  });

  it('sets the addresses apart where German puts them in the other-address sentence', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <InvitationView
          preview={{
            teamName: 'Harbour',
            role: 'editor',
            email: 'eve@example.com',
            invitedByName: 'Olga Owner',
            expiresAt: '2026-03-08T09:00:00.000Z',
          }}
          token="secret-token-0123456789"
          user={{
            id: 'u-1',
            username: 'ada',
            email: 'ada@example.com',
            name: 'Ada',
            accountType: 'individual',
            isVerified: true,
            isAdmin: false,
            locale: null,
          }}
          online
        />
      </MemoryRouter>,
    );
    expect(html).toContain('Harbour beitreten');
    expect(html).toContain('Olga Owner hat Sie zu Harbour eingeladen.');
    expect(html).toContain(
      'Diese Einladung wurde an <strong class="break-all">eve@example.com</strong> gesendet, Sie sind aber als <strong class="break-all">ada@example.com</strong> angemeldet.',
    );
  });
});
