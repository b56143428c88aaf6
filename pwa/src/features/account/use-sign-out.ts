import { useState } from 'react';
import type { WaitingChange } from '../../data/account-data';
import { signOut, unsyncedChanges } from './sign-out';

/**
 * Sign-out as the user menu and the invitation page offer it: at once when nothing waits for the
 * server, else after SignOutDialog (given `asked`) says what becomes of the changes.
 */
export function useSignOut(after: () => void) {
  const [asked, setAsked] = useState<WaitingChange[] | null>(null);

  async function finish() {
    setAsked(null);
    await signOut();
    after();
  }

  async function request() {
    const changes = await unsyncedChanges();
    if (changes.length > 0) setAsked(changes);
    else await finish();
  }

  return { asked, request, cancel: () => setAsked(null), finish };
}
