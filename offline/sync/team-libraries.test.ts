import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryKey } from '#core/library-key';
import { countLocalView, createLocalFlipbook, updateLocalFlipbook } from '#pwa/data/library';
import { saveKit } from '#pwa/features/event-kit/data/kits';
import { captureKioskLead } from '#pwa/features/leads/data/leads';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { checkLibraries } from '../test/test-libraries';
import { fakeServer } from '../test/test-server';
import { drainOutbox, endNetworkBackoff } from './engine';

const ANN_TEAM = libraryKey('ann', 't1');
const BEN_TEAM = libraryKey('ben', 't1');

/** A team's library on its members' devices, against the model of the API. */
describe("a team's library on its members' devices", () => {
  let laptop: FlipfoldDb;
  let tablet: FlipfoldDb;
  let server: ReturnType<typeof fakeServer>;
  const drain = (db: FlipfoldDb, userId: string) =>
    drainOutbox({ db, transport: server.transport, session: () => ({ userId, token: userId }) });
  const book = (db: FlipfoldDb, ownerId: string, title: string, panel = 1) =>
    createLocalFlipbook(db, { ownerId, title, front: [png(panel)], back: [] });
  const titles = async (db: FlipfoldDb, key: string) =>
    (await db.flipbooks.where('ownerId').equals(key).toArray()).map((f) => f.title).sort();

  beforeEach(() => {
    laptop = openDb(`laptop-${crypto.randomUUID()}`);
    tablet = openDb(`tablet-${crypto.randomUUID()}`);
    server = fakeServer();
    server.teams.add('t1', 'Nordlys Outdoor', { ann: 'owner', ben: 'editor' });
  });
  afterEach(async () => {
    await laptop.delete();
    await tablet.delete();
  });

  it("sends the changes of every library of the signed-in person, and none of another person's", async () => {
    await book(laptop, 'ann', 'Own');
    await book(laptop, ANN_TEAM, 'Team');
    await book(laptop, BEN_TEAM, 'Ben’s team copy');
    await book(laptop, 'ben', 'Ben’s own');
    expect((await drain(laptop, 'ann')).sent).toBe(2);
    expect(server.log.map((r) => [r.token, (r.body as { teamId?: string }).teamId])).toEqual([
      ['ann', undefined],
      ['ann', 't1'],
    ]);
    expect((await laptop.outbox.toArray()).map((e) => e.ownerId).sort()).toEqual(['ben', BEN_TEAM]);
  });

  it('ends the network backoffs of every library of the person, and of no one else', async () => {
    await book(laptop, ANN_TEAM, 'Team');
    await book(laptop, BEN_TEAM, 'Ben’s');
    await laptop.outbox.toCollection().modify({ notBefore: Date.now() + 60_000 });
    await endNetworkBackoff(laptop, 'ann');
    const waits = await laptop.outbox.toArray();
    expect(waits.map((e) => [e.ownerId, e.notBefore > 0])).toEqual([
      [ANN_TEAM, false],
      [BEN_TEAM, true],
    ]);
  });

  it('creates a flipbook and a kit in the team’s library, and a fellow member’s device gets both in theirs', async () => {
    const made = await book(laptop, ANN_TEAM, 'Spring brochure');
    await saveKit(laptop, ANN_TEAM, { name: 'Fair', flipbookIds: [made.id], idleSeconds: 30 });
    await drain(laptop, 'ann');
    expect(server.books.get(made.id)).toMatchObject({ ownerId: 'ann', teamId: 't1' });
    const kitCreate = server.log.find((r) => r.path === '/api/kits');
    expect(kitCreate?.body).toMatchObject({ teamId: 't1', flipbooks: [made.id] });

    expect(await checkLibraries(tablet, server, 'ben')).toEqual([]);
    expect(await tablet.libraries.get(BEN_TEAM)).toMatchObject({ name: 'Nordlys Outdoor' });
    expect(await titles(tablet, BEN_TEAM)).toEqual(['Spring brochure']);
    expect(await titles(tablet, 'ben')).toEqual([]);
    expect(await tablet.kits.toArray()).toMatchObject([
      { ownerId: BEN_TEAM, name: 'Fair', flipbooks: [{ id: made.id, title: 'Spring brochure' }] },
    ]);
  });

  it('merges each library’s list into that library only', async () => {
    const own = await book(laptop, 'ann', 'Own');
    await drain(laptop, 'ann');
    const team = await book(tablet, BEN_TEAM, 'Ben’s');
    await drain(tablet, 'ben');
    await checkLibraries(laptop, server, 'ann');
    expect(await titles(laptop, 'ann')).toEqual(['Own']);
    expect(await titles(laptop, ANN_TEAM)).toEqual(['Ben’s']);
    // The team's list does not name the own flipbook, which stays; the own list, the team's.
    expect((await laptop.flipbooks.get(own.id))?.ownerId).toBe('ann');
    expect((await laptop.flipbooks.get(team.id))?.ownerId).toBe(ANN_TEAM);
  });

  it('sends an edit of a team flipbook made by a fellow member, and the maker’s device takes it', async () => {
    const made = await book(laptop, ANN_TEAM, 'Draft');
    await drain(laptop, 'ann');
    await checkLibraries(tablet, server, 'ben');
    await updateLocalFlipbook(tablet, made.id, { title: 'Final', slots: made.slots });
    await drain(tablet, 'ben');
    await checkLibraries(laptop, server, 'ann');
    expect((await laptop.flipbooks.get(made.id))?.title).toBe('Final');
  });

  it('drops only the report when a fellow member’s views of a team flipbook meet a 404 (its figures are its maker’s)', async () => {
    const made = await book(laptop, ANN_TEAM, 'Brochure');
    await drain(laptop, 'ann');
    await checkLibraries(tablet, server, 'ben');
    await countLocalView(tablet, made.id, 'event');
    const result = await drain(tablet, 'ben');
    expect(result.events).toEqual([]);
    expect(await tablet.outbox.count()).toBe(0);
    expect((await tablet.flipbooks.get(made.id))?.ownerId).toBe(BEN_TEAM);
  });

  it('drops the team’s library from a removed member’s device at the next check, and still sends the leads captured there', async () => {
    const made = await book(laptop, ANN_TEAM, 'Brochure');
    await drain(laptop, 'ann');
    await checkLibraries(tablet, server, 'ben');
    const fields = { email: 'visitor@example.com', name: 'Vi', company: '', note: '' };
    const at = { event: 'Fair', device: 'Stand' };
    const lead = await captureKioskLead(tablet, {
      ownerId: BEN_TEAM,
      flipbook: made,
      fields,
      at,
      locale: 'en',
    });
    await updateLocalFlipbook(tablet, made.id, { title: 'Too late', slots: made.slots });
    server.teams.remove('t1', 'ben');

    expect(await checkLibraries(tablet, server, 'ben')).toEqual([
      { kind: 'left-team', teamId: 't1', name: 'Nordlys Outdoor' },
    ]);
    expect(await tablet.flipbooks.count()).toBe(0);
    expect(await tablet.media.count()).toBe(0);
    expect((await tablet.outbox.toArray()).map((e) => e.kind)).toEqual(['lead']);
    await drain(tablet, 'ben');
    expect(server.leads.get(lead.id)).toMatchObject({ flipbookId: made.id, ownerId: 'ben' });
    expect(server.books.get(made.id)?.title).toBe('Brochure');
  });

  it('brings a flipbook that moved from the person’s own library into a team over with its kept PDF and the change waiting for it', async () => {
    const made = await createLocalFlipbook(laptop, {
      ownerId: 'ann',
      title: 'Before the move',
      front: [png(1)],
      back: [],
      pdf: { name: 'Annotated.pdf', blob: new Blob(['%PDF-1.7']) },
    });
    await drain(laptop, 'ann');
    const stored = server.books.get(made.id);
    if (stored) stored.teamId = 't1';
    await updateLocalFlipbook(laptop, made.id, { title: 'Renamed', slots: made.slots });
    await checkLibraries(laptop, server, 'ann');
    expect((await laptop.flipbooks.get(made.id))?.ownerId).toBe(ANN_TEAM);
    expect(await laptop.pdfs.get(made.id)).toMatchObject({ ownerId: ANN_TEAM });
    expect((await laptop.outbox.toArray()).map((e) => [e.ownerId, e.kind])).toEqual([
      [ANN_TEAM, 'update'],
    ]);
    await drain(laptop, 'ann');
    expect(server.books.get(made.id)?.title).toBe('Renamed');
  });

  it('keeps the kept PDF of a flipbook moved into a team with nothing waiting for it', async () => {
    const made = await createLocalFlipbook(laptop, {
      ownerId: 'ann',
      title: 'Moved',
      front: [png(1)],
      back: [],
      pdf: { name: 'Annotated.pdf', blob: new Blob(['%PDF-1.7']) },
    });
    await drain(laptop, 'ann');
    const stored = server.books.get(made.id);
    if (stored) stored.teamId = 't1';
    await checkLibraries(laptop, server, 'ann');
    expect((await laptop.flipbooks.get(made.id))?.ownerId).toBe(ANN_TEAM);
    expect(await laptop.pdfs.get(made.id)).toMatchObject({ ownerId: ANN_TEAM });
  });

  it('leaves a fellow member’s copy on a shared device to them while their change waits, then hands it over', async () => {
    const made = await book(laptop, ANN_TEAM, 'Shared');
    await drain(laptop, 'ann');
    // Ben's session ended with his rename waiting: his data stays for his return.
    await checkLibraries(tablet, server, 'ben');
    await updateLocalFlipbook(tablet, made.id, { title: 'Ben’s title', slots: made.slots });
    await checkLibraries(tablet, server, 'ann');
    expect((await tablet.flipbooks.get(made.id))?.ownerId).toBe(BEN_TEAM);
    expect(await titles(tablet, ANN_TEAM)).toEqual([]);
    await drain(tablet, 'ben');
    await checkLibraries(tablet, server, 'ann');
    expect(await tablet.flipbooks.get(made.id)).toMatchObject({
      ownerId: ANN_TEAM,
      title: 'Ben’s title',
    });
  });
});
