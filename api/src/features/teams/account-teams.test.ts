import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadBody } from '#api-test/lead-requests';
import { dataUrl, noisePng } from '#api-test/png';
import { useTeamApp } from '#api-test/team-app';
import { TEST_PASSWORD, type TestUser } from '#api-test/users';

/** How an account's sign-up and deletion meet its teams (docs/teams.md). */
describe('teams at sign-up and account deletion', () => {
  const t = useTeamApp();
  const remove = (who: Parameters<typeof t.as>[0]) =>
    t.as(who, 'POST', '/user/delete-account', { password: TEST_PASSWORD });

  /** A flipbook `by` makes, in a team's library or their own, taking leads on its link. */
  const book = async (by: TestUser, teamId: string | null) => {
    const res = await t.as(by, 'POST', '/flipbooks', {
      id: crypto.randomUUID(),
      title: 'Made by a member',
      panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
      leadForm: true,
      ...(teamId ? { teamId } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  /** A reader's view and a lead left on the shared link. */
  const readAndLeave = async (id: string) => {
    expect((await t.as(null, 'GET', `/flipbooks/${id}`)).status).toBe(200);
    expect((await t.as(null, 'POST', `/flipbooks/${id}/leads`, leadBody())).status).toBe(201);
  };

  it('founds a team named as the account when an organization signs up', async () => {
    const res = await t.as(null, 'POST', '/auth/signup', {
      username: 'nordlys',
      email: 'hello@nordlys.example',
      password: 'Brochure-2026!',
      displayName: 'Nordlys Outdoor',
      accountType: 'organization',
    });
    expect(res.status).toBe(201);
    const teams = await t.app.store.teams.teamsOf(res.body.user.id);
    expect(teams).toEqual([
      { team: expect.objectContaining({ name: 'Nordlys Outdoor' }), role: 'owner', memberCount: 1 },
    ]);
  });

  it('lists the person’s teams in a sign-in’s reply, as GET /api/teams does', async () => {
    const team = await t.team();
    const signIn = (username: string) =>
      t.as(null, 'POST', '/auth/login', { username, password: TEST_PASSWORD });
    const reply = await signIn(team.presenter.user.username);
    expect(reply.status).toBe(200);
    expect(reply.body.teams).toEqual((await t.as(team.presenter, 'GET', '/teams')).body.items);
    expect(reply.body.teams).toEqual([expect.objectContaining({ id: team.id, role: 'presenter' })]);
    expect((await signIn((await t.user()).user.username)).body.teams).toEqual([]);
  });

  it('founds no team for an individual sign-up', async () => {
    const res = await t.as(null, 'POST', '/auth/signup', {
      username: 'solo',
      email: 'solo@example.com',
      password: 'Brochure-2026!',
      displayName: 'Solo',
    });
    expect(await t.app.store.teams.teamsOf(res.body.user.id)).toEqual([]);
  });

  it('refuses to delete an owner whose team has other members (409), keeping everything', async () => {
    const team = await t.team();
    const res = await remove(team.owner);
    expect(res).toMatchObject({
      status: 409,
      body: {
        error: 'Hand your team over to another member before you delete your account',
        code: 'CONFLICT',
      },
    });
    expect(await t.app.store.users.findById(team.owner.user.id)).not.toBeNull();
    expect(await t.app.store.teams.members(team.id)).toHaveLength(4);
  });

  it('deletes a team alone with its owner, and a member’s memberships, with the account', async () => {
    const alone = await t.user();
    const made = await t.as(alone, 'POST', '/teams', { name: 'Just me' });
    const team = await t.team();
    await t.app.store.teams.addMember({
      teamId: team.id,
      userId: alone.user.id,
      role: 'editor',
      joinedAt: new Date().toISOString(),
    });
    const before = await t.app.store.teams.count();
    expect((await remove(alone)).status).toBe(200);
    expect(await t.app.store.teams.get(made.body.id)).toBeNull();
    expect(await t.app.store.teams.count()).toBe(before - 1);
    expect(await t.app.store.teams.membership(team.id, alone.user.id)).toBeNull();
    expect(await t.app.store.teams.members(team.id)).toHaveLength(4);
  });

  it('lets an owner delete the account once the team is handed over', async () => {
    const team = await t.team();
    await t.as(team.owner, 'POST', `/teams/${team.id}/hand-over`, { userId: team.admin.user.id });
    expect((await remove(team.owner)).status).toBe(200);
    const left = await t.app.store.teams.members(team.id);
    expect(left.map((m) => m.userId)).not.toContain(team.owner.user.id);
    expect(left.find((m) => m.role === 'owner')?.userId).toBe(team.admin.user.id);
  });

  it('passes a member’s team flipbooks to the team’s owner with their views, statistics and leads; their own go', async () => {
    const team = await t.team();
    const [inTeam, own] = [await book(team.editor, team.id), await book(team.editor, null)];
    await readAndLeave(inTeam);
    await readAndLeave(own);
    expect((await remove(team.editor)).status).toBe(200);

    const library = await t.as(team.admin, 'GET', `/flipbooks/my?team=${team.id}`);
    expect(library.body.items).toEqual([
      expect.objectContaining({ id: inTeam, userId: team.owner.user.id, teamId: team.id }),
    ]);
    const stats = await t.as(team.owner, 'GET', `/flipbooks/${inTeam}/statistics`);
    expect(stats.body).toMatchObject({ totalViews: 1, leads: 1 });
    const leads = await t.as(team.owner, 'GET', `/leads?team=${team.id}`);
    expect(leads.body.items.map((l: { flipbookId: string }) => l.flipbookId)).toEqual([inTeam]);
    expect((await t.as(null, 'GET', `/flipbooks/${own}`)).status).toBe(404);
    expect(await t.app.store.leads.listByOwner(team.editor.user.id)).toEqual([]);
  });

  it('passes a member’s team kits to the team’s owner; their own kits go', async () => {
    const team = await t.team();
    const kit = async (teamId: string | null) => {
      const made = await t.as(team.editor, 'POST', '/kits', {
        id: crypto.randomUUID(),
        name: teamId ? 'Team stand' : 'My stand',
        flipbooks: [await book(team.editor, teamId)],
        idleSeconds: 60,
        ...(teamId ? { teamId } : {}),
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.id as string;
    };
    const [inTeam, own] = [await kit(team.id), await kit(null)];
    expect((await remove(team.editor)).status).toBe(200);

    const kits = await t.as(team.presenter, 'GET', `/kits?team=${team.id}`);
    expect(kits.body.items.map((k: { id: string }) => k.id)).toEqual([inTeam]);
    expect(await t.app.store.kits.get(inTeam)).toMatchObject({ ownerId: team.owner.user.id });
    expect(await t.app.store.kits.get(own)).toBeNull();
  });

  it('passes on the team flipbooks of a member removed before, which stayed in the library', async () => {
    const team = await t.team();
    const made = await book(team.editor, team.id);
    await t.as(team.owner, 'DELETE', `/teams/${team.id}/members/${team.editor.user.id}`);
    expect((await remove(team.editor)).status).toBe(200);
    expect(await t.app.store.flipbooks.get(made)).toMatchObject({
      ownerId: team.owner.user.id,
      teamId: team.id,
    });
  });

  it('takes the flipbooks of a team alone with its owner along with the account', async () => {
    const alone = await t.user();
    const made = await t.as(alone, 'POST', '/teams', { name: 'Just me' });
    const inTeam = await book(alone, made.body.id);
    expect((await remove(alone)).status).toBe(200);
    expect(await t.app.store.flipbooks.get(inTeam)).toBeNull();
  });
});
