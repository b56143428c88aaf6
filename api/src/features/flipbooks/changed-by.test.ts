import crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { call } from '#api-test/http';
import { dataUrl, noisePng } from '#api-test/png';
import { storedFlipbook } from '#api-test/stored-flipbook';
import { type SeededTeam, useTeamApp } from '#api-test/team-app';
import type { TestUser } from '#api-test/users';
import { writeWebRoot } from '#api-test/web-root';
import { nextStamp } from '#core/edit-stamps';
import { madeBy } from '#core/flipbook-changers';
import type { FlipbookField } from '#core/flipbook-fields';

const image = () => dataUrl(noisePng(16, 16));
const stamp = (node: string) => nextStamp([], Date.now() + 60_000, node);
const field = <T>(value: T, base: string, node: string) => ({ value, base, stamp: stamp(node) });
type Book = { id: string; left: string; versions: Record<FlipbookField, { stamp: string }> };

/** Who changed each field of a flipbook, in the library's replies only (docs/teams.md). */
describe('who changed a flipbook', () => {
  const kit = useTeamApp();
  const named = async (member: TestUser, name: string) => {
    await kit.app.store.users.update(member.user.id, { name });
    return { userId: member.user.id, name };
  };
  const teamBook = async (team: SeededTeam, by: TestUser) => {
    const body = { id: crypto.randomUUID(), title: 'Stand 12', teamId: team.id };
    const panels = { front: [image(), image()], back: [] };
    const res = await kit.as(by, 'POST', '/flipbooks', { ...body, panels });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as Book & { changedBy: unknown };
  };
  const listed = async (member: TestUser, team: SeededTeam, id: string) => {
    const res = await kit.as(member, 'GET', `/flipbooks/my?team=${team.id}`);
    return (res.body.items as Array<{ id: string; changedBy?: unknown }>).find((b) => b.id === id);
  };

  it('names the maker for every field of a new flipbook', async () => {
    const team = await kit.team();
    const sam = await named(team.editor, 'Sam');
    const book = await teamBook(team, team.editor);
    const all = { title: sam, order: sam, panels: sam, leadForm: sam, readsRtl: sam };
    expect(book.changedBy).toEqual(all);
    expect((await listed(team.presenter, team, book.id))?.changedBy).toEqual(all);
  });

  it('records the member whose edit a field holds, and names them in the edit’s reply and the list', async () => {
    const team = await kit.team();
    const sam = await named(team.editor, 'Sam');
    const ada = await named(team.admin, 'Ada');
    const book = await teamBook(team, team.editor);
    const res = await kit.as(team.admin, 'PUT', `/flipbooks/${book.id}`, {
      edits: { title: field('Renamed', book.versions.title.stamp, 'laptop') },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changedBy = { title: ada, order: sam, panels: sam, leadForm: sam, readsRtl: sam };
    expect(res.body.changedBy).toEqual(changedBy);
    expect((await listed(team.owner, team, book.id))?.changedBy).toEqual(changedBy);
    // A display name changed since is the one the list gives.
    const renamed = await named(team.admin, 'Ada Berg');
    expect((await listed(team.owner, team, book.id))?.changedBy).toMatchObject({ title: renamed });
  });

  it('records the whole edit’s fields and leaves a field whose edit lost with its changer', async () => {
    const team = await kit.team();
    const sam = await named(team.editor, 'Sam');
    const kim = await named(team.owner, 'Kim');
    const book = await teamBook(team, team.editor);
    const whole = await kit.as(team.owner, 'PUT', `/flipbooks/${book.id}`, {
      title: 'Whole edit',
      panels: { front: [book.left], back: [] },
    });
    expect(whole.body.changedBy).toEqual({
      title: kim,
      order: kim,
      panels: kim,
      leadForm: sam,
      readsRtl: sam,
    });
    // An edit older than the stored title keeps the title, and its changer.
    const late = await kit.as(team.admin, 'PUT', `/flipbooks/${book.id}`, {
      edits: {
        title: { value: 'Too late', base: null, stamp: nextStamp([], 1_000, 'old') },
      },
    });
    expect(late.body).toMatchObject({ title: 'Whole edit', kept: ['title'] });
    expect(late.body.changedBy.title).toEqual(kim);
  });

  it('never tells who changed a flipbook in its public view or its shared link', async () => {
    const team = await kit.team();
    await named(team.editor, 'Sam Secret');
    const book = await teamBook(team, team.editor);
    const views = [
      await call(kit.url(`/flipbooks/${book.id}`)),
      await kit.as(team.admin, 'GET', `/flipbooks/${book.id}`),
      await kit.as(team.editor, 'GET', `/flipbooks/${book.id}`),
    ];
    for (const view of views) {
      expect(view.status).toBe(200);
      expect(view.body).not.toHaveProperty('changedBy');
      expect(JSON.stringify(view.body)).not.toMatch(/Sam Secret|changedBy/);
      expect(JSON.stringify(view.body)).not.toContain(team.editor.user.id);
    }
    writeWebRoot(kit.app.config.webRoot, {
      'index.html':
        '<!doctype html><html><head><title>Flipfold</title></head><body><div id="root"></div></body></html>',
    });
    const page = await (await fetch(`${kit.app.url}/?view=${book.id}`)).text();
    expect(page).toContain('Stand 12');
    expect(page).not.toMatch(/Sam Secret|changedBy/);
  });

  it('names the changers of a long list with one lookup of users, however many flipbooks', async () => {
    const team = await kit.team();
    const members = [team.owner, team.admin, team.editor];
    for (const [i, member] of members.entries()) await named(member, `Member ${i}`);
    const count = 120;
    for (let i = 0; i < count; i++) {
      const maker = members[i % members.length] as TestUser;
      const editor = members[(i + 1) % members.length] as TestUser;
      const changedBy = { ...madeBy(maker.user.id), title: editor.user.id };
      await kit.app.store.flipbooks.create(
        storedFlipbook(maker.user.id, { teamId: team.id, changedBy }),
      );
    }
    const namesOf = vi.spyOn(kit.app.store.users, 'namesOf');
    const findById = vi.spyOn(kit.app.store.users, 'findById');
    try {
      const res = await kit.as(team.presenter, 'GET', `/flipbooks/my?team=${team.id}`);
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(count);
      expect(res.body.items[0].changedBy.title.name).toMatch(/^Member \d$/);
      expect(namesOf).toHaveBeenCalledTimes(1);
      // The caller's session is the only user read one by one.
      expect(findById.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      namesOf.mockRestore();
      findById.mockRestore();
    }
  });

  it('leaves out a changer whose account is gone, and says nothing for a flipbook stored before', async () => {
    const team = await kit.team();
    const sam = await named(team.editor, 'Sam');
    const gone = crypto.randomUUID();
    const changedBy = { ...madeBy(team.editor.user.id), title: gone };
    const book = storedFlipbook(team.editor.user.id, { teamId: team.id, changedBy });
    const before = storedFlipbook(team.editor.user.id, { teamId: team.id });
    await kit.app.store.flipbooks.create(book);
    await kit.app.store.flipbooks.create(before);
    expect((await listed(team.owner, team, book.id))?.changedBy).toEqual({
      order: sam,
      panels: sam,
      leadForm: sam,
      readsRtl: sam,
    });
    expect(await listed(team.owner, team, before.id)).not.toHaveProperty('changedBy');
  });
});
