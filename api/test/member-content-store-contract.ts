import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type LeadRecord, noStaffNotes } from '#api/store/leads';
import type { Store } from '#api/store/port';
import type { ReadingTally } from '#api/store/reading';
import { newSession } from '#core/reading-counts';
import { contractStore } from './contract-store';
import { storedFlipbook } from './stored-flipbook';

const DAY = '2026-05-01';
const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/** A reading report counting one session of `flipbookId` on DAY. */
const session = (flipbookId: string): ReadingTally => ({
  flipbookId,
  day: DAY,
  at: Date.parse(`${DAY}T10:00:00Z`),
  session: crypto.randomUUID(),
  count: (state) => ({
    state: state ?? newSession(0, null),
    counts: new Map([['sessions', 1]]),
    starts: false,
    referrer: null,
  }),
  reader: { hash: crypto.randomBytes(8).toString('hex'), counter: 'readers' },
  referrers: { family: 'referrer:', max: 3, overflow: 'referrers-other' },
  budget: null,
  key: null,
  scope: null,
});

const lead = (ownerId: string, flipbookId: string): LeadRecord => ({
  id: crypto.randomUUID(),
  ownerId,
  flipbookId,
  email: 'visitor@example.com',
  name: 'Ada',
  company: null,
  note: null,
  source: 'link',
  event: null,
  device: null,
  consent: 'You may contact me',
  locale: 'en',
  capturedAt: at(3),
  createdAt: at(3),
  capturedBy: null,
  sentAfterRemoval: false,
  deletedAt: null,
  forgottenBy: null,
  ...noStaffNotes(),
});

/**
 * What the team's figures and a member's account deletion rely on (docs/teams.md): a team
 * library's totals, whole or one member's part, and what a member made passed on to another owner
 * with its leads, mails and counters. Run against each adapter like store-contract.ts.
 */
