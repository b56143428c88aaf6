import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { type SeededTeam, useTeamApp } from '#api-test/team-app';
import type { TestUser } from '#api-test/users';
import { nextStamp } from '#core/edit-stamps';

const at = (ms: number) => nextStamp([], Date.now() + ms, 'device');
const field = <T>(value: T, base: string | null, stamp: string) => ({ value, base, stamp });

/** A team's event kits over real HTTP (docs/teams.md, "Team kits"; docs/api.md, "Event kits"). */
describe('team kits', () => {
  const kit = useTeamApp();
  const list = (user: TestUser, teamId?: string) =>
    kit.as(user, 'GET', teamId ? `/kits?team=${teamId}` : '/kits');
  const create = (user: TestUser, body: Record<string, unknown>) =>
    kit.as(user, 'POST', '/kits', body);
  const edit = (user: TestUser, id: string, edits: Record<string, unknown>) =>
    kit.as(user, 'PUT', `/kits/${id}`, { edits });
  const remove = (user: TestUser, id: string) => kit.as(user, 'DELETE', `/kits/${id}`);
  const ids = (reply: { body: { items: Array<{ id: string }> } }) =>
    reply.body.items.map((k) => k.id);
  /** A flipbook made by `by`, in `teamId`'s library or their own. */
  const book = async (by: TestUser, teamId?: string) => {
    const res = await kit.as(by, 'POST', '/flipbooks', {
      id: crypto.randomUUID(),
      title: 'Kit brochure',
      panels: { front: [dataUrl(noisePng(8, 8))], back: [] },
      ...(teamId ? { teamId } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  const newKit = (flipbooks: string[], teamId?: string) => ({
    id: crypto.randomUUID(),
    name: 'Spring Fair',
    flipbooks,
    idleSeconds: 30,
    ...(teamId ? { teamId } : {}),
  });
  /** A kit the team's editor made of one team flipbook. */
  const teamKit = async (team: SeededTeam) => {
    const res = await create(team.editor, newKit([await book(team.editor, team.id)], team.id));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };

  it('makes a kit in a team’s library for an editor, which every member lists and no one else', async () => {
    const team = await kit.team();
    const flipbook = await book(team.admin, team.id);
    const body = newKit([flipbook], team.id.toUpperCase());
    const made = await create(team.editor, body);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: body.id, teamId: team.id, flipbooks: [flipbook] });
    expect((await create(team.editor, body)).status).toBe(200);
    for (const member of [team.owner, team.admin, team.editor, team.presenter])
      expect(ids(await list(member, team.id))).toEqual([body.id]);
    // The team's, not its maker's own.
    expect(ids(await list(team.editor))).toEqual([]);
    const outsider = await kit.user();
    const refused = await list(outsider, team.id);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ error: 'Team not found', code: 'NOT_FOUND' });
  });

  it('says a personal kit is in no team, and lists it alone in its owner’s own list', async () => {
    const team = await kit.team();
    const mine = await create(team.editor, newKit([await book(team.editor)]));
    expect(mine.status).toBe(201);
    expect(mine.body.teamId).toBeNull();
    expect(ids(await list(team.editor))).toEqual([mine.body.id]);
    expect(ids(await list(team.editor, team.id))).toEqual([]);
  });

  it('lets editors and above change and delete a team’s kit, whoever made it, and no presenter', async () => {
    const team = await kit.team();
    const made = await teamKit(team);
    const stamp = made.versions.name.stamp;
    const presenter = await edit(team.presenter, made.id, { name: field('Mine', stamp, at(1)) });
    expect(presenter.status).toBe(403);
    expect(presenter.body.code).toBe('FORBIDDEN');
    expect((await remove(team.presenter, made.id)).status).toBe(403);
    const renamed = await edit(team.admin, made.id, { name: field('Autumn', stamp, at(2)) });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Autumn', teamId: team.id });
    const grown = [...made.flipbooks, await book(team.owner, team.id)];
    const added = await edit(team.owner, made.id, {
      flipbooks: field(grown, made.versions.flipbooks.stamp, at(3)),
    });
    expect(added.body.flipbooks).toEqual(grown);
    expect((await remove(team.owner, made.id)).status).toBe(200);
    expect(ids(await list(team.presenter, team.id))).toEqual([]);
  });

  it('answers a removed member, its maker too, and an outsider as for a missing kit', async () => {
    const team = await kit.team();
    const made = await teamKit(team);
    const outsider = await kit.user();
    const removal = await kit.as(
      team.owner,
      'DELETE',
      `/teams/${team.id}/members/${team.editor.user.id}`,
    );
    expect(removal.status).toBe(200);
    for (const caller of [team.editor, outsider]) {
      const stamp = made.versions.name.stamp;
      const changed = await edit(caller, made.id, { name: field('Gone', stamp, at(1)) });
      expect(changed.status).toBe(404);
      expect(changed.body).toEqual({ error: 'Kit not found', code: 'NOT_FOUND' });
      expect((await remove(caller, made.id)).status).toBe(404);
      expect((await list(caller, team.id)).status).toBe(404);
    }
    expect(ids(await list(team.owner, team.id))).toEqual([made.id]);
  });

  it('refuses a presenter’s create with a 403 and an outsider’s with a 404, storing nothing', async () => {
    const team = await kit.team();
    const flipbook = await book(team.editor, team.id);
    const presenter = await create(team.presenter, newKit([flipbook], team.id));
    expect(presenter.status).toBe(403);
    const outsider = await create(await kit.user(), newKit([flipbook], team.id));
    expect(outsider.status).toBe(404);
    expect(outsider.body.error).toBe('Team not found');
    expect(ids(await list(team.owner, team.id))).toEqual([]);
  });

  it('holds in a team’s kit only flipbooks of the team’s library, and in a personal kit only the owner’s own', async () => {
    const team = await kit.team();
    const other = await kit.team('Elsewhere');
    const [teamBook, ownBook, elsewhere] = [
      await book(team.editor, team.id),
      await book(team.editor),
      await book(other.editor, other.id),
    ];
    for (const stray of [ownBook, elsewhere]) {
      const refused = await create(team.editor, newKit([teamBook, stray], team.id));
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        error: 'flipbooks: a team’s kit holds only flipbooks of the team’s library',
        code: 'VALIDATION_FAILED',
      });
    }
    // A team flipbook its maker made is the team's: not for a kit of their own.
    const personal = await create(team.editor, newKit([ownBook, teamBook]));
    expect(personal.status).toBe(400);
    expect(personal.body.error).toBe(
      'flipbooks: a kit of your own holds only flipbooks of your own library',
    );
    const made = await teamKit(team);
    const stray = await edit(team.editor, made.id, {
      flipbooks: field([ownBook], made.versions.flipbooks.stamp, at(1)),
    });
    expect(stray.status).toBe(400);
    expect((await list(team.editor, team.id)).body.items[0].flipbooks).toEqual(made.flipbooks);
  });

  it('gives each list its own ETag: an unchanged one is a 304, a change to the other is not seen', async () => {
    const team = await kit.team();
    const url = `${kit.app.url}/api/kits?team=${team.id}`;
    const first = await list(team.presenter, team.id);
    const personal = await list(team.presenter);
    const tag = first.headers.get('etag') ?? '';
    expect(tag).not.toBe('');
    await create(team.presenter, newKit([await book(team.presenter)]));
    const unchanged = await call(url, {
      headers: { ...bearer(team.presenter.token), 'If-None-Match': tag },
    });
    expect(unchanged.status).toBe(304);
    expect((await list(team.presenter)).headers.get('etag')).not.toBe(personal.headers.get('etag'));
    await teamKit(team);
    const changed = await call(url, {
      headers: { ...bearer(team.presenter.token), 'If-None-Match': tag },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.items).toHaveLength(1);
  });

  it('answers a malformed team id with a 400', async () => {
    const team = await kit.team();
    const res = await kit.as(team.owner, 'GET', '/kits?team=not-a-team');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const create400 = await create(team.owner, newKit([], 'not-a-team'));
    expect(create400.status).toBe(400);
  });
});
