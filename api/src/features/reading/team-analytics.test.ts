import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dataUrl, noisePng } from '#api-test/png';
import { type SeededTeam, useTeamApp } from '#api-test/team-app';
import type { TestUser } from '#api-test/users';

/** A team's figures (docs/teams.md, "Statistics"): each flipbook's, and the profile's analytics. */
describe('the statistics of a team’s library', () => {
  const t = useTeamApp();
  /** A flipbook `by` makes, in the team's library or their own, and `views` readers' views of it. */
  const book = async (by: TestUser, teamId: string | null, views = 0) => {
    const res = await t.as(by, 'POST', '/flipbooks', {
      id: crypto.randomUUID(),
      title: 'Counted',
      panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
      ...(teamId ? { teamId } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    for (let i = 0; i < views; i++)
      expect((await t.as(null, 'GET', `/flipbooks/${res.body.id}`)).status).toBe(200);
    return res.body.id as string;
  };
  const analytics = (who: TestUser, query = '') => t.as(who, 'GET', `/user/analytics${query}`);
  /** The team's library: the owner's flipbook (1 view), the editor's (2) and one the editor deleted. */
  const library = async (team: SeededTeam) => {
    await book(team.owner, team.id, 1);
    const editors = await book(team.editor, team.id, 2);
    const deleted = await book(team.editor, team.id, 4);
    expect((await t.as(team.editor, 'DELETE', `/flipbooks/${deleted}`)).status).toBe(200);
    await book(team.editor, null, 8);
    return editors;
  };

  it('sums a team library’s figures for every member, or the part one member made', async () => {
    const team = await t.team();
    await library(team);
    const whole = await analytics(team.presenter, `?team=${team.id}`);
    expect(whole.body).toMatchObject({
      totalViews: 3,
      liveFlipbooksCount: 2,
      deletedFlipbooksCount: 1,
      totalCreatedCount: 3,
    });
    expect(whole.body.viewsByDay.at(-1).views).toBe(3);
    const part = await analytics(team.presenter, `?team=${team.id}&member=${team.editor.user.id}`);
    expect(part.body).toMatchObject({
      totalViews: 2,
      liveFlipbooksCount: 1,
      deletedFlipbooksCount: 1,
    });
    // Without a team: everything the caller made, in every library, as before.
    expect((await analytics(team.editor)).body).toMatchObject({
      totalViews: 10,
      liveFlipbooksCount: 2,
      deletedFlipbooksCount: 1,
    });
  });

  it('refuses a member outside the team or without a team (400), and a team the caller is not in (404)', async () => {
    const team = await t.team();
    const [stranger, removed] = [await t.user(), await t.user()];
    await t.app.store.teams.addMember({
      teamId: team.id,
      userId: removed.user.id,
      role: 'editor',
      joinedAt: new Date(t.clock).toISOString(),
    });
    await t.app.store.teams.removeMember(team.id, removed.user.id);
    for (const member of [stranger.user.id, removed.user.id]) {
      expect(await analytics(team.owner, `?team=${team.id}&member=${member}`)).toMatchObject({
        status: 400,
        body: { error: 'This person is not a member of the team', code: 'VALIDATION_FAILED' },
      });
    }
    const noTeam = await analytics(team.owner, `?member=${team.editor.user.id}`);
    expect(noTeam).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect((await analytics(team.owner, '?team=not-an-id')).status).toBe(400);
    for (const outsider of [stranger, removed])
      expect(await analytics(outsider, `?team=${team.id}`)).toMatchObject({
        status: 404,
        body: { error: 'Team not found' },
      });
  });

  it('shows a team flipbook’s statistics to every member, and to no one once removed', async () => {
    const team = await t.team();
    const editors = await library(team);
    for (const member of [team.owner, team.admin, team.editor, team.presenter]) {
      const res = await t.as(member, 'GET', `/flipbooks/${editors}/statistics`);
      expect(res.status).toBe(200);
      expect(res.body.totalViews).toBe(2);
    }
    await t.app.store.teams.removeMember(team.id, team.presenter.user.id);
    expect(await t.as(team.presenter, 'GET', `/flipbooks/${editors}/statistics`)).toMatchObject({
      status: 404,
      body: { error: 'Flipbook not found' },
    });
  });
});
