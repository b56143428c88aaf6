import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { libraryKey } from '#core/library-key';
import { mediaNamesOf } from '#core/media-names';
import { createLocalFlipbook, deleteLocalFlipbook, updateLocalFlipbook } from '#pwa/data/library';
import { fakePng as png } from '#pwa-test/test-png';
import { type FlipfoldDb, openDb } from '../db';
import { checkLibraries } from '../test/test-libraries';
import { fakeServer } from '../test/test-server';
import { drainOutbox, retryEntry } from './engine';
import { ofPerson } from './libraries';
import { NetworkFailure, type SyncRequest } from './transport';

/**
 * A team's library kept by two of its members, each on a device of their own, against the model
 * of the API: under random sequences of joins, role changes, removals, edits made offline and
 * syncs, every member's copy ends as the server's library, no flipbook is lost, and a device keeps
 * nothing of the team once a check has found its person removed. Seeded, so a failure reproduces.
 */

const MEMBERS = ['ann', 'ben'] as const;
type Member = (typeof MEMBERS)[number];
const TEAM = 't1';

type Action =
  | { kind: 'join'; who: Member }
  | { kind: 'remove'; who: Member }
  | { kind: 'role'; who: Member; role: 'editor' | 'presenter' }
  | { kind: 'create'; who: Member; inTeam: boolean; title: string }
  | { kind: 'rename'; who: Member; pick: number; title: string }
  | { kind: 'delete'; who: Member; pick: number }
  | { kind: 'drain'; who: Member }
  | { kind: 'check'; who: Member }
  | { kind: 'network'; who: Member; up: boolean }
  | { kind: 'time-passes'; ms: number };

const who = fc.constantFrom(...MEMBERS);
const title = fc.constantFrom('Menu', 'Offer', 'Stand 12');
const pick = fc.nat({ max: 5 });
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('join' as const), who }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), who }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('role' as const),
      who,
      role: fc.constantFrom('editor' as const, 'presenter' as const),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('create' as const),
      who,
      inTeam: fc.boolean(),
      title,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('rename' as const), who, pick, title }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), who, pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drain' as const), who }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('check' as const), who }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('network' as const), who, up: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(3_000, 90_000).map((ms) => ({ kind: 'time-passes' as const, ms })),
  },
);

/** A flipbook made on a device, as its maker would expect to find it. */
interface Made {
  maker: Member;
  inTeam: boolean;
  /** Deleted by someone: it may be gone. */
  deleted: boolean;
  /** Its maker was not in the team when making it, or left it since: a create not sent goes. */
  droppable: boolean;
}

