import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryKey } from '#core/library-key';
import { createLocalFlipbook, deleteLocalFlipbook, updateLocalFlipbook } from '#pwa/data/library';
import { saveKit } from '#pwa/features/event-kit/data/kits';
import { captureKioskLead } from '#pwa/features/leads/data/leads';
import { editStaffNotes } from '#pwa/features/leads/data/staff-notes';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { dropTeam, keepTeams, ofPerson, rememberTeams, teamOf } from './libraries';
import { mergeServerLibrary } from './merge';

const ANN_TEAM = libraryKey('ann', 't1');
const BEN_TEAM = libraryKey('ben', 't1');
const nordlys = { id: 't1', name: 'Nordlys Outdoor', role: 'editor' } as const;
const lofoten = { id: 't2', name: 'Lofoten Print', role: 'presenter' } as const;

describe("a person's libraries on a device", () => {
  let db: FlipfoldDb;
  beforeEach(() => {
    db = openDb(`libraries-${crypto.randomUUID()}`);
  });
  afterEach(() => db.delete());

  const book = (ownerId: string, title: string, ...panels: number[]) =>
    createLocalFlipbook(db, { ownerId, title, front: panels.map((n) => png(n)), back: [] });
  const synced = async (ownerId: string, title: string, ...panels: number[]) => {
    const made = await book(ownerId, title, ...panels);
    await db.outbox.where('flipbookId').equals(made.id).delete();
    await db.flipbooks.update(made.id, { onServer: true });
    return made;
  };

  it("selects the records of every library of one person, and never another person's, even one whose id begins theirs", async () => {
    await book('ann', 'Own');
    await book(ANN_TEAM, 'Team');
    await book(libraryKey('ann', 't2'), 'Other team');
    await book('ann2', 'Someone whose id begins with ann');
    await book(libraryKey('ann2', 't1'), 'Their team copy');
    await book(BEN_TEAM, 'A fellow member’s copy');
    const titles = (await ofPerson(db.flipbooks, 'ann').toArray()).map((f) => f.title).sort();
    expect(titles).toEqual(['Other team', 'Own', 'Team']);
    expect(await ofPerson(db.outbox, 'ann').count()).toBe(3);
  });

  it('names the team in a create of its library, and none in the person’s own', () => {
    expect(teamOf(ANN_TEAM)).toEqual({ teamId: 't1' });
    expect(teamOf('ann')).toEqual({});
  });

  it('writes a row per team the server lists, and writes nothing when the list did not change', async () => {
    expect(await keepTeams(db, 'ann', [nordlys, lofoten])).toEqual({ events: [], released: [] });
    expect(await db.libraries.where('userId').equals('ann').sortBy('key')).toEqual([
      { key: ANN_TEAM, userId: 'ann', teamId: 't1', name: 'Nordlys Outdoor', role: 'editor' },
      {
        key: libraryKey('ann', 't2'),
        userId: 'ann',
        teamId: 't2',
        name: 'Lofoten Print',
        role: 'presenter',
      },
    ]);
    await keepTeams(db, 'ann', [{ ...nordlys, name: 'Nordlys', role: 'admin' }, lofoten]);
    expect(await db.libraries.get(ANN_TEAM)).toMatchObject({ name: 'Nordlys', role: 'admin' });
  });

  it('does not write back a team its own list dropped meanwhile, though the teams’ list still names it', async () => {
    await keepTeams(db, 'ann', [nordlys, lofoten]);
    await dropTeam(db, ANN_TEAM);
    const { events } = await keepTeams(db, 'ann', [nordlys, lofoten], new Set([ANN_TEAM]));
    expect(events).toEqual([]);
    expect(await db.libraries.where('userId').equals('ann').primaryKeys()).toEqual([
      libraryKey('ann', 't2'),
    ]);
  });

  it('drops a team the server no longer lists with everything keyed to it and the panels only it used, keeping leads, other libraries and a fellow member’s copy', async () => {
    await keepTeams(db, 'ann', [nordlys, lofoten]);
    const own = await synced('ann', 'Own', 1);
    const shared = await synced(ANN_TEAM, 'Team', 1, 2);
    await db.pdfs.put({ flipbookId: shared.id, ownerId: ANN_TEAM, name: 'T.pdf', pdf: new Blob() });
    await updateLocalFlipbook(db, shared.id, { title: 'Team, renamed', slots: shared.slots });
    const unsent = await book(ANN_TEAM, 'Made offline', 3);
    const gone = await synced(ANN_TEAM, 'Deleted here', 4);
    await deleteLocalFlipbook(db, gone.id);
    await saveKit(db, ANN_TEAM, { name: 'Fair', flipbookIds: [shared.id], idleSeconds: 30 });
    const otherTeam = await synced(libraryKey('ann', 't2'), 'Other team', 5);
    const fellow = await book(BEN_TEAM, 'Ben’s, unsent', 6);
    const at = { event: 'Fair', device: 'Stand' };
    const fields = { email: 'visitor@example.com', name: 'Vi', company: '', note: '' };
    const lead = await captureKioskLead(db, {
      ownerId: ANN_TEAM,
      flipbook: shared,
      fields,
      at,
      locale: 'en',
    });
    const noted = { ...lead, flipbookTitle: shared.title };
    await editStaffNotes(db, {
      ownerId: ANN_TEAM,
      lead: noted,
      changes: { staffNote: 'Call back' },
      seen: {},
      now: 1,
    });

    const { events, released } = await keepTeams(db, 'ann', [lofoten]);

    expect(events).toEqual([{ kind: 'left-team', teamId: 't1', name: 'Nordlys Outdoor' }]);
    expect(await db.libraries.get(ANN_TEAM)).toBeUndefined();
    expect(await db.flipbooks.where('ownerId').equals(ANN_TEAM).count()).toBe(0);
    expect(await db.kits.count()).toBe(0);
    expect(await db.deleted.count()).toBe(0);
    expect(await db.pdfs.count()).toBe(0);
    // Png 1 is still shown by the own library; 2 and 3 were the team's alone.
    expect(released.sort()).toEqual([shared.slots.middle, unsent.slots.left].map(String).sort());
    expect(await db.media.get(own.slots.left as string)).toBeDefined();
    expect(await db.media.get(shared.slots.middle as string)).toBeUndefined();
    // The leads are the person's: kept, and still sent with their notes.
    expect(await db.leads.get(lead.id)).toMatchObject({ ownerId: 'ann' });
    expect(await db.staffNotes.get(lead.id)).toMatchObject({ ownerId: 'ann' });
    expect((await db.outbox.toArray()).map((e) => [e.ownerId, e.kind]).sort()).toEqual([
      ['ann', 'lead'],
      ['ann', 'staff-notes'],
      [BEN_TEAM, 'create'],
    ]);
    expect((await db.flipbooks.get(own.id))?.title).toBe('Own');
    expect((await db.flipbooks.get(otherTeam.id))?.title).toBe('Other team');
    expect((await db.flipbooks.get(fellow.id))?.ownerId).toBe(BEN_TEAM);
    expect(await db.media.get(fellow.slots.left as string)).toBeDefined();
  });

  it('drops a team whose list answered 404 at once, told by its name', async () => {
    await keepTeams(db, 'ann', [nordlys]);
    const shared = await synced(ANN_TEAM, 'Team', 7);
    const { events, released } = await dropTeam(db, ANN_TEAM);
    expect(events).toEqual([{ kind: 'left-team', teamId: 't1', name: 'Nordlys Outdoor' }]);
    expect(released).toEqual([shared.slots.left]);
    expect(await db.flipbooks.count()).toBe(0);
    expect(await db.libraries.count()).toBe(0);
  });

  it('tells a team left once when its 404 and the teams’ list both drop it', async () => {
    await keepTeams(db, 'ann', [nordlys]);
    await synced(ANN_TEAM, 'Team', 7);
    const [listed, refused] = await Promise.all([keepTeams(db, 'ann', []), dropTeam(db, ANN_TEAM)]);
    expect([...listed.events, ...refused.events]).toEqual([
      { kind: 'left-team', teamId: 't1', name: 'Nordlys Outdoor' },
    ]);
    expect(await dropTeam(db, ANN_TEAM)).toEqual({ events: [], released: [] });
    expect(await db.flipbooks.count()).toBe(0);
  });

  it('never drops the person’s own library for a 404', async () => {
    await synced('ann', 'Own', 1);
    expect(await dropTeam(db, 'ann')).toEqual({ events: [], released: [] });
    expect(await db.flipbooks.count()).toBe(1);
  });

  it('keeps the teams a sign-in’s reply lists, and writes nothing of a team’s list read while it was dropped', async () => {
    await rememberTeams(db, 'ann', [nordlys]);
    expect(await db.libraries.get(ANN_TEAM)).toMatchObject({ name: 'Nordlys Outdoor' });
    const listed = (teamId: string | null) => ({
      id: crypto.randomUUID(),
      title: 'Fjord Trails',
      createdAt: '2026-12-01T00:00:00.000Z',
      updatedAt: '2026-12-01T00:00:00.000Z',
      views: 0,
      url: 'http://flipfold.test/?view=x',
      ...{ left: null, middle: null, right: null, leftBack: null, middleBack: null },
      ...{ rightBack: null, thumbnail: null, userId: 'owner', teamId },
    });
    await dropTeam(db, ANN_TEAM);
    expect(await mergeServerLibrary(db, ANN_TEAM, [listed('t1')], Date.now())).toEqual([]);
    expect(await db.flipbooks.where('ownerId').equals(ANN_TEAM).count()).toBe(0);
    await mergeServerLibrary(db, 'ann', [listed(null)], Date.now());
    expect(await db.flipbooks.where('ownerId').equals('ann').count()).toBe(1);
  });
});
