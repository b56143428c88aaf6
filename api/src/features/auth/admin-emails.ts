import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';

/**
 * ADMIN_EMAILS makes an account admin once its address is verified, never before: whoever signs
 * up first with a listed address proves nothing until the mail reaches them.
 */
export function isConfiguredAdmin(
  adminEmails: readonly string[],
  user: Pick<UserRecord, 'email' | 'isVerified'>,
): boolean {
  return user.isVerified && adminEmails.includes(user.email.toLowerCase());
}

/** At start: the verified accounts listed in ADMIN_EMAILS become admins (the flag lives in the store). */
export async function grantConfiguredAdmins(
  store: Store,
  adminEmails: readonly string[],
): Promise<void> {
  for (const email of adminEmails) {
    const user = await store.users.findByEmail(email);
    if (user && !user.isAdmin && isConfiguredAdmin(adminEmails, user))
      await store.users.update(user.id, { isAdmin: true });
  }
}