describe("a team's library on two members' devices", () => {
  let clock: number;
  let devices: Record<Member, FlipfoldDb>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    clock = Date.UTC(2026, 11, 1);
    vi.setSystemTime(clock);
    devices = {
      ann: openDb(`ann-${crypto.randomUUID()}`),
      ben: openDb(`ben-${crypto.randomUUID()}`),
    };
  });
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(MEMBERS.map((m) => devices[m].delete()));
  });

  /** Nothing of the team is readable on the device of someone who is not in it. */
  async function expectNothingOfTheTeam(member: Member) {
    const db = devices[member];
    const key = libraryKey(member, TEAM);
    expect(await db.libraries.get(key)).toBeUndefined();
    for (const table of [db.flipbooks, db.outbox, db.deleted, db.pdfs, db.kits, db.deletedKits])
      expect(await table.where('ownerId').equals(key).count(), table.name).toBe(0);
    const shown = new Set((await db.flipbooks.toArray()).flatMap(mediaNamesOf));
    for (const name of await db.media.toCollection().primaryKeys())
      expect(shown.has(name), `panel ${name} kept`).toBe(true);
  }

  async function run(actions: Action[]) {
    await Promise.all(MEMBERS.flatMap((m) => devices[m].tables.map((table) => table.clear())));
    const server = fakeServer();
    server.teams.add(TEAM, 'Nordlys Outdoor', { carol: 'owner', ann: 'editor', ben: 'editor' });
    const online: Record<Member, boolean> = { ann: true, ben: true };
    const made = new Map<string, Made>();
    let seed = 0;

    const transport = (member: Member) => async (request: SyncRequest) => {
      if (!online[member]) throw new NetworkFailure(false);
      return server.transport(request);
    };
    const drain = (member: Member) =>
      drainOutbox({
        db: devices[member],
        transport: transport(member),
        session: () => ({ userId: member, token: member }),
        now: () => clock,
      });
    const inTeam = (member: Member) => server.teams.roleOf(TEAM, member) !== null;
    const check = async (member: Member) => {
      if (!online[member]) return;
      const hadIt = (await devices[member].libraries.get(libraryKey(member, TEAM))) !== undefined;
      const events = await checkLibraries(devices[member], server, member);
      const told = events.some((e) => e.kind === 'left-team');
      expect(told, 'told of leaving').toBe(hadIt && !inTeam(member));
      if (!inTeam(member)) await expectNothingOfTheTeam(member);
    };
    const mine = async (member: Member) =>
      (await ofPerson(devices[member].flipbooks, member).sortBy('id')).map((f) => f.id);

    async function edit(a: Extract<Action, { kind: 'create' | 'rename' | 'delete' }>) {
      const db = devices[a.who];
      if (a.kind === 'create') {
        const key = libraryKey(a.who, a.inTeam ? TEAM : null);
        // A team's library is there to make flipbooks in only while the device has it.
        if (a.inTeam && !(await db.libraries.get(key))) return;
        seed++;
        const book = await createLocalFlipbook(db, {
          ownerId: key,
          title: a.title,
          front: [png(seed * 2), png(seed * 2 + 1)],
          back: [],
        });
        // Made by someone removed whose device has not heard yet: the server will refuse it.
        const droppable = a.inTeam && !inTeam(a.who);
        made.set(book.id, { maker: a.who, inTeam: a.inTeam, deleted: false, droppable });
        return;
      }
      const ids = await mine(a.who);
      const id = ids[a.pick % Math.max(1, ids.length)];
      const local = id ? await db.flipbooks.get(id) : undefined;
      if (!id || !local) return;
      if (a.kind === 'rename')
        await updateLocalFlipbook(db, id, { title: a.title, slots: local.slots });
      else {
        await deleteLocalFlipbook(db, id);
        const model = made.get(id);
        if (model) model.deleted = true;
      }
    }

    for (const a of actions) {
      switch (a.kind) {
        case 'join':
          server.teams.join(TEAM, a.who, 'editor');
          break;
        case 'role':
          // A member's new role; a presenter's edits, made offline before they heard, are refused.
          if (inTeam(a.who)) server.teams.join(TEAM, a.who, a.role);
          break;
        case 'remove':
          server.teams.remove(TEAM, a.who);
          for (const model of made.values()) if (model.maker === a.who) model.droppable = true;
          break;
        case 'drain':
          await drain(a.who);
          break;
        case 'check':
          await check(a.who);
          break;
        case 'network':
          online[a.who] = a.up;
          break;
        case 'time-passes':
          clock += a.ms;
          vi.setSystemTime(clock);
          break;
        default:
          await edit(a);
      }
    }

    // Settle: both devices online and every member an editor again (a presenter's refused edits
    // wait for that), each syncing in turn (time passing for every backoff, a change the server
    // refused sent again, as Retry does) until nothing waits.
    online.ann = true;
    online.ben = true;
    for (const member of MEMBERS) if (inTeam(member)) server.teams.join(TEAM, member, 'editor');
    for (let round = 0; round < 4; round++)
      for (const member of MEMBERS) {
        const db = devices[member];
        for (const e of await ofPerson(db.outbox, member).toArray())
          if (e.status === 'failed') await retryEntry(db, e.seq as number);
        clock += 61_000;
        vi.setSystemTime(clock);
        await drain(member);
        await check(member);
      }

    const team = server.listFor('carol', TEAM);
    const titles = (items: Array<{ id: string; title: string }>) =>
      items.map(({ id, title }) => `${id} ${title}`).sort();
    for (const member of MEMBERS) {
      const db = devices[member];
      expect(await ofPerson(db.outbox, member).toArray()).toEqual([]);
      // Their own library is the server's, whatever happened to the team's.
      const own = await db.flipbooks.where('ownerId').equals(member).toArray();
      expect(titles(own)).toEqual(titles(server.listFor(member)));
      if (!inTeam(member)) continue;
      const copy = await db.flipbooks.where('ownerId').equals(libraryKey(member, TEAM)).toArray();
      expect(titles(copy)).toEqual(titles(team));
    }
    // No flipbook is lost: each one made and not deleted is on the server, and in its library on
    // every device that keeps it; only a team flipbook whose maker left before it was sent may go.
    const live = new Set([...team, ...MEMBERS.flatMap((m) => server.listFor(m))].map((b) => b.id));
    for (const [id, model] of made) {
      if (model.deleted || (model.inTeam && model.droppable)) continue;
      expect(live.has(id), `${id} made by ${model.maker} is on the server`).toBe(true);
    }
  }

  it('converges every member’s copy on the server’s library, loses no flipbook, and leaves nothing of the team on a removed member’s device', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30, size: 'max' }), run),
      { seed: 20261215, numRuns: 100 },
    );
  }, 180_000);
});
