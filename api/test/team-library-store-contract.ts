import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Store } from '#api/store/port';
import { contractStore } from './contract-store';
import { storedFlipbook } from './stored-flipbook';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/**
 * What the team library relies on of flipbooks (docs/teams.md), run against each adapter like
 * store-contract.ts: SQLite in the vitest project "api", MongoDB in "mongo".
 */
export function teamLibraryStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's team library`, () => {
    const kit = contractStore(open);
    const newTeam = async () => {
      const owner = await kit.owner();
      const id = crypto.randomUUID();
      await kit.store.teams.create({ id, name: 'Sales', createdAt: at(1) }, owner);
      return { id, owner };
    };

    it('keeps a flipbook’s team, and null for a personal one', async () => {
      const team = await newTeam();
      const inTeam = storedFlipbook(team.owner, { teamId: team.id });
      const personal = storedFlipbook(team.owner);
      await kit.store.flipbooks.create(inTeam);
      await kit.store.flipbooks.create(personal);
      expect((await kit.store.flipbooks.get(inTeam.id))?.teamId).toBe(team.id);
      expect((await kit.store.flipbooks.get(personal.id))?.teamId).toBeNull();
      expect(await kit.store.flipbooks.get(inTeam.id)).toEqual(inTeam);
    });

    it('lists a team’s live flipbooks newest first, whoever made them, and only theirs', async () => {
      const team = await newTeam();
      const member = await kit.owner();
      const older = storedFlipbook(team.owner, { teamId: team.id, createdAt: at(2) });
      const newer = storedFlipbook(member, { teamId: team.id, createdAt: at(3) });
      const gone = storedFlipbook(member, { teamId: team.id, createdAt: at(4) });
      const personal = storedFlipbook(team.owner, { createdAt: at(5) });
      const elsewhere = storedFlipbook(member, { teamId: (await newTeam()).id });
      for (const b of [older, newer, gone, personal, elsewhere])
        await kit.store.flipbooks.create(b);
      await kit.store.flipbooks.softDelete(gone.id, at(6));
      expect((await kit.store.flipbooks.listByTeam(team.id)).map((b) => b.id)).toEqual([
        newer.id,
        older.id,
      ]);
      expect(await kit.store.flipbooks.listByTeam(crypto.randomUUID())).toEqual([]);
      // What one person made, in any library: their statistics count it all.
      expect((await kit.store.flipbooks.listByOwner(team.owner)).map((b) => b.id)).toEqual([
        personal.id,
        older.id,
      ]);
    });

    it('knows which media a team’s live flipbooks use, apart from their makers’ own', async () => {
      const team = await newTeam();
      const b = storedFlipbook(team.owner, { teamId: team.id });
      const personal = storedFlipbook(team.owner);
      await kit.store.flipbooks.create(b);
      await kit.store.flipbooks.create(personal);
      const [own, mine] = [b.slots.middle as string, personal.slots.middle as string];
      expect(await kit.store.flipbooks.teamUsesMedia(team.id, own)).toBe(true);
      expect(await kit.store.flipbooks.teamUsesMedia(team.id, mine)).toBe(false);
      expect(await kit.store.flipbooks.teamUsesMedia(crypto.randomUUID(), own)).toBe(false);
      // A team flipbook's media are the team's, not its maker's own.
      expect(await kit.store.flipbooks.ownerUsesMedia(team.owner, own)).toBe(false);
      expect(await kit.store.flipbooks.ownerUsesMedia(team.owner, mine)).toBe(true);
      await kit.store.flipbooks.softDelete(b.id, at(3));
      expect(await kit.store.flipbooks.teamUsesMedia(team.id, own)).toBe(false);
    });

    it('gives a deleted team’s flipbooks back to the people who made them', async () => {
      const team = await newTeam();
      const b = storedFlipbook(team.owner, { teamId: team.id });
      await kit.store.flipbooks.create(b);
      expect(await kit.store.teams.delete(team.id)).toBe(true);
      expect((await kit.store.flipbooks.get(b.id))?.teamId).toBeNull();
      expect(await kit.store.flipbooks.listByTeam(team.id)).toEqual([]);
    });

    it('removes the team flipbooks a person made with the rest of theirs', async () => {
      const team = await newTeam();
      const b = storedFlipbook(team.owner, { teamId: team.id });
      await kit.store.flipbooks.create(b);
      const names = await kit.store.flipbooks.purgeOwner(team.owner);
      expect(names).toContain(b.slots.middle);
      expect(await kit.store.flipbooks.get(b.id)).toBeNull();
    });
  });
}