export function memberContentStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's team figures and what a member made`, () => {
    const kit = contractStore(open);
    const newTeam = async () => {
      const [owner, member] = [await kit.owner(), await kit.owner()];
      const id = crypto.randomUUID();
      await kit.store.teams.create({ id, name: 'Sales', createdAt: at(1) }, owner);
      return { id, owner, member };
    };
    const make = async (ownerId: string, teamId: string | null, views = 0) => {
      const book = storedFlipbook(ownerId, { teamId });
      await kit.store.flipbooks.create(book);
      for (let i = 0; i < views; i++) await kit.store.flipbooks.addView(book.id, DAY);
      await kit.store.reading.add(session(book.id));
      return book.id;
    };

    it('sums a team library’s figures, or the part one member made, apart from their own library', async () => {
      const { store } = kit;
      const team = await newTeam();
      await make(team.owner, team.id, 2);
      await make(team.member, team.id, 1);
      await make(team.member, null, 4);
      const gone = await make(team.member, team.id, 8);
      await store.flipbooks.softDelete(gone, at(4));
      await make(team.member, (await newTeam()).id, 16);

      const whole = { teamId: team.id };
      const part = { teamId: team.id, ownerId: team.member };
      expect(await store.flipbooks.totals(whole)).toEqual({
        liveCount: 2,
        deletedCount: 1,
        views: 3,
      });
      expect(await store.flipbooks.totals(part)).toEqual({
        liveCount: 1,
        deletedCount: 1,
        views: 1,
      });
      // Everything the member made, in every library.
      expect(await store.flipbooks.totals({ ownerId: team.member })).toEqual({
        liveCount: 3,
        deletedCount: 1,
        views: 21,
      });
      expect(await store.flipbooks.viewsByDay(whole, [DAY])).toEqual([3]);
      expect(await store.flipbooks.viewsByDay(part, [DAY])).toEqual([1]);
      const sessions = async (scope: typeof whole | typeof part) =>
        (await store.reading.totals(scope, [DAY], ['sessions']))[0]?.count;
      expect(await sessions(whole)).toBe(2);
      expect(await sessions(part)).toBe(1);
      expect(await store.flipbooks.totals({ teamId: crypto.randomUUID() })).toEqual({
        liveCount: 0,
        deletedCount: 0,
        views: 0,
      });
    });

    it('lists what a person made in team libraries, tombstones too, and nothing of their own', async () => {
      const team = await newTeam();
      const live = await make(team.member, team.id);
      const gone = await make(team.member, team.id);
      await kit.store.flipbooks.softDelete(gone, at(4));
      await make(team.member, null);
      await make(team.owner, team.id);
      const made = await kit.store.flipbooks.madeInTeams(team.member);
      expect(made.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [
          { id: live, teamId: team.id },
          { id: gone, teamId: team.id },
        ].sort((a, b) => a.id.localeCompare(b.id)),
      );
      expect(await kit.store.flipbooks.madeInTeams(await kit.owner())).toEqual([]);
    });

    it('passes flipbooks on with their leads, mails and counters, which outlive their maker', async () => {
      const { store } = kit;
      const team = await newTeam();
      const passed = await make(team.member, team.id, 1);
      const own = await make(team.member, null);
      const someoneElse = await kit.owner();
      const notTheirs = await make(someoneElse, team.id);
      const [theirLead, ownLead] = [lead(team.member, passed), lead(team.member, own)];
      for (const l of [theirLead, ownLead]) {
        await store.leads.create(l);
        const key = `lead:${l.id}`;
        await store.mailOutbox.enqueue({
          key,
          leadId: l.id,
          ownerId: l.ownerId,
          createdAt: 1,
          notBefore: 1,
        });
      }

      await store.reading.passOn([passed.toUpperCase()], team.owner);
      const leadIds = await store.leads.passOn([passed.toUpperCase()], team.member, team.owner);
      expect(leadIds).toEqual([theirLead.id]);
      await store.mailOutbox.passOn(leadIds, team.member, team.owner);
      await store.flipbooks.passOn([passed.toUpperCase(), notTheirs], team.member, team.owner);
      // Only what `from` owned moves: a second pass finds the leads passed before, and no more.
      expect(await store.leads.passOn([passed], team.member, team.owner)).toEqual([theirLead.id]);

      expect(await store.flipbooks.get(passed)).toMatchObject({ ownerId: team.owner, views: 1 });
      expect((await store.flipbooks.get(own))?.ownerId).toBe(team.member);
      expect((await store.flipbooks.get(notTheirs))?.ownerId).toBe(someoneElse);
      expect((await store.flipbooks.madeInTeams(team.owner)).map((b) => b.id)).toEqual([passed]);
      expect((await store.leads.get(theirLead.id))?.ownerId).toBe(team.owner);
      expect((await store.leads.get(ownLead.id))?.ownerId).toBe(team.member);

      // The member's account goes with what is still theirs.
      await store.reading.removeOwner(team.member);
      await store.leads.purgeOwner(team.member);
      await store.mailOutbox.purgeOwner(team.member);
      await store.flipbooks.purgeOwner(team.member);
      expect(await store.users.delete(team.member)).toBe(true);
      expect(await store.flipbooks.get(own)).toBeNull();
      expect(await store.leads.get(ownLead.id)).toBeNull();
      expect((await store.leads.listByOwner(team.owner)).map((l) => l.id)).toEqual([theirLead.id]);
      const again = (l: LeadRecord) => ({
        key: `lead:${l.id}`,
        leadId: l.id,
        ownerId: team.owner,
        createdAt: 2,
        notBefore: 2,
      });
      // The passed lead's mail entry is still there; the other one went.
      expect(await store.mailOutbox.enqueue(again(theirLead))).toBe(false);
      expect(await store.mailOutbox.enqueue(again(ownLead))).toBe(true);
      expect(await store.reading.countsOf(passed, [DAY])).toEqual([
        { day: DAY, name: 'sessions', count: 1 },
      ]);
      expect(await store.flipbooks.totals({ teamId: team.id, ownerId: team.owner })).toMatchObject({
        liveCount: 1,
        views: 1,
      });
    });
  });
}
