import type { PublicUser } from '#core/schemas/auth';
import type { UserRecord } from '../../store/users';

/** What the client may see of a user; never the hash or the token version. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    accountType: user.accountType,
    isVerified: user.isVerified,
    isAdmin: user.isAdmin,
    locale: user.locale,
  };
}
