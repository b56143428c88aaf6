import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Store } from '#api/store/port';
import { nextStamp } from '#core/edit-stamps';
import { madeBy } from '#core/flipbook-changers';
import { contractStore } from './contract-store';
import { storedFlipbook } from './stored-flipbook';
import { testUserRecord } from './users';

/**
 * What "who changed it" relies on of the store (docs/teams.md): each flipbook keeps who made each
 * field's value, and users' names come by one lookup. Run against each adapter like
 * store-contract.ts: SQLite in the vitest project "api", MongoDB in "mongo".
 */
export function changedByStoreContract(name: string, open: () => Promise<Store>) {
  describe(`the ${name} store's record of who changed a flipbook`, () => {
    const kit = contractStore(open);
    const person = async (named: string) => {
      const user = testUserRecord({ name: named });
      await kit.store.users.create(user);
      return user.id;
    };

    it('keeps who made each field through a create and an edit', async () => {
      const [maker, editor] = [await kit.owner(), await kit.owner()];
      const book = storedFlipbook(maker, { changedBy: madeBy(maker) });
      expect(await kit.store.flipbooks.create(book)).toBe(true);
      expect((await kit.store.flipbooks.get(book.id))?.changedBy).toEqual(madeBy(maker));

      const title = { stamp: nextStamp([], Date.now(), 'x'), base: book.versions.title.stamp };
      const changedBy = { ...madeBy(maker), title: editor };
      const patch = { ...book, title: 'Renamed', versions: { ...book.versions, title }, changedBy };
      expect(await kit.store.flipbooks.update(book.id, patch, book.versions)).toBe(true);
      const stored = await kit.store.flipbooks.get(book.id);
      expect(stored?.changedBy).toEqual(changedBy);
      expect((await kit.store.flipbooks.listByOwner(maker)).map((b) => b.changedBy)).toEqual([
        changedBy,
      ]);
    });

    it('reads a flipbook stored without a record of who changed it as none', async () => {
      const book = storedFlipbook(await kit.owner());
      await kit.store.flipbooks.create(book);
      expect((await kit.store.flipbooks.get(book.id))?.changedBy).toEqual({});
    });

    it('names the users among many ids in one lookup, leaving out ids of no one', async () => {
      const [sam, ada] = [await person('Sam Lee'), await person('Ada Berg')];
      const nobody = crypto.randomUUID();
      const names = await kit.store.users.namesOf([sam, nobody, ada, sam]);
      expect(names).toEqual(
        new Map([
          [sam, 'Sam Lee'],
          [ada, 'Ada Berg'],
        ]),
      );
      expect(await kit.store.users.namesOf([])).toEqual(new Map());
      await kit.store.users.update(sam, { name: 'Samuel Lee' });
      expect((await kit.store.users.namesOf([sam])).get(sam)).toBe('Samuel Lee');
    });
  });
}
