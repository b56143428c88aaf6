import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { wholeSession } from '#api-test/reading-reports';
import { type SeededTeam, useTeamApp } from '#api-test/team-app';
import type { TestUser } from '#api-test/users';

const image = () => dataUrl(noisePng(16, 16));
const newBook = (over: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  title: 'Team brochure',
  panels: { front: [image(), image(), image()], back: [image()] },
  ...over,
});

/** The team library's calls over real HTTP (docs/teams.md, docs/api.md "Flipbooks"). */
describe('the team library', () => {
  const kit = useTeamApp();
  const create = (user: TestUser, body: Record<string, unknown>) =>
    kit.as(user, 'POST', '/flipbooks', body);
  const list = (user: TestUser | null, teamId?: string) =>
    kit.as(user, 'GET', teamId ? `/flipbooks/my?team=${teamId}` : '/flipbooks/my');
  const edit = (user: TestUser, id: string, body: Record<string, unknown>) =>
    kit.as(user, 'PUT', `/flipbooks/${id}`, body);
  const ids = (reply: { body: { items: Array<{ id: string }> } }) =>
    reply.body.items.map((b) => b.id);
  /** A whole edit that renames `book` and keeps its panels (re-used by URL). */
  const rename = (
    book: { left: string; middle: string; right: string; leftBack: string },
    title: string,
  ) => ({
    title,
    panels: { front: [book.left, book.middle, book.right], back: [book.leftBack] },
  });
  /** A flipbook the editor made in the team's library. */
  const teamBook = async (team: SeededTeam, by: TestUser = team.editor) => {
    const res = await create(by, newBook({ teamId: team.id }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as {
      id: string;
      left: string;
      middle: string;
      right: string;
      leftBack: string;
    };
  };

  it('creates a flipbook in a team’s library for an editor, who stays its maker', async () => {
    const team = await kit.team();
    const book = newBook({ teamId: team.id.toUpperCase() });
    const res = await create(team.editor, book);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ id: book.id, teamId: team.id, userId: team.editor.user.id });
    // A replay of the same create answers the same flipbook.
    const again = await create(team.editor, book);
    expect(again.status).toBe(200);
    expect(again.body.teamId).toBe(team.id);
  });

  it('says a personal flipbook is in no team', async () => {
    const team = await kit.team();
    const res = await create(team.editor, newBook());
    expect(res.status).toBe(201);
    expect(res.body.teamId).toBeNull();
  });

  it('lists a team’s library to every member, newest first, and keeps it out of the personal list', async () => {
    const team = await kit.team();
    const first = await teamBook(team, team.owner);
    kit.clock += 1000;
    const second = await teamBook(team, team.editor);
    const personal = await create(team.editor, newBook());
    for (const member of [team.owner, team.admin, team.editor, team.presenter]) {
      const res = await list(member, team.id);
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([second.id, first.id]);
    }
    expect(ids(await list(team.editor))).toEqual([personal.body.id]);
    expect(ids(await list(team.owner))).toEqual([]);
  });

  it('answers an unchanged team library with a 304, as the personal one', async () => {
    const team = await kit.team();
    await teamBook(team);
    const url = kit.url(`/flipbooks/my?team=${team.id}`);
    const first = await fetch(url, { headers: bearer(team.presenter.token) });
    const tag = first.headers.get('etag') ?? '';
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(url, {
      headers: { ...bearer(team.presenter.token), 'If-None-Match': tag },
    });
    expect(again.status).toBe(304);
  });

  it('hides a team’s library from non-members and removed members as a missing team', async () => {
    const team = await kit.team();
    await teamBook(team);
    const stranger = await kit.user();
    expect(await list(stranger, team.id)).toMatchObject({
      status: 404,
      body: { error: 'Team not found' },
    });
    expect((await list(stranger, kit.randomId())).status).toBe(404);
    await kit.app.store.teams.removeMember(team.id, team.editor.user.id);
    expect((await list(team.editor, team.id)).status).toBe(404);
    expect((await list(null, team.id)).status).toBe(401);
  });

  it('refuses a malformed team id with a 400', async () => {
    const team = await kit.team();
    expect((await list(team.owner, 'not-a-team')).status).toBe(400);
    const res = await create(team.editor, newBook({ teamId: 'not-a-team' }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('teamId must be a UUID');
  });

  it('refuses a create in the team below editor (403) and from outside it (404)', async () => {
    const team = await kit.team();
    const byPresenter = await create(team.presenter, newBook({ teamId: team.id }));
    expect(byPresenter).toMatchObject({
      status: 403,
      body: { error: 'Your role in this team does not allow this' },
    });
    const stranger = await kit.user();
    const byStranger = await create(stranger, newBook({ teamId: team.id }));
    expect(byStranger).toMatchObject({ status: 404, body: { error: 'Team not found' } });
    expect(ids(await list(team.owner, team.id))).toEqual([]);
  });

  it('lets editors and above change and delete a team flipbook, whoever made it', async () => {
    const team = await kit.team();
    const book = await teamBook(team);
    for (const member of [team.owner, team.admin, team.editor]) {
      const res = await edit(member, book.id, rename(book, `By ${member.user.id}`));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ teamId: team.id, userId: team.editor.user.id });
    }
    expect((await kit.as(team.admin, 'DELETE', `/flipbooks/${book.id}`)).status).toBe(200);
    expect(ids(await list(team.editor, team.id))).toEqual([]);
  });

  it('lets a presenter read the library but not change or delete it', async () => {
    const team = await kit.team();
    const book = await teamBook(team);
    const forbidden = {
      status: 403,
      body: { error: 'Your role in this team does not allow this' },
    };
    expect(
      await edit(team.presenter, book.id, {
        title: 'Mine now',
        panels: { front: [book.left], back: [] },
      }),
    ).toMatchObject(forbidden);
    expect(await kit.as(team.presenter, 'DELETE', `/flipbooks/${book.id}`)).toMatchObject(
      forbidden,
    );
    expect(ids(await list(team.presenter, team.id))).toEqual([book.id]);
  });

  it('answers a removed member’s edits and deletes as for a missing flipbook, their own ones too', async () => {
    const team = await kit.team();
    const book = await teamBook(team);
    await kit.app.store.teams.removeMember(team.id, team.editor.user.id);
    const missing = { status: 404, body: { error: 'Flipbook not found' } };
    expect(await edit(team.editor, book.id, rename(book, 'Still mine?'))).toMatchObject(missing);
    expect(await kit.as(team.editor, 'DELETE', `/flipbooks/${book.id}`)).toMatchObject(missing);
    const stranger = await kit.user();
    expect(await kit.as(stranger, 'DELETE', `/flipbooks/${book.id}`)).toMatchObject(missing);
    expect(ids(await list(team.owner, team.id))).toEqual([book.id]);
  });

  it('lets an editor re-use the media of another member’s team flipbook', async () => {
    const team = await kit.team();
    const book = await teamBook(team, team.owner);
    const panels = { front: [book.right, book.middle, book.left], back: [book.leftBack] };
    const res = await edit(team.editor, book.id, { title: 'Reordered', panels });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      left: book.right,
      right: book.left,
      userId: team.owner.user.id,
    });
    // And into a new flipbook of the same library.
    const copy = await create(team.editor, newBook({ teamId: team.id, panels }));
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
  });

  it('never lets a team flipbook point at media of an account outside it', async () => {
    const team = await kit.team();
    const book = await teamBook(team);
    const stranger = await kit.user();
    const theirs = await create(stranger, newBook());
    // The owner's personal flipbook is out of reach of the team's editors too.
    const ownersOwn = await create(team.owner, newBook());
    for (const url of [theirs.body.left, ownersOwn.body.left]) {
      const res = await edit(team.editor, book.id, {
        title: 'Borrowed',
        panels: { front: [url], back: [] },
      });
      expect(res).toMatchObject({ status: 400, body: { code: 'INVALID_IMAGE' } });
    }
    // Nor may an outsider re-use the team's media in a flipbook of their own.
    const res = await create(stranger, newBook({ panels: { front: [book.left], back: [] } }));
    expect(res).toMatchObject({ status: 400, body: { code: 'INVALID_IMAGE' } });
  });

  it('keeps a team’s media from its maker once they are removed', async () => {
    const team = await kit.team();
    const book = await teamBook(team);
    await kit.app.store.teams.removeMember(team.id, team.editor.user.id);
    const res = await create(team.editor, newBook({ panels: { front: [book.left], back: [] } }));
    expect(res).toMatchObject({ status: 400, body: { code: 'INVALID_IMAGE' } });
  });

  it('counts the views and reading a presenter’s kiosk recorded offline, and nothing from a removed member', async () => {
    const team = await teamWithBook();
    const { book } = team;
    const views = (by: TestUser) =>
      kit.as(by, 'POST', `/flipbooks/${book.id}/views`, {
        count: 2,
        key: crypto.randomUUID(),
        source: 'event',
      });
    const report = (by: TestUser) =>
      kit.as(by, 'POST', `/flipbooks/${book.id}/reading`, {
        ...wholeSession(book.id, { source: 'event' }),
        key: crypto.randomUUID(),
      });
    expect((await views(team.presenter)).status).toBe(200);
    expect((await report(team.presenter)).status).toBe(204);

    await kit.app.store.teams.removeMember(team.id, team.presenter.user.id);
    expect((await views(team.presenter)).status).toBe(404);
    expect((await report(team.presenter)).status).toBe(404);
    const figures = await kit.as(team.owner, 'GET', `/flipbooks/${book.id}/statistics`);
    expect(figures.body).toMatchObject({ totalViews: 2, reading: { sessions: 1 } });
  });

  /** A team with a flipbook its editor made in the library. */
  const teamWithBook = async () => {
    const team = await kit.team();
    return { ...team, book: await teamBook(team) };
  };
});
