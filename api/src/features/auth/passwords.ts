import bcrypt from 'bcryptjs';
import { passwordProblem } from '#core/password-rules';
import { badRequest } from '../../http-errors';

/** Refuses a password the sign-up rule does not allow (or one bcrypt would silently cut). */
export function assertSettablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
}

export interface Passwords {
  hash(password: string): Promise<string>;
  /** False for a missing account too, after the same work as for a wrong password. */
  verify(password: string, hash: string | null): Promise<boolean>;
}

/** Password hashing at one bcrypt cost: the configured one (PASSWORD_HASH_COST, 12 by default). */
export function createPasswords(cost: number): Passwords {
  let dummyHash: Promise<string> | null = null;
  // Compared against when the account does not exist, so both answers take about as long; made
  // once, on the first such sign-in, rather than when the module loads.
  const dummy = () => {
    dummyHash ??= bcrypt.hash('flipfold-dummy-password', cost);
    return dummyHash;
  };
  return {
    hash: (password) => bcrypt.hash(password, cost),
    async verify(password, hash) {
      const matches = await bcrypt.compare(password, hash ?? (await dummy()));
      return hash !== null && matches;
    },
  };
}
