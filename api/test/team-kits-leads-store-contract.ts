import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { KitRecord } from '#api/store/kits';
import { type LeadRecord, noStaffNotes } from '#api/store/leads';
import type { Store } from '#api/store/port';
import { createdKitVersions } from '#core/event-kit-fields';
import { contractStore } from './contract-store';
import { storedFlipbook } from './stored-flipbook';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/**
 * What team kits and leads rely on of the store (docs/teams.md, "Team kits", "Leads"), run
 * against each adapter like store-contract.ts: SQLite in the vitest project "api", MongoDB in
 * "mongo".
 */
export function teamKitsLeadsStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's team kits and leads`, () => {
    const kit = contractStore(open);
    const newTeam = async () => {
      const owner = await kit.owner();
      const id = crypto.randomUUID();
      await kit.store.teams.create({ id, name: 'Sales', createdAt: at(1) }, owner);
      return { id, owner };
    };
    const kitOf = (ownerId: string, over: Partial<KitRecord> = {}): KitRecord => ({
      id: crypto.randomUUID(),
      ownerId,
      teamId: null,
      name: 'Spring Fair',
      flipbooks: [],
      idleSeconds: 30,
      language: 'en',
      versions: createdKitVersions(undefined, Date.UTC(2026, 0, 1)),
      createdAt: at(2),
      updatedAt: at(2),
      deletedAt: null,
      ...over,
    });
    const leadOf = (ownerId: string, flipbookId: string, over: Partial<LeadRecord> = {}) => ({
      id: crypto.randomUUID(),
      ownerId,
      flipbookId,
      email: 'visitor@example.com',
      name: null,
      company: null,
      note: null,
      source: 'kiosk' as const,
      event: null,
      device: null,
      consent: null,
      locale: 'en' as const,
      capturedAt: at(3),
      createdAt: at(3),
      capturedBy: ownerId,
      sentAfterRemoval: false,
      deletedAt: null,
      forgottenBy: null,
      ...noStaffNotes(),
      ...over,
    });

    it('keeps a kit’s team and lists a team’s live kits oldest first, whoever made them', async () => {
      const team = await newTeam();
      const member = await kit.owner();
      const older = kitOf(member, { teamId: team.id, createdAt: at(2) });
      const newer = kitOf(team.owner, { teamId: team.id, createdAt: at(3) });
      const gone = kitOf(member, { teamId: team.id });
      const personal = kitOf(member);
      const elsewhere = kitOf(member, { teamId: (await newTeam()).id });
      for (const k of [newer, older, gone, personal, elsewhere]) await kit.store.kits.create(k);
      await kit.store.kits.softDelete(gone.id, at(4));
      expect(await kit.store.kits.get(older.id)).toEqual(older);
      expect(await kit.store.kits.get(personal.id)).toEqual(personal);
      expect(await kit.store.kits.listByTeam(team.id)).toEqual([older, newer]);
      expect(await kit.store.kits.listByTeam(crypto.randomUUID())).toEqual([]);
      // What one person made, in any library.
      expect((await kit.store.kits.listByOwner(member)).map((k) => k.id).sort()).toEqual(
        [older.id, personal.id, elsewhere.id].sort(),
      );
    });

    it('gives a deleted team’s kits back to the people who made them', async () => {
      const team = await newTeam();
      const member = await kit.owner();
      const k = kitOf(member, { teamId: team.id });
      await kit.store.kits.create(k);
      expect(await kit.store.teams.delete(team.id)).toBe(true);
      expect((await kit.store.kits.get(k.id))?.teamId).toBeNull();
      expect(await kit.store.kits.listByTeam(team.id)).toEqual([]);
    });

    it('keeps who captured a lead and whether it came after their removal', async () => {
      const me = await kit.owner();
      const member = await kit.owner();
      const captured = leadOf(me, crypto.randomUUID(), {
        capturedBy: member,
        sentAfterRemoval: true,
      });
      const link = leadOf(me, crypto.randomUUID(), { source: 'link', capturedBy: null });
      await kit.store.leads.create(captured);
      await kit.store.leads.create(link);
      expect(await kit.store.leads.get(captured.id)).toEqual(captured);
      expect(await kit.store.leads.get(link.id)).toEqual(link);
    });

    it('lists the leads of a team’s flipbooks, deleted ones’ too, newest first, whoever made them', async () => {
      const team = await newTeam();
      const maker = await kit.owner();
      const [one, two, personal] = [
        storedFlipbook(team.owner, { teamId: team.id }),
        storedFlipbook(maker, { teamId: team.id }),
        storedFlipbook(maker),
      ];
      for (const b of [one, two, personal]) await kit.store.flipbooks.create(b);
      await kit.store.flipbooks.softDelete(two.id, at(5));
      const older = leadOf(team.owner, one.id, { capturedAt: at(3) });
      const newer = leadOf(maker, two.id.toUpperCase(), { capturedAt: at(4) });
      const forgotten = leadOf(maker, two.id, { capturedAt: at(2) });
      const own = leadOf(maker, personal.id);
      for (const l of [older, newer, forgotten, own]) await kit.store.leads.create(l);
      await kit.store.leads.forget(forgotten.id, at(6), 'visitor');
      expect((await kit.store.leads.listByTeam(team.id)).map((l) => l.id)).toEqual([
        newer.id,
        older.id,
      ]);
      expect((await kit.store.leads.listForgottenByTeam(team.id)).map((l) => l.id)).toEqual([
        forgotten.id,
      ]);
      expect(await kit.store.leads.listByTeam(crypto.randomUUID())).toEqual([]);
      expect(await kit.store.leads.listForgottenByTeam(crypto.randomUUID())).toEqual([]);
    });

    it('keeps a member’s last departure from a team, for that team only', async () => {
      const team = await newTeam();
      const member = await kit.owner();
      expect(await kit.store.teams.departure(team.id, member)).toBeNull();
      const first = { teamId: team.id, userId: member, joinedAt: at(2), leftAt: at(3) };
      await kit.store.teams.recordDeparture(first);
      expect(await kit.store.teams.departure(team.id, member)).toEqual(first);
      const again = { ...first, joinedAt: at(4), leftAt: at(5) };
      await kit.store.teams.recordDeparture(again);
      expect(await kit.store.teams.departure(team.id, member)).toEqual(again);
      expect(await kit.store.teams.departure((await newTeam()).id, member)).toBeNull();
    });

    it('lets departures go with their team and with the person’s account', async () => {
      const [team, other] = [await newTeam(), await newTeam()];
      const member = await kit.owner();
      for (const teamId of [team.id, other.id])
        await kit.store.teams.recordDeparture({
          teamId,
          userId: member,
          joinedAt: at(2),
          leftAt: at(3),
        });
      await kit.store.teams.delete(team.id);
      expect(await kit.store.teams.departure(team.id, member)).toBeNull();
      expect(await kit.store.teams.departure(other.id, member)).not.toBeNull();
      await kit.store.users.delete(member);
      expect(await kit.store.teams.departure(other.id, member)).toBeNull();
    });
  });
}
