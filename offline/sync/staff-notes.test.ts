import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffNoteStamps, StaffNotes } from '#core/staff-notes';
import { clearAccountData } from '#pwa/data/account-data';
import { createLocalFlipbook } from '#pwa/data/library';
import { captureKioskLead } from '#pwa/features/leads/data/leads';
import { editStaffNotes, type NotedLead, notesShown } from '#pwa/features/leads/data/staff-notes';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { discardEntry, drainOutbox } from './engine';

const visitor = { email: 'ada@example.com', name: 'Ada', company: null, note: null };
const booth = { event: 'Spring Fair', device: 'Tablet 2' };

describe('staff notes in the outbox', () => {
  let server: ReturnType<typeof fakeServer>;
  let kiosk: FlipfoldDb;
  let laptop: FlipfoldDb;
  const drain = (db: FlipfoldDb) =>
    drainOutbox({
      db,
      transport: server.transport,
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => 1_000_000,
    });
  const edit = (
    db: FlipfoldDb,
    lead: NotedLead,
    changes: Partial<StaffNotes>,
    now: number,
    seen: StaffNoteStamps = {},
  ) => editStaffNotes(db, { ownerId: 'u1', lead, changes, seen, now });
  /** A kiosk's lead, on the server once the kiosk has drained. */
  const leadAtKiosk = async (): Promise<NotedLead> => {
    const book = await createLocalFlipbook(kiosk, {
      ownerId: 'u1',
      title: 'Menu',
      front: [png(1)],
      back: [],
    });
    const lead = await captureKioskLead(kiosk, {
      ownerId: 'u1',
      flipbook: book,
      fields: visitor,
      at: booth,
      locale: 'en',
    });
    return { id: lead.id, flipbookId: book.id, email: lead.email, flipbookTitle: 'Menu' };
  };
  const serverNotes = (id: string) => server.leads.get(id)?.notes;

  beforeEach(() => {
    server = fakeServer();
    kiosk = openDb(`kiosk-${crypto.randomUUID()}`);
    laptop = openDb(`laptop-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    await kiosk.delete();
    await laptop.delete();
  });

  it('sends a note and rating made offline at the kiosk after the lead it is about, then keeps no copy', async () => {
    const lead = await leadAtKiosk();
    await edit(kiosk, lead, { staffNote: 'Wants 40 units', rating: 'hot' }, 1_000);
    await edit(kiosk, lead, { tags: ['retail'] }, 2_000);

    await drain(kiosk);
    expect(server.log.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/flipbooks',
      `POST /api/flipbooks/${lead.flipbookId}/leads`,
      `PUT /api/leads/${lead.id}/notes`,
    ]);
    expect(serverNotes(lead.id)).toEqual({
      staffNote: 'Wants 40 units',
      rating: 'hot',
      tags: ['retail'],
    });
    expect(await kiosk.staffNotes.count()).toBe(0);
    expect(await kiosk.outbox.count()).toBe(0);
  });

  it('keeps both devices’ edits of different fields, and the later edit of the same field, in either order of sending', async () => {
    for (const kioskFirst of [true, false]) {
      server = fakeServer();
      const lead = await leadAtKiosk();
      await drain(kiosk);
      // Both offline: the kiosk writes the note and a rating; the laptop, later, tags and re-rates.
      await edit(kiosk, lead, { staffNote: 'Call on Monday', rating: 'warm' }, 10_000);
      await edit(laptop, lead, { tags: ['distributor'], rating: 'cold' }, 20_000);
      for (const db of kioskFirst ? [kiosk, laptop] : [laptop, kiosk]) await drain(db);
      expect(serverNotes(lead.id)).toEqual({
        staffNote: 'Call on Monday',
        rating: 'cold',
        tags: ['distributor'],
      });
      expect(await kiosk.staffNotes.count()).toBe(0);
      expect(await laptop.staffNotes.count()).toBe(0);
    }
  });

  it('shows the server’s notes with this device’s waiting edits merged in, the later edit winning a field', async () => {
    const lead = await leadAtKiosk();
    await drain(kiosk);
    const server = { staffNote: 'From the laptop', rating: 'cold' as const, tags: ['a'] };
    const stamps = { staffNote: '000000000050000.00000.x', rating: '000000000050000.00000.x' };
    await edit(kiosk, lead, { staffNote: 'Older, from the kiosk', tags: ['b'] }, 40_000);
    const local = await kiosk.staffNotes.get(lead.id);
    expect(notesShown({ ...server, staffStamps: stamps }, local)).toMatchObject({
      staffNote: 'From the laptop',
      rating: 'cold',
      tags: ['b'],
    });
    expect(notesShown(null, local)).toMatchObject({
      staffNote: 'Older, from the kiosk',
      tags: ['b'],
    });
  });

  it('stamps an edit after the notes it was made on, even from a device whose clock is behind', async () => {
    const lead = await leadAtKiosk();
    await drain(kiosk);
    await edit(laptop, lead, { rating: 'hot' }, 90_000);
    await drain(laptop);
    const seen = server.leads.get(lead.id)?.stamps ?? {};
    // The kiosk's clock says an earlier time, but it saw the laptop's rating first.
    await edit(kiosk, lead, { rating: 'warm' }, 5_000, seen);
    await drain(kiosk);
    expect(serverNotes(lead.id)?.rating).toBe('warm');
  });

  it('sends an edit made while the first was out in an entry of its own, after it', async () => {
    const lead = await leadAtKiosk();
    await drain(kiosk);
    await edit(kiosk, lead, { staffNote: 'First' }, 1_000);
    server.setScript(['lose-reply']);
    await drain(kiosk);
    await edit(kiosk, lead, { staffNote: 'Second' }, 2_000);
    expect(await kiosk.outbox.count()).toBe(2);
    await kiosk.outbox.toCollection().modify({ notBefore: 0 });
    await drain(kiosk);
    expect(serverNotes(lead.id)?.staffNote).toBe('Second');
    expect(await kiosk.staffNotes.count()).toBe(0);
    expect(await kiosk.outbox.count()).toBe(0);
  });

  it('fails a note on a lead the server no longer has with its reason, never taking the flipbook for deleted, and Discard drops only the note', async () => {
    const lead = await leadAtKiosk();
    await drain(kiosk);
    server.leads.delete(lead.id);
    await edit(kiosk, lead, { staffNote: 'Too late' }, 1_000);
    const result = await drain(kiosk);
    expect(result.events).toMatchObject([{ kind: 'failed', error: 'Lead not found' }]);
    expect(await kiosk.flipbooks.get(lead.flipbookId)).toBeDefined();
    const [entry] = await kiosk.outbox.toArray();
    expect(entry).toMatchObject({ kind: 'staff-notes', status: 'failed' });
    await discardEntry(kiosk, entry?.seq as number);
    expect(await kiosk.staffNotes.count()).toBe(0);
    expect(await kiosk.flipbooks.get(lead.flipbookId)).toBeDefined();
  });

  it('sends notes on a lead the server has while another change of its flipbook waits out a backoff, and holds notes on a refused lead', async () => {
    const lead = await leadAtKiosk();
    await drain(kiosk);
    await kiosk.outbox.add({
      ownerId: 'u1',
      flipbookId: lead.flipbookId,
      kind: 'views',
      views: { count: 1, key: 'k1' },
      status: 'pending',
      attempts: 1,
      notBefore: 5_000_000,
      serverAskedToWait: true,
      createdAt: 0,
    });
    await edit(kiosk, lead, { rating: 'hot' }, 1_000);
    await drain(kiosk);
    expect(serverNotes(lead.id)?.rating).toBe('hot');

    // A second visitor's lead the server refuses: notes on it wait with it, unsent.
    const refused = await leadAtKiosk();
    server.setScript([422]);
    await edit(kiosk, refused, { rating: 'cold' }, 2_000);
    await drain(kiosk);
    const sent = server.log.map((r) => r.path).filter((p) => p.endsWith('/notes'));
    expect(sent).toEqual([`/api/leads/${lead.id}/notes`]);
    expect(await kiosk.staffNotes.get(refused.id)).toBeDefined();
  });

  it('keeps a kiosk’s waiting lead when a note about it is discarded, and forgets both at sign-out', async () => {
    const lead = await leadAtKiosk();
    await edit(kiosk, lead, { rating: 'hot' }, 1_000);
    const notesEntry = (await kiosk.outbox.toArray()).find((e) => e.kind === 'staff-notes');
    await discardEntry(kiosk, notesEntry?.seq as number);
    expect(await kiosk.leads.get(lead.id)).toBeDefined();
    await edit(kiosk, lead, { rating: 'warm' }, 2_000);
    await clearAccountData(kiosk, 'u1');
    expect(await kiosk.leads.count()).toBe(0);
    expect(await kiosk.staffNotes.count()).toBe(0);
  });
});
