import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TeamDetail, TeamMember } from '#core/schemas/teams';
import type { TeamRole } from '#core/team-roles';
import { domainReady } from '#pwa/i18n/i18n';
import { TeamPanel } from './team-panel';

const member = (userId: string, name: string, role: TeamRole): TeamMember => ({
  userId,
  name,
  username: name.toLowerCase(),
  email: `${name.toLowerCase()}@example.com`,
  role,
  joinedAt: '2026-03-01T09:00:00.000Z',
});

const MEMBERS = [
  member('u-olga', 'Olga', 'owner'),
  member('u-ada', 'Ada', 'admin'),
  member('u-abe', 'Abe', 'admin'),
  member('u-eve', 'Eve', 'editor'),
  member('u-pia', 'Pia', 'presenter'),
];

/** The Harbour team as the member `meId` sees it (their role from the members). */
function teamSeenBy(meId: string): TeamDetail {
  const me = MEMBERS.find((m) => m.userId === meId);
  if (!me) throw new Error(`no member ${meId}`);
  return {
    id: 't-harbour',
    name: 'Harbour',
    role: me.role,
    memberCount: MEMBERS.length,
    createdAt: '2026-01-01T00:00:00.000Z',
    members: MEMBERS,
    invitations: [],
  };
}

const noop = async () => undefined;
const tabOf = (meId: string, online = true) =>
  renderToStaticMarkup(
    <TeamPanel
      team={teamSeenBy(meId)}
      meId={meId}
      online={online}
      apply={() => undefined}
      readTeam={noop}
      readList={noop}
      refocus={() => undefined}
    />,
  );

/** The list row of the member named `name`. */
function rowOf(html: string, name: string): string {
  const row = html.split('<li').find((part) => part.includes(`>${name}<`));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The labels of the options of the first select in `html`. */
const optionsIn = (html: string) =>
  [...(html.split('</select>')[0] ?? '').matchAll(/<option [^>]*>([^<]+)</g)].map((m) => m[1]);

describe('Profile → Team', () => {
  beforeAll(() => domainReady('teams'));

  it('offers the owner a role select, Remove and Hand over for every other member', () => {
    const html = tabOf('u-olga');
    for (const name of ['Ada', 'Abe', 'Eve', 'Pia']) {
      const row = rowOf(html, name);
      expect(row).toContain(`Role of ${name}`);
      expect(row).toContain(`aria-label="Hand over to ${name}"`);
      expect(row).toContain(`aria-label="Remove ${name}"`);
    }
    const own = rowOf(html, 'Olga');
    expect(own).not.toContain('<select');
    expect(own).not.toContain('Hand over');
    expect(own).toContain('Owner');
    expect(optionsIn(rowOf(html, 'Ada'))).toEqual(['Admin', 'Editor', 'Presenter']);
  });

  it('offers the owner no way to leave: the team is handed over first', () => {
    expect(tabOf('u-olga')).not.toContain('Leave team');
  });

  it('gives an admin no control over another admin or the owner, and no owner role to give', () => {
    const html = tabOf('u-ada');
    for (const name of ['Olga', 'Abe']) {
      const row = rowOf(html, name);
      expect(row).not.toContain('<select');
      expect(row).not.toContain('Remove');
    }
    expect(optionsIn(rowOf(html, 'Eve'))).toEqual(['Admin', 'Editor', 'Presenter']);
    expect(rowOf(html, 'Pia')).toContain('aria-label="Remove Pia"');
    expect(html).not.toContain('Hand over');
    expect(html).toContain('Leave team');
    expect(html).toContain('Send invitation');
    expect(html).not.toMatch(/<option [^>]*>Owner</);
  });

  it('shows a presenter the members without management controls, and lets them leave', () => {
    const html = tabOf('u-pia');
    expect(html).not.toContain('<select');
    expect(html).not.toContain('Remove');
    expect(html).not.toContain('Hand over');
    expect(html).not.toContain('Send invitation');
    expect(html).not.toContain('Pending invitations');
    expect(html).not.toContain('Team name');
    expect(html).toContain('Leave team');
    expect(rowOf(html, 'Eve')).toContain('Editor');
  });

  it('names each member with their e-mail, role and the day they joined, in a list named for the team', () => {
    const html = tabOf('u-pia');
    expect(html).toMatch(/<ul aria-label="Members of [^"]+"/);
    expect(rowOf(html, 'Ada')).toContain('ada@example.com');
    expect(rowOf(html, 'Ada')).toContain('Joined Mar 1, 2026');
    expect(rowOf(html, 'Pia')).toContain('(you)');
  });

  it('turns every change off while offline', () => {
    const html = tabOf('u-olga', false);
    const buttons = html.match(/<button[^>]*>/g) ?? [];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button).toContain('disabled=""');
    expect(html.match(/<select[^>]*>/g)?.every((select) => select.includes('disabled'))).toBe(true);
  });
});
