import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PanelSlots } from '#core/panel-layout';
import {
  countLocalView,
  createLocalFlipbook,
  deleteLocalFlipbook,
  updateLocalFlipbook,
} from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { drainAsStored } from './drain';
import { mergeServerLibrary } from './merge';
import type { SyncReply, SyncRequest, Transport } from './transport';

/**
 * The sync engine against a model of the API, under random interleavings of what users, networks
 * and other devices do. After the run settles (network up, signed in, time enough for every
 * backoff), the invariants of README.md hold. Seeded, so a failure reproduces; each counterexample
 * fast-check has shrunk is kept below as a named regression test.
 */

type UserAction =
  | { kind: 'create'; title: string }
  | { kind: 'rename'; pick: number; title: string }
  | { kind: 'reorder'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'view'; pick: number };

type Action =
  | UserAction
  | { kind: 'drain' }
  | { kind: 'two-drains' }
  /** A drain whose `hold`-th request is held while the user acts, then answered (or not). */
  | { kind: 'act-during-send'; during: UserAction; lose: boolean; hold: number }
  | { kind: 'network'; up: boolean }
  | { kind: 'lose-next-reply' }
  | { kind: 'refuse-next'; status: 408 | 429 | 500 | 503 }
  | { kind: 'session-expires' }
  | { kind: 'sign-in' }
  | { kind: 'deleted-elsewhere'; pick: number }
  | { kind: 'time-passes'; ms: number }
  /** The page's library refresh: the server's list read as a drain starts, merged once it ends. */
  | { kind: 'refresh-during-drain' };

