import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '#core/errors';
import type { PanelSlots } from '#core/panel-layout';
import { signOutOnDevice } from '#pwa/data/account-data';
import { createLocalFlipbook, deleteLocalFlipbook, updateLocalFlipbook } from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { fakeServer } from '../test/test-server';
import { drainAsStored } from './drain';
import { mergeServerLibrary } from './merge';
import { storeSession } from './session';
import { sendSignOuts } from './sign-outs';
import { NetworkFailure, type SyncReply, type SyncRequest, type Transport } from './transport';

/**
 * One device, two accounts taking turns: the sync engine and sign-out against a model of the API
 * whose sessions can end, under random interleavings of what the users and the network do. A
 * session ends by sign-out (offline too: its end is queued) or on the server (it expired or was
 * revoked: the account's changes wait on the device for its return). Seeded, so a failure
 * reproduces.
 */

const ACCOUNTS = ['ann', 'ben'] as const;
type Account = (typeof ACCOUNTS)[number];

type Action =
  | { kind: 'create'; title: string; keepPdf: boolean }
  | { kind: 'rename'; pick: number; title: string }
  | { kind: 'reorder'; pick: number }
  | { kind: 'delete'; pick: number }
  | { kind: 'drain' }
  | { kind: 'network'; up: boolean }
  | { kind: 'sign-in'; as: Account }
  | { kind: 'sign-out' }
  /** The server ends the session (expiry, a password changed elsewhere); the page goes on. */
  | { kind: 'revoked' }
  /** As above, and the page noticed: signed out here, the account's data kept for its return. */
  | { kind: 'expired' }
  | { kind: 'time-passes'; ms: number };

