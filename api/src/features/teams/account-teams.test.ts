import { describe, expect, it } from 'vitest';
import { useTeamApp } from '#api-test/team-app';
import { TEST_PASSWORD } from '#api-test/users';

/** How an account's sign-up and deletion meet its teams (docs/teams.md). */
describe('teams at sign-up and account deletion', () => {
  const t = useTeamApp();
  const remove = (who: Parameters<typeof t.as>[0]) =>
    t.as(who, 'POST', '/user/delete-account', { password: TEST_PASSWORD });

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
});