const title = fc.constantFrom('Menu', 'Lunch', 'Offer', 'Stand 12', 'Prices');
const pick = fc.nat({ max: 7 });
const userAction: fc.Arbitrary<UserAction> = fc.oneof(
  { weight: 3, arbitrary: title.map((t) => ({ kind: 'create' as const, title: t })) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rename' as const), pick, title }),
  },
  { weight: 2, arbitrary: pick.map((p) => ({ kind: 'reorder' as const, pick: p })) },
  { weight: 1, arbitrary: pick.map((p) => ({ kind: 'delete' as const, pick: p })) },
  { weight: 2, arbitrary: pick.map((p) => ({ kind: 'view' as const, pick: p })) },
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: userAction },
  { weight: 3, arbitrary: fc.constant({ kind: 'drain' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'two-drains' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('act-during-send' as const),
      during: userAction,
      lose: fc.boolean(),
      hold: fc.nat({ max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.boolean().map((up) => ({ kind: 'network' as const, up })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'lose-next-reply' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(408 as const, 429 as const, 500 as const, 503 as const)
      .map((status) => ({ kind: 'refuse-next' as const, status })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'session-expires' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'sign-in' as const }) },
  { weight: 1, arbitrary: pick.map((p) => ({ kind: 'deleted-elsewhere' as const, pick: p })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'refresh-during-drain' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(500, 3_000, 20_000, 90_000)
      .map((ms) => ({ kind: 'time-passes' as const, ms })),
  },
);

/** What the user did, as they would expect to find it. */
interface Expected {
  title: string;
  slots: PanelSlots<string>;
  views: number;
  gone: boolean;
}

describe('the sync engine against a model server', () => {
  let db: FlipfoldDb;
  let clock: number;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock = Date.UTC(2026, 10, 1);
    vi.setSystemTime(clock);
    db = openDb(`property-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.delete();
  });

  async function run(actions: Action[]) {
    await db.outbox.clear();
    await db.flipbooks.clear();
    await db.deleted.clear();
    await db.session.put({ key: 'current', userId: 'u1', token: 'u1', paused: false });
    const server = fakeServer();
    const expected = new Map<string, Expected>();
    let seed = 0;
    let refusal: number | null = null;
    let loseNext = false;
    let reachable = true;
    let drainsWhileDown = 0;
    const deletedHere = new Set<string>();
    let requestsWhileDown = 0;

    const transport: Transport = async (request: SyncRequest): Promise<SyncReply> => {
      if (!reachable) requestsWhileDown++;
      if (refusal !== null) {
        server.setScript([refusal]);
        refusal = null;
      } else if (loseNext) {
        server.setScript(['lose-reply']);
        loseNext = false;
      }
      return server.transport(request);
    };
    const drain = (send: Transport = transport) => {
      if (!reachable) drainsWhileDown++;
      return drainAsStored(db, send);
    };
    const mine = async () => (await db.flipbooks.orderBy('id').toArray()).map((f) => f.id);

    async function act(a: UserAction) {
      const ids = await mine();
      const id = ids.length ? ids[('pick' in a ? a.pick : 0) % ids.length] : undefined;
      if (a.kind === 'create') {
        seed++;
        const book = await createLocalFlipbook(db, {
          ownerId: 'u1',
          title: a.title,
          front: [png(seed * 3), png(seed * 3 + 1)],
          back: [png(seed * 3 + 2)],
        });
        expected.set(book.id, { title: a.title, slots: book.slots, views: 0, gone: false });
        return;
      }
      if (!id) return;
      const local = await db.flipbooks.get(id);
      const model = expected.get(id);
      if (!local || !model) return;
      if (a.kind === 'rename') {
        await updateLocalFlipbook(db, id, { title: a.title, slots: local.slots });
        model.title = a.title;
      } else if (a.kind === 'reorder') {
        const slots = { ...local.slots, left: local.slots.middle, middle: local.slots.left };
        await updateLocalFlipbook(db, id, { title: local.title, slots });
        model.slots = slots;
      } else if (a.kind === 'delete') {
        await deleteLocalFlipbook(db, id);
        model.gone = true;
        deletedHere.add(id);
      } else {
        await countLocalView(db, id);
        model.views++;
      }
    }

    for (const a of actions) {
      switch (a.kind) {
        case 'drain':
          await drain();
          break;
        case 'two-drains':
          await Promise.all([drain(), drain()]);
          break;
        case 'act-during-send': {
          let arrived = () => {};
          const requested = new Promise<void>((resolve) => {
            arrived = resolve;
          });
          let release = () => {};
          const held = new Promise<void>((resolve) => {
            release = resolve;
          });
          let seen = 0;
          const holding: Transport = async (request) => {
            if (seen++ === a.hold) {
              arrived();
              await held;
              if (a.lose) loseNext = true;
            }
            return transport(request);
          };
          const running = drain(holding);
          await Promise.race([requested, running]);
          await act(a.during);
          release();
          await running;
          break;
        }
        case 'network':
          reachable = a.up;
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
        case 'deleted-elsewhere': {
          const live = [...server.books].filter(([, b]) => !b.deleted);
          const chosen = live[a.pick % Math.max(1, live.length)];
          if (!chosen) break;
          chosen[1].deleted = true;
          const model = expected.get(chosen[0]);
          if (model) model.gone = true;
          break;
        }
        case 'refresh-during-drain': {
          const readAt = Date.now();
          const list = server.listFor('u1');
          // Time goes on while the list travels: what the drain now sends is newer than it.
          clock += 1;
          vi.setSystemTime(clock);
          await drain();
          await mergeServerLibrary(db, 'u1', list, readAt);
          // Nothing deleted on this device comes back, not even for a moment.
          const back = (await mine()).filter((id) => deletedHere.has(id));
          expect(back, 'deleted here, back after a merge').toEqual([]);
          break;
        }
        case 'time-passes':
          clock += a.ms;
          vi.setSystemTime(clock);
          break;
        default:
          await act(a);
      }
    }

    // Settle: the network is back, the user signs in again, and time passes for every backoff.
    reachable = true;
    server.setReachable(true);
    refusal = null;
    loseNext = false;
    server.expired.delete('u1');
    await db.session.put({ key: 'current', userId: 'u1', token: 'u1', paused: false });
    for (let round = 0; round < 12 && (await db.outbox.count()) > 0; round++) {
      clock += 61_000;
      vi.setSystemTime(clock);
      await drain();
    }
    await mergeServerLibrary(db, 'u1', server.listFor('u1'), Date.now());

    // The outbox is empty: every change reached the server or was settled by it.
    expect(await db.outbox.toArray()).toEqual([]);
    const live = new Map(server.listFor('u1').map((b) => [b.id, b]));
    const local = new Map((await db.flipbooks.toArray()).map((f) => [f.id, f]));
    for (const [id, model] of expected) {
      const stored = server.books.get(id);
      if (model.gone) {
        // Nothing deleted comes back, here or on the server.
        expect(local.has(id), `${id} is back in the library`).toBe(false);
        expect(live.has(id), `${id} is live on the server`).toBe(false);
        continue;
      }
      // No edit the user made is lost or undone, and each flipbook exists once, everywhere.
      expect(stored, `${id} never reached the server`).toBeDefined();
      expect({ title: stored?.title, slots: stored?.slots }).toEqual({
        title: model.title,
        slots: model.slots,
      });
      expect(local.get(id)).toMatchObject({ title: model.title, slots: model.slots });
      // Views counted here reach the server exactly once.
      expect(stored?.views, `views of ${id}`).toBe(model.views);
    }
    expect([...local.keys()].sort()).toEqual([...live.keys()].sort());
    // A drain with no network sends at most one request, then waits out the backoff.
    expect(requestsWhileDown).toBeLessThanOrEqual(drainsWhileDown);
  }

  it('keeps the server and the library in agreement whatever happens in between', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 40, size: 'max' }), run),
      {
        seed: 20261125,
        numRuns: 200,
      },
    );
  }, 120_000);
});
