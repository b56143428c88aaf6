import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAccountData } from '#pwa/data/account-data';
import { createLocalFlipbook, deleteLocalFlipbook, updateLocalFlipbook } from '#pwa/data/library';
import { captureKioskLead, deleteWaitingLead } from '#pwa/features/leads/data/leads';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { discardEntry, drainOutbox } from './engine';

const visitor = { email: 'ada@example.com', name: 'Ada', company: null, note: 'Call me' };

describe('kiosk leads and the lead form switch in the outbox', () => {
  let db: FlipfoldDb;
  let server: ReturnType<typeof fakeServer>;
  const drain = () =>
    drainOutbox({
      db,
      transport: server.transport,
      session: () => ({ userId: 'u1', token: 'u1' }),
      now: () => 1_000_000,
    });
  const create = () =>
    createLocalFlipbook(db, { ownerId: 'u1', title: 'Menu', front: [png(1)], back: [] });
  const deletedElsewhere = (id: string) => {
    const stored = server.books.get(id);
    if (stored) stored.deleted = true;
  };
  const booth = { event: 'Spring Fair', device: 'Tablet 2' };
  const leave = (flipbook: { id: string; title: string }) =>
    captureKioskLead(db, { ownerId: 'u1', flipbook, fields: visitor, at: booth, locale: 'de' });

  beforeEach(() => {
    db = openDb(`leads-${crypto.randomUUID()}`);
    server = fakeServer();
  });
  afterEach(() => db.delete());

  it('sends a kiosk’s lead with its owner’s session after its flipbook, in the language it was left in, then keeps no copy of the address', async () => {
    const book = await create();
    const lead = await leave(book);
    expect(await db.leads.get(lead.id)).toMatchObject({
      ...visitor,
      flipbookTitle: 'Menu',
      locale: 'de',
    });
    expect((await drain()).events).toEqual([{ kind: 'created', flipbookId: book.id }]);
    expect(server.log.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/flipbooks',
      `POST /api/flipbooks/${book.id}/leads`,
    ]);
    expect(server.log[1]).toMatchObject({
      token: 'u1',
      body: {
        id: lead.id,
        ...visitor,
        ...booth,
        capturedAt: lead.capturedAt,
        consent: true,
        source: 'kiosk',
        locale: 'de',
      },
    });
    expect(server.leads.get(lead.id)).toMatchObject({
      flipbookId: book.id,
      ownerId: 'u1',
      email: visitor.email,
    });
    expect(await db.leads.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a lead the server refuses for a flipbook gone from it, failed with the reason, the flipbook untouched', async () => {
    const book = await create();
    await drain();
    deletedElsewhere(book.id);
    const lead = await leave(book);
    const result = await drain();
    expect(result.events).toEqual([
      {
        kind: 'failed',
        flipbookId: book.id,
        title: 'Menu',
        error: 'Flipbook not found',
        code: 'NOT_FOUND',
        entryKind: 'lead',
      },
    ]);
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'lead', status: 'failed' }]);
    expect(await db.leads.get(lead.id)).toBeDefined();
    expect(await db.flipbooks.get(book.id)).toBeDefined();
    // Discard drops the address with the entry.
    const [entry] = await db.outbox.toArray();
    await discardEntry(db, entry?.seq as number);
    expect(await db.leads.count()).toBe(0);
  });

  it('still sends the leads of a flipbook deleted here or found gone elsewhere', async () => {
    const here = await create();
    const elsewhere = await create();
    await drain();
    const first = await leave(here);
    await deleteLocalFlipbook(db, here.id);
    await updateLocalFlipbook(db, elsewhere.id, { title: 'Lunch', slots: elsewhere.slots });
    const second = await leave(elsewhere);
    deletedElsewhere(elsewhere.id);
    await drain();
    // Left before the delete went out: it reached the server.
    expect(server.leads.has(first.id)).toBe(true);
    // The edit found the flipbook gone; the lead stays, refused, for the creator to see.
    expect(await db.flipbooks.get(elsewhere.id)).toBeUndefined();
    expect(await db.outbox.toArray()).toMatchObject([
      { kind: 'lead', leadId: second.id, status: 'failed' },
    ]);
  });

  it('holds a lead behind its flipbook’s refused create, and still sends it once that create is discarded', async () => {
    const book = await create();
    const lead = await leave(book);
    server.setScript([400]);
    await drain();
    expect(server.log).toHaveLength(1);
    const refused = (await db.outbox.toArray()).find((e) => e.kind === 'create');
    expect(refused?.status).toBe('failed');
    await discardEntry(db, refused?.seq as number);
    expect(await db.flipbooks.get(book.id)).toBeUndefined();
    expect(await db.leads.get(lead.id)).toBeDefined();
    await drain();
    // The server never had the flipbook: the lead stays, refused, for the creator to see.
    expect(server.log.map((r) => r.path)).toEqual([
      '/api/flipbooks',
      `/api/flipbooks/${book.id}/leads`,
    ]);
    expect(await db.outbox.toArray()).toMatchObject([
      { kind: 'lead', leadId: lead.id, status: 'failed' },
    ]);
  });

  it('deletes a waiting lead never sent, but keeps one whose reply is unknown until it arrives', async () => {
    const book = await create();
    const unsent = await leave(book);
    expect(await deleteWaitingLead(db, unsent.id)).toBe(true);
    expect(await db.leads.count()).toBe(0);
    expect(await db.outbox.filter((e) => e.kind === 'lead').count()).toBe(0);
    const sent = await leave(book);
    server.setScript(['ok', 'lose-reply']);
    await drain();
    expect(await deleteWaitingLead(db, sent.id)).toBe(false);
    expect(await db.leads.get(sent.id)).toBeDefined();
  });

  it('drops an entry whose lead is no longer on the device, sending nothing for it', async () => {
    const book = await create();
    const lead = await leave(book);
    await db.leads.delete(lead.id);
    await drain();
    expect(server.log.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/flipbooks']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops an account’s waiting leads with its data at sign-out', async () => {
    await leave(await create());
    await clearAccountData(db, 'u1');
    expect(await db.leads.count()).toBe(0);
  });

  it('sends the lead form switch with a create and as a field edit, and none for a flipbook from before it', async () => {
    const book = await create();
    await updateLocalFlipbook(db, book.id, { title: 'Menu', slots: book.slots, leadForm: true });
    await drain();
    expect(server.log[0]?.body).toMatchObject({ leadForm: true });
    await updateLocalFlipbook(db, book.id, { title: 'Menu', slots: book.slots, leadForm: false });
    await drain();
    expect(server.log[1]?.body).toEqual({
      edits: { leadForm: expect.objectContaining({ value: false }) },
    });
    expect(server.books.get(book.id)?.leadForm).toBe(false);
    // Edited and queued before the switch and field versions existed: the whole edit, without it.
    await updateLocalFlipbook(db, book.id, { title: 'Lunch', slots: book.slots });
    await db.flipbooks.update(book.id, { leadForm: undefined, fields: undefined });
    await drain();
    expect(server.log[2]).toMatchObject({ method: 'PUT', body: { title: 'Lunch' } });
    expect(server.log[2]?.body).not.toHaveProperty('leadForm');
  });
});
