import { afterAll, beforeAll } from 'vitest';
import type { Store } from '#api/store/port';
import { testUserRecord } from './users';

/**
 * The store a contract suite runs against, opened before its cases and closed after them (call it
 * inside the suite's `describe`), and a fresh user of it to own what a case stores.
 */
export function contractStore(open: () => Promise<Store>) {
  let opened: Store | null = null;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened?.close());
  const kit = {
    get store(): Store {
      if (!opened) throw new Error('the contract store is not open yet');
      return opened;
    },
    async owner(): Promise<string> {
      const user = testUserRecord();
      await kit.store.users.create(user);
      return user.id;
    },
  };
  return kit;
}