const title = fc.constantFrom('Menu', 'Offer', 'Stand 12');
const pick = fc.nat({ max: 5 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('create' as const), title, keepPdf: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rename' as const), pick, title }) },
  { weight: 1, arbitrary: pick.map((p) => ({ kind: 'reorder' as const, pick: p })) },
  { weight: 1, arbitrary: pick.map((p) => ({ kind: 'delete' as const, pick: p })) },
  { weight: 3, arbitrary: fc.constant({ kind: 'drain' as const }) },
  { weight: 2, arbitrary: fc.boolean().map((up) => ({ kind: 'network' as const, up })) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(...ACCOUNTS).map((as) => ({ kind: 'sign-in' as const, as })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'sign-out' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'revoked' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expired' as const }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(3_000, 90_000).map((ms) => ({ kind: 'time-passes' as const, ms })),
  },
);

/** What a user did to a flipbook, as they would expect to find it. */
interface Expected {
  owner: Account;
  title: string;
  slots: PanelSlots<string>;
  gone: boolean;
  /** Its account signed out with it waiting: the server may or may not have it. */
  unsure: boolean;
}

const ownerOf = (token: string) => token.split('#')[0] ?? '';
const LOGOUT = '/api/auth/logout';

describe('one device shared by two accounts', () => {
  let db: FlipfoldDb;
  let clock: number;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock = Date.UTC(2026, 10, 1);
    vi.setSystemTime(clock);
    db = openDb(`accounts-${crypto.randomUUID()}`);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await db.delete();
  });

  async function run(actions: Action[]) {
    await Promise.all(
      [db.flipbooks, db.outbox, db.media, db.deleted, db.pdfs, db.session, db.signOuts].map((t) =>
        t.clear(),
      ),
    );
    const server = fakeServer();
    /** Every request that left the device, with the token it carried. */
    const log: SyncRequest[] = [];
    /** Sessions the server no longer accepts. */
    const ended = new Set<string>();
    /** Where in the log each sign-out was made, and where the server first heard it. */
    const signedOut = new Map<string, { at: number; heardAt: number | null }>();
    const expected = new Map<string, Expected>();
    let reachable = true;
    /** Who the page has signed in (an object: the helpers below change it). */
    const page: { signedIn: { account: Account; token: string } | null } = { signedIn: null };
    let sessions = 0;
    let seed = 0;

    const transport: Transport = async (request): Promise<SyncReply> => {
      log.push(request);
      if (!reachable) throw new NetworkFailure(false);
      if (request.path === LOGOUT) {
        ended.add(request.token);
        const sign = signedOut.get(request.token);
        if (sign && sign.heardAt === null) sign.heardAt = log.length - 1;
        return { status: 200, body: { success: true }, retryAfterSeconds: null };
      }
      if (ended.has(request.token))
        return {
          status: 401,
          body: { error: 'Expired', code: ERROR_CODES.UNAUTHENTICATED },
          retryAfterSeconds: null,
        };
      return server.transport({ ...request, token: ownerOf(request.token) });
    };

    /** Signing in asks the server, and goes behind any sign-out waiting to be sent. */
    const signIn = async (account: Account) => {
      if (!reachable || !(await sendSignOuts(db, transport))) return;
      sessions++;
      page.signedIn = { account, token: `${account}#${sessions}` };
      await storeSession(db, { userId: account, token: page.signedIn.token });
    };

    const theirs = async (account: Account) =>
      (await db.flipbooks.where('ownerId').equals(account).sortBy('id')).map((f) => f.id);

    async function act(a: Extract<Action, { kind: 'create' | 'rename' | 'reorder' | 'delete' }>) {
      if (!page.signedIn) return;
      const owner = page.signedIn.account;
      if (a.kind === 'create') {
        seed++;
        const book = await createLocalFlipbook(db, {
          ownerId: owner,
          title: a.title,
          front: [png(seed * 2), png(seed * 2 + 1)],
          back: [],
          ...(a.keepPdf
            ? { pdf: { name: `${a.title}.pdf`, blob: new Blob([`%PDF ${seed}`]) } }
            : {}),
        });
        expected.set(book.id, {
          owner,
          title: a.title,
          slots: book.slots,
          gone: false,
          unsure: false,
        });
        return;
      }
      const ids = await theirs(owner);
      const id = ids[a.pick % Math.max(1, ids.length)];
      const local = id ? await db.flipbooks.get(id) : undefined;
      const model = id ? expected.get(id) : undefined;
      if (!id || !local || !model) return;
      if (a.kind === 'rename') {
        await updateLocalFlipbook(db, id, { title: a.title, slots: local.slots });
        model.title = a.title;
      } else if (a.kind === 'reorder') {
        const slots = { ...local.slots, left: local.slots.middle, middle: local.slots.left };
        await updateLocalFlipbook(db, id, { title: local.title, slots });
        model.slots = slots;
      } else {
        await deleteLocalFlipbook(db, id);
        model.gone = true;
      }
    }

    for (const a of actions) {
      switch (a.kind) {
        case 'drain':
          await drainAsStored(db, transport);
          break;
        case 'network':
          reachable = a.up;
          break;
        case 'sign-in':
          if (!page.signedIn) await signIn(a.as);
          break;
        case 'sign-out': {
          if (!page.signedIn) break;
          const { account, token } = page.signedIn;
          page.signedIn = null;
          signedOut.set(token, { at: log.length, heardAt: null });
          await signOutOnDevice(db, account, token);
          // What it had waiting may have reached the server or not: the user was told so.
          for (const model of expected.values()) if (model.owner === account) model.unsure = true;
          // Nothing of the account is left on the device.
          for (const table of [db.flipbooks, db.outbox, db.deleted, db.pdfs])
            expect(await table.where('ownerId').equals(account).count()).toBe(0);
          // The page tries to tell the server at once (it cannot while offline).
          await sendSignOuts(db, transport);
          break;
        }
        case 'revoked':
          if (page.signedIn) ended.add(page.signedIn.token);
          break;
        case 'expired':
          if (!page.signedIn) break;
          ended.add(page.signedIn.token);
          page.signedIn = null;
          await storeSession(db, null);
          break;
        case 'time-passes':
          clock += a.ms;
          vi.setSystemTime(clock);
          break;
        default:
          await act(a);
      }
    }

    // Settle: the network is back, and each account signs in on this device in turn, its
    // changes drained (time passing for every backoff) and its library merged from the server.
    reachable = true;
    for (const account of ACCOUNTS) {
      page.signedIn = null;
      await signIn(account);
      for (
        let round = 0;
        round < 12 && (await db.outbox.where('ownerId').equals(account).count()) > 0;
        round++
      ) {
        clock += 61_000;
        vi.setSystemTime(clock);
        await drainAsStored(db, transport);
      }
      expect(await db.outbox.where('ownerId').equals(account).toArray()).toEqual([]);
      await mergeServerLibrary(db, account, server.listFor(account), Date.now());
    }

    for (const [index, request] of log.entries()) {
      if (request.path === LOGOUT) continue;
      // Nothing is ever sent as one account for another's flipbook.
      const body = request.body as { id?: string } | undefined;
      const id = body?.id ?? request.path.split('/')[3];
      expect(expected.get(id ?? '')?.owner, `${request.method} ${request.path}`).toBe(
        ownerOf(request.token),
      );
      for (const [token, sign] of signedOut) {
        if (index < sign.at) continue;
        // A signed-out session carries nothing but its own end, which goes ahead of anything else.
        expect(request.token, 'sent with a signed-out session').not.toBe(token);
        expect(index, 'sent before a sign-out reached the server').toBeGreaterThan(
          sign.heardAt ?? Number.POSITIVE_INFINITY,
        );
      }
    }
    // Every sign-out reached the server, and its session is over.
    for (const [token, sign] of signedOut) {
      expect(sign.heardAt, `sign-out of ${token}`).not.toBeNull();
      expect(ended.has(token)).toBe(true);
    }

    for (const account of ACCOUNTS) {
      const live = new Map(server.listFor(account).map((b) => [b.id, b]));
      const local = new Map(
        (await db.flipbooks.where('ownerId').equals(account).toArray()).map((f) => [f.id, f]),
      );
      expect([...local.keys()].sort()).toEqual([...live.keys()].sort());
      for (const [id, model] of expected) {
        if (model.owner !== account || model.unsure) continue;
        // An account whose session ended with changes waiting finds them sent on its return.
        if (model.gone) {
          expect(live.has(id), `${id} is live on the server`).toBe(false);
          continue;
        }
        const stored = server.books.get(id);
        expect(stored?.ownerId).toBe(account);
        expect({ title: stored?.title, slots: stored?.slots }).toEqual({
          title: model.title,
          slots: model.slots,
        });
      }
    }
  }

  it('sends each account’s changes as that account only, and nothing with a session signed out of', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30, size: 'max' }), run),
      { seed: 20261201, numRuns: 100 },
    );
  }, 120_000);
});
