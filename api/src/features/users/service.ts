import { ERROR_CODES } from '#core/errors';
import type { Locale } from '#core/i18n/locales';
import { badRequest } from '../../http-errors';
import type { Store } from '../../store/port';
import type { UserRecord } from '../../store/users';
import { assertSettablePassword, type Passwords } from '../auth/passwords';
import type { SessionTokens } from '../auth/session-tokens';
import type { TeamService } from '../teams/service';

export interface UserServiceDeps {
  store: Store;
  tokens: SessionTokens;
  passwords: Passwords;
  /**
   * Refuses while the user owns a team with others in it; ends their memberships; passes what
   * they made in team libraries to each team's owner.
   */
  teams: Pick<TeamService, 'releaseAccount' | 'passOnTeamWork'>;
  /** Removes the user's flipbooks and media before the account itself goes. */
  purgeUserContent: (userId: string) => Promise<void>;
}

const wrongPassword = (message: string) => badRequest(message, ERROR_CODES.INVALID_CREDENTIALS);

/** What a signed-in user does to their own account. */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  /**
   * Changes the password, ends every other session and voids a pending reset link (it was
   * asked for under the old password); the caller gets a fresh token.
   */
  async changePassword(
    user: UserRecord,
    currentPassword: string,
    newPassword: string,
  ): Promise<string> {
    const { store, passwords, tokens } = this.deps;
    if (!(await passwords.verify(currentPassword, user.passwordHash)))
      throw wrongPassword('Current password is incorrect');
    assertSettablePassword(newPassword);
    await store.users.update(user.id, { passwordHash: await passwords.hash(newPassword) });
    await store.secrets.delete(user.id, 'reset');
    const tokenVersion = await store.users.bumpTokenVersion(user.id);
    return tokens.sign({ id: user.id, tokenVersion: tokenVersion ?? user.tokenVersion + 1 });
  }

  /** Profile's language: the app's on every device, and that of the mails the person gets. */
  async setLanguage(user: UserRecord, locale: Locale): Promise<UserRecord> {
    await this.deps.store.users.update(user.id, { locale });
    return { ...user, locale };
  }

  /**
   * Deletes the account after checking the password. An owner hands a team with other members
   * over first (409). Their team flipbooks pass to each team's owner (docs/teams.md); teams and
   * the rest of their content go before the user row (which ends every session), so an
   * interrupted deletion completes when retried.
   */
  async deleteAccount(user: UserRecord, password: string): Promise<void> {
    const { store, passwords } = this.deps;
    if (!(await passwords.verify(password, user.passwordHash))) {
      throw wrongPassword('Password is incorrect');
    }
    await this.deps.teams.releaseAccount(user.id);
    await this.deps.teams.passOnTeamWork(user.id);
    await this.deps.purgeUserContent(user.id);
    await store.users.delete(user.id);
  }
}
