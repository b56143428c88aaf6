import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReadingReport } from '#core/schemas/reading';
import { type FlipfoldDb, openDb } from '#offline/db';
import { drainOutbox } from '#offline/sync/engine';
import { fakeServer } from '#offline/test/test-server';
import { createLocalFlipbook } from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { queueReadingReport } from './reading-outbox';

const session = '0f8e7a52-3c1d-4b6e-9a2f-1d2c3b4a5e6f';
const report = (events: ReadingReport['events'], over: Partial<ReadingReport> = {}) => ({
  session,
  source: 'event' as const,
  device: 'tablet' as const,
  referrer: null,
  events,
  ...over,
});

describe('reading sessions through the outbox', () => {
  let db: FlipfoldDb;
  let server: ReturnType<typeof fakeServer>;
  let id: string;
  const drain = () =>
    drainOutbox({
      db,
      transport: server.transport,
      session: () => ({ userId: 'u1', token: 'u1' }),
    });

  beforeEach(async () => {
    db = openDb(`reading-${crypto.randomUUID()}`);
    server = fakeServer();
    ({ id } = await createLocalFlipbook(db, {
      ownerId: 'u1',
      title: 'Booth',
      front: [png(1), png(2)],
      back: [png(3)],
    }));
  });
  afterEach(() => db.delete());

  it('sends an event kiosk’s session as one report of the owner, its reports joined while unsent', async () => {
    await queueReadingReport(
      db,
      'u1',
      id,
      report([
        { type: 'start', layout: 'stages', steps: 4 },
        { type: 'stage', stage: 0 },
        { type: 'stage-time', stage: 0, seconds: 400 },
      ]),
    );
    await queueReadingReport(
      db,
      'u1',
      id,
      report([
        { type: 'stage-time', stage: 0, seconds: 300 },
        { type: 'stage', stage: 1 },
      ]),
    );
    expect((await db.outbox.filter((e) => e.kind === 'reading').toArray()).length).toBe(1);
    await drain();
    const sent = server.log.find((r) => r.path === `/api/flipbooks/${id}/reading`);
    expect(sent?.method).toBe('POST');
    expect(sent?.token).toBe('u1');
    expect(sent?.body).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...report([
        { type: 'start', layout: 'stages', steps: 4 },
        { type: 'stage', stage: 0 },
        // Ten minutes a stage at most, however the reports add up.
        { type: 'stage-time', stage: 0, seconds: 600 },
        { type: 'stage', stage: 1 },
      ]),
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('puts what a session does after its report went out into an entry with a key of its own', async () => {
    await queueReadingReport(db, 'u1', id, report([{ type: 'start', layout: 'stages', steps: 4 }]));
    await drain();
    await queueReadingReport(db, 'u1', id, report([{ type: 'zoom' }]));
    const [entry] = await db.outbox.toArray();
    await db.outbox.update(entry?.seq as number, { sentAt: 1 });
    await queueReadingReport(db, 'u1', id, report([{ type: 'back' }]));
    const keys = (await db.outbox.toArray()).map((e) => e.reading?.key);
    expect(new Set(keys).size).toBe(2);
    await drain();
    const book = server.books.get(id);
    expect(book?.readings.size).toBe(3);
  });

  it('starts a new entry rather than let one report pass 100 events, and keeps sessions apart', async () => {
    const clicks = Array.from({ length: 60 }, () => ({
      type: 'click' as const,
      url: 'https://shop.example/',
    }));
    await queueReadingReport(db, 'u1', id, report(clicks));
    await queueReadingReport(db, 'u1', id, report(clicks));
    await queueReadingReport(
      db,
      'u1',
      id,
      report([{ type: 'zoom' }], { session: crypto.randomUUID() }),
    );
    const entries = await db.outbox.filter((e) => e.kind === 'reading').toArray();
    expect(entries.map((e) => e.reading?.events.length)).toEqual([60, 60, 1]);
  });
});
