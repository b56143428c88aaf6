import type { Locale } from '#core/i18n/locales';
import type { AccountType } from '#core/schemas/auth';

/** A user as the services see it; the adapters map rows or documents to this shape. */
export interface UserRecord {
  id: string;
  username: string;
  /** Always lower case, so sign-in works with any letter case. */
  email: string;
  name: string;
  accountType: AccountType;
  passwordHash: string;
  isVerified: boolean;
  isAdmin: boolean;
  /** Bumped by a password change, a reset or a deletion: older session tokens stop working. */
  tokenVersion: number;
  /** The app's and the mails' language (Profile); null for accounts made before languages. */
  locale: Locale | null;
  createdAt: string;
}

export type UserPatch = Partial<
  Pick<UserRecord, 'passwordHash' | 'isVerified' | 'isAdmin' | 'tokenVersion' | 'name' | 'locale'>
>;

/** Thrown by create() when the e-mail or username is already taken. */
export class DuplicateUserError extends Error {
  constructor(readonly field: 'email' | 'username') {
    super(`${field} already taken`);
  }
}

export interface UserStore {
  create(user: UserRecord): Promise<void>;
  findById(id: string): Promise<UserRecord | null>;
  /** The display names of the users among `ids` that exist, in one lookup however many. */
  namesOf(ids: readonly string[]): Promise<Map<string, string>>;
  findByEmail(email: string): Promise<UserRecord | null>;
  findByUsername(username: string): Promise<UserRecord | null>;
  /** Usernames among `candidates` that are taken (for suggestions). */
  takenUsernames(candidates: string[]): Promise<Set<string>>;
  update(id: string, patch: UserPatch): Promise<boolean>;
  /** Atomically increments tokenVersion; returns the new value, or null if no such user. */
  bumpTokenVersion(id: string): Promise<number | null>;
  delete(id: string): Promise<boolean>;
}
