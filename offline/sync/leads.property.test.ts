import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalFlipbook, deleteLocalFlipbook } from '#pwa/data/library';
import { captureKioskLead } from '#pwa/features/leads/data/leads';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { drainAsStored } from './drain';
import type { SyncReply, SyncRequest, Transport } from './transport';

/**
 * Leads left at a kiosk against a model of the API, under random interleavings of visitors,
 * networks that drop replies, sessions that expire and drains that overlap. After the run settles
 * (network up, signed in, time enough for every backoff), every lead for a flipbook the server
 * still has arrived exactly once (one lead, one mail) and left the device; a lead for a flipbook
 * the server no longer has is kept on the device with the server's refusal, never dropped.
 */

type Action =
  | { kind: 'create' }
  | { kind: 'lead'; pick: number }
  | { kind: 'delete-here'; pick: number }
  | { kind: 'deleted-elsewhere'; pick: number }
  | { kind: 'drain' }
  | { kind: 'two-drains' }
  | { kind: 'lead-during-send'; pick: number; lose: boolean }
  | { kind: 'network'; up: boolean }
  | { kind: 'lose-next-reply' }
  | { kind: 'refuse-next'; status: 408 | 429 | 500 | 503 }
  | { kind: 'session-expires' }
  | { kind: 'sign-in' }
  | { kind: 'time-passes'; ms: number };

