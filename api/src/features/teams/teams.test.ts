import { describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { useTeamApp } from '#api-test/team-app';
import { TEAM_LIMITS } from '#core/team-roles';

/** Teams and their members over HTTP (docs/api.md, "Teams"). */
describe('teams and their members', () => {
  const t = useTeamApp();
  const member = (teamId: string, userId: string) => `/teams/${teamId}/members/${userId}`;

  it('makes the creator owner and lists the team among theirs', async () => {
    const owner = await t.user({ name: 'Ada' });
    const made = await t.as(owner, 'POST', '/teams', { name: '  Fjord Films ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Fjord Films', role: 'owner', memberCount: 1 });
    expect(made.body.members).toEqual([
      expect.objectContaining({ userId: owner.user.id, name: 'Ada', role: 'owner' }),
    ]);
    const mine = await t.as(owner, 'GET', '/teams');
    expect(mine.body.items).toEqual([
      { id: made.body.id, name: 'Fjord Films', role: 'owner', memberCount: 1 },
    ]);
  });

  it('answers an unchanged list of one’s teams with a 304 by its ETag, and a changed one whole', async () => {
    const owner = await t.user();
    await t.as(owner, 'POST', '/teams', { name: 'Fjord Films' });
    const first = await t.as(owner, 'GET', '/teams');
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    const ask = () =>
      call(t.url('/teams'), { headers: { ...bearer(owner.token), 'If-None-Match': tag } });
    expect((await ask()).status).toBe(304);
    await t.as(owner, 'POST', '/teams', { name: 'Fjord Prints' });
    const changed = await ask();
    expect(changed.status).toBe(200);
    expect(changed.body.items).toHaveLength(2);
  });

  it('refuses a team to an unverified account (403 EMAIL_NOT_VERIFIED)', async () => {
    const unverified = await t.user({ isVerified: false });
    const res = await t.as(unverified, 'POST', '/teams', { name: 'Early' });
    expect(res).toMatchObject({
      status: 403,
      body: {
        error: 'Please verify your email address before creating a team.',
        code: 'EMAIL_NOT_VERIFIED',
      },
    });
    expect(await t.app.store.teams.teamsOf(unverified.user.id)).toEqual([]);
  });

  it(`refuses a team past ${TEAM_LIMITS.maxTeamsPerUser} memberships (409)`, async () => {
    const busy = await t.user();
    for (let i = 0; i < TEAM_LIMITS.maxTeamsPerUser; i++)
      await t.app.store.teams.create(
        { id: t.randomId(), name: `T${i}`, createdAt: new Date().toISOString() },
        busy.user.id,
      );
    const res = await t.as(busy, 'POST', '/teams', { name: 'One more' });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('CONFLICT');
  });

  it('lets the owner and admins rename the team, and no one else (403)', async () => {
    const team = await t.team();
    const renamed = await t.as(team.admin, 'PATCH', `/teams/${team.id}`, { name: 'Nordlys AS' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Nordlys AS', role: 'admin' } });
    for (const who of [team.editor, team.presenter]) {
      const res = await t.as(who, 'PATCH', `/teams/${team.id}`, { name: 'Mine' });
      expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    expect((await t.app.store.teams.get(team.id))?.name).toBe('Nordlys AS');
  });

  it('answers a non-member as if the team did not exist (404) on every team call', async () => {
    const team = await t.team();
    const outsider = await t.user();
    const calls: [string, string, unknown?][] = [
      ['GET', `/teams/${team.id}`],
      ['PATCH', `/teams/${team.id}`, { name: 'Taken' }],
      ['POST', `/teams/${team.id}/invitations`, { email: 'x@example.com', role: 'editor' }],
      ['PUT', member(team.id, team.editor.user.id), { role: 'presenter' }],
      ['DELETE', member(team.id, team.editor.user.id)],
      ['POST', `/teams/${team.id}/hand-over`, { userId: outsider.user.id }],
    ];
    for (const [method, path, body] of calls) {
      const real = await t.as(outsider, method, path, body);
      const none = await t.as(outsider, method, path.replace(team.id, t.randomId()), body);
      expect(real, `${method} ${path}`).toMatchObject({
        status: 404,
        body: { error: 'Team not found', code: 'NOT_FOUND' },
      });
      expect(none.body).toEqual(real.body);
    }
    expect((await t.app.store.teams.members(team.id)).length).toBe(4);
  });

  it('answers malformed ids with 404 and wrong types with 400, changing nothing', async () => {
    const team = await t.team();
    expect((await t.as(team.owner, 'GET', '/teams/not-a-uuid')).status).toBe(404);
    const badMember = await t.as(team.owner, 'PUT', member(team.id, 'nobody'), { role: 'admin' });
    expect(badMember).toMatchObject({ status: 404, body: { error: 'Member not found' } });
    const badInvite = await t.as(team.owner, 'DELETE', `/teams/${team.id}/invitations/x`);
    expect(badInvite).toMatchObject({ status: 404, body: { error: 'Invitation not found' } });
    const before = await t.app.store.teams.members(team.id);
    const wrong: [string, string, unknown][] = [
      ['PATCH', `/teams/${team.id}`, { name: 7 }],
      ['PATCH', `/teams/${team.id}`, { name: '' }],
      ['PUT', member(team.id, team.editor.user.id), { role: 'owner' }],
      ['PUT', member(team.id, team.editor.user.id), { role: ['admin'] }],
      ['POST', `/teams/${team.id}/hand-over`, { userId: 'someone' }],
      ['POST', '/teams', { name: null }],
    ];
    for (const [method, path, body] of wrong) {
      const res = await t.as(team.owner, method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
    }
    const raw = await call(t.url(`/teams/${team.id}`), {
      method: 'PATCH',
      rawBody: '{"name": ',
      headers: { ...team.owner.auth, 'Content-Type': 'application/json' },
    });
    expect(raw).toMatchObject({ status: 400, body: { code: 'MALFORMED_JSON' } });
    expect(await t.app.store.teams.members(team.id)).toEqual(before);
    expect((await t.app.store.teams.get(team.id))?.name).toBe('Nordlys Outdoor');
  });

  it('lets an admin change editors and presenters, never another admin nor the owner', async () => {
    const team = await t.team();
    const promoted = await t.as(team.admin, 'PUT', member(team.id, team.presenter.user.id), {
      role: 'editor',
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.members).toContainEqual(
      expect.objectContaining({ userId: team.presenter.user.id, role: 'editor' }),
    );
    const otherAdmin = await t.user();
    await t.app.store.teams.addMember({
      teamId: team.id,
      userId: otherAdmin.user.id,
      role: 'admin',
      joinedAt: new Date().toISOString(),
    });
    for (const target of [otherAdmin, team.owner]) {
      const change = await t.as(team.admin, 'PUT', member(team.id, target.user.id), {
        role: 'presenter',
      });
      expect(change.status).toBe(403);
      const removal = await t.as(team.admin, 'DELETE', member(team.id, target.user.id));
      expect(removal.status).toBe(403);
    }
    expect((await t.app.store.teams.membership(team.id, otherAdmin.user.id))?.role).toBe('admin');
  });

  it('lets the owner make an editor an admin', async () => {
    const team = await t.team();
    const made = await t.as(team.owner, 'PUT', member(team.id, team.editor.user.id), {
      role: 'admin',
    });
    expect(made.status).toBe(200);
    expect((await t.app.store.teams.membership(team.id, team.editor.user.id))?.role).toBe('admin');
  });

  it('lets nobody change their own role', async () => {
    const team = await t.team();
    for (const who of [team.owner, team.admin, team.editor, team.presenter]) {
      const res = await t.as(who, 'PUT', member(team.id, who.user.id), { role: 'presenter' });
      expect(res.status, who.user.id).toBe(403);
    }
    expect((await t.app.store.teams.membership(team.id, team.admin.user.id))?.role).toBe('admin');
  });

  it('refuses role changes and removals by editors and presenters (403)', async () => {
    const team = await t.team();
    for (const who of [team.editor, team.presenter]) {
      const target = who === team.editor ? team.presenter : team.editor;
      const change = await t.as(who, 'PUT', member(team.id, target.user.id), { role: 'presenter' });
      expect(change.status).toBe(403);
      expect((await t.as(who, 'DELETE', member(team.id, target.user.id))).status).toBe(403);
    }
  });

  it('answers a change or removal of someone not in the team with 404', async () => {
    const team = await t.team();
    const outsider = await t.user();
    const change = await t.as(team.owner, 'PUT', member(team.id, outsider.user.id), {
      role: 'editor',
    });
    expect(change).toMatchObject({ status: 404, body: { error: 'Member not found' } });
    const removal = await t.as(team.owner, 'DELETE', member(team.id, outsider.user.id));
    expect(removal).toMatchObject({ status: 404, body: { error: 'Member not found' } });
  });

  it('lets an admin remove an editor, and any member but the owner leave', async () => {
    const team = await t.team();
    const removed = await t.as(team.admin, 'DELETE', member(team.id, team.editor.user.id));
    expect(removed).toMatchObject({ status: 200, body: { success: true } });
    const left = await t.as(team.presenter, 'DELETE', member(team.id, team.presenter.user.id));
    expect(left.status).toBe(200);
    expect((await t.as(team.presenter, 'GET', `/teams/${team.id}`)).status).toBe(404);
    expect((await t.as(team.presenter, 'GET', '/teams')).body.items).toEqual([]);
    const adminLeft = await t.as(team.admin, 'DELETE', member(team.id, team.admin.user.id));
    expect(adminLeft.status).toBe(200);
    expect((await t.app.store.teams.members(team.id)).map((m) => m.role)).toEqual(['owner']);
  });

  it('keeps the owner in (409) until they hand the team over, then lets them leave', async () => {
    const team = await t.team();
    const stay = await t.as(team.owner, 'DELETE', member(team.id, team.owner.user.id));
    expect(stay).toMatchObject({
      status: 409,
      body: { error: 'Hand the team over to another member before you leave', code: 'CONFLICT' },
    });
    const handed = await t.as(team.owner, 'POST', `/teams/${team.id}/hand-over`, {
      userId: team.editor.user.id,
    });
    expect(handed).toMatchObject({ status: 200, body: { role: 'admin' } });
    expect(handed.body.members).toContainEqual(
      expect.objectContaining({ userId: team.editor.user.id, role: 'owner' }),
    );
    const left = await t.as(team.owner, 'DELETE', member(team.id, team.owner.user.id));
    expect(left.status).toBe(200);
    expect((await t.app.store.teams.membership(team.id, team.editor.user.id))?.role).toBe('owner');
  });

  it('lets only the owner hand over (403), and only to another member (404)', async () => {
    const team = await t.team();
    const path = `/teams/${team.id}/hand-over`;
    for (const who of [team.admin, team.editor, team.presenter]) {
      const res = await t.as(who, 'POST', path, { userId: who.user.id });
      expect(res.status).toBe(403);
    }
    const outsider = await t.user();
    for (const userId of [outsider.user.id, team.owner.user.id]) {
      const res = await t.as(team.owner, 'POST', path, { userId });
      expect(res).toMatchObject({ status: 404, body: { error: 'Member not found' } });
    }
    expect((await t.app.store.teams.membership(team.id, team.owner.user.id))?.role).toBe('owner');
  });
});