const pick = fc.nat({ max: 7 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ kind: 'create' as const }) },
  { weight: 6, arbitrary: pick.map((p) => ({ kind: 'lead' as const, pick: p })) },
  { weight: 1, arbitrary: pick.map((p) => ({ kind: 'delete-here' as const, pick: p })) },
  { weight: 1, arbitrary: pick.map((p) => ({ kind: 'deleted-elsewhere' as const, pick: p })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'drain' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'two-drains' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('lead-during-send' as const),
      pick,
      lose: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.boolean().map((up) => ({ kind: 'network' as const, up })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'lose-next-reply' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(408 as const, 429 as const, 500 as const, 503 as const)
      .map((status) => ({ kind: 'refuse-next' as const, status })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'session-expires' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'sign-in' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(500, 3_000, 20_000, 90_000)
      .map((ms) => ({ kind: 'time-passes' as const, ms })),
  },
);

describe('kiosk leads through the outbox against a model server', () => {
  let db: FlipfoldDb;
  let clock: number;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock = Date.UTC(2026, 10, 1);
    vi.setSystemTime(clock);
    db = openDb(`lead-property-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.delete();
  });

  async function run(actions: Action[]) {
    await Promise.all([db.outbox.clear(), db.flipbooks.clear(), db.leads.clear()]);
    await db.session.put({ key: 'current', userId: 'u1', token: 'u1', paused: false });
    const server = fakeServer();
    /** Each lead left here, and the flipbook it was left for. */
    const left = new Map<string, string>();
    let seed = 0;
    let refusal: number | null = null;
    let loseNext = false;

    const transport: Transport = async (request: SyncRequest): Promise<SyncReply> => {
      if (refusal !== null) {
        server.setScript([refusal]);
        refusal = null;
      } else if (loseNext) {
        server.setScript(['lose-reply']);
        loseNext = false;
      }
      return server.transport(request);
    };
    const drain = (send: Transport = transport) => drainAsStored(db, send);
    const shown = async () => (await db.flipbooks.orderBy('id').toArray()).map((f) => f.id);

    async function leaveLead(choice: number) {
      const ids = await shown();
      const flipbook = await db.flipbooks.get(ids[choice % Math.max(1, ids.length)] ?? '');
      if (!flipbook) return;
      const lead = await captureKioskLead(db, {
        ownerId: 'u1',
        flipbook,
        fields: { email: `v${left.size}@example.com`, name: null, company: null, note: null },
        at: { event: 'Spring Fair', device: 'Tablet 2' },
        locale: 'en',
      });
      left.set(lead.id, flipbook.id);
    }

    for (const a of actions) {
      switch (a.kind) {
        case 'create':
          seed++;
          await createLocalFlipbook(db, {
            ownerId: 'u1',
            title: `Brochure ${seed}`,
            front: [png(seed * 2), png(seed * 2 + 1)],
            back: [],
          });
          break;
        case 'lead':
          await leaveLead(a.pick);
          break;
        case 'delete-here': {
          const ids = await shown();
          const id = ids[a.pick % Math.max(1, ids.length)];
          if (id) await deleteLocalFlipbook(db, id);
          break;
        }
        case 'deleted-elsewhere': {
          const live = [...server.books].filter(([, b]) => !b.deleted);
          const chosen = live[a.pick % Math.max(1, live.length)];
          if (chosen) chosen[1].deleted = true;
          break;
        }
        case 'drain':
          await drain();
          break;
        case 'two-drains':
          await Promise.all([drain(), drain()]);
          break;
        case 'lead-during-send': {
          // A visitor leaves an address while a send is on its way (its reply perhaps lost).
          let arrived = () => {};
          const requested = new Promise<void>((resolve) => {
            arrived = resolve;
          });
          let release = () => {};
          const held = new Promise<void>((resolve) => {
            release = resolve;
          });
          let first = true;
          const holding: Transport = async (request) => {
            if (first) {
              first = false;
              arrived();
              await held;
              if (a.lose) loseNext = true;
            }
            return transport(request);
          };
          const running = drain(holding);
          await Promise.race([requested, running]);
          await leaveLead(a.pick);
          release();
          await running;
          break;
        }
        case 'network':
          server.setReachable(a.up);
          break;
        case 'lose-next-reply':
          loseNext = true;
          break;
        case 'refuse-next':
          refusal = a.status;
          break;
        case 'session-expires':
          server.expired.add('u1');
          break;
        case 'sign-in':
          server.expired.delete('u1');
          await db.session.put({ key: 'current', userId: 'u1', token: 'u1', paused: false });
          break;
        case 'time-passes':
          clock += a.ms;
          vi.setSystemTime(clock);
          break;
      }
    }

    // Settle: the network is back, the creator signs in again, and time passes for every backoff.
    server.setReachable(true);
    refusal = null;
    loseNext = false;
    server.expired.delete('u1');
    await db.session.put({ key: 'current', userId: 'u1', token: 'u1', paused: false });
    const pending = () => db.outbox.filter((e) => e.status === 'pending').count();
    for (let round = 0; round < 12 && (await pending()) > 0; round++) {
      clock += 61_000;
      vi.setSystemTime(clock);
      await drain();
    }

    expect(await pending()).toBe(0);
    // One mail per lead, however many copies were sent.
    expect(server.mailed).toEqual([...new Set(server.mailed)]);
    const onDevice = new Set(await db.leads.toCollection().primaryKeys());
    const failed = await db.outbox.toArray();
    for (const [leadId, flipbookId] of left) {
      const stored = server.leads.get(leadId);
      if (stored) {
        expect(stored.flipbookId).toBe(flipbookId);
        expect(server.mailed.filter((id) => id === leadId)).toHaveLength(1);
        // Arrived: the visitor's address is no longer kept on the kiosk.
        expect(onDevice.has(leadId), `${leadId} still on the device`).toBe(false);
        continue;
      }
      // Never lost: its flipbook is gone from the server, and the refusal is kept to be seen.
      const book = server.books.get(flipbookId);
      expect(!book || book.deleted, `${leadId} never arrived`).toBe(true);
      expect(onDevice.has(leadId), `${leadId} was dropped`).toBe(true);
      expect(failed.find((e) => e.leadId === leadId)).toMatchObject({
        kind: 'lead',
        status: 'failed',
        error: 'Flipbook not found',
      });
    }
  }

  it('delivers every lead once, and drops none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 40, size: 'max' }), run),
      { seed: 20261127, numRuns: 150 },
    );
  }, 120_000);
});
