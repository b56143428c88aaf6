import bcrypt from 'bcryptjs';
import { ACCOUNT_LIMITS } from '#core/limits';
import { passwordProblem } from '#core/password-rules';
import { badRequest } from '../../http-errors';

/** Compared against when the account does not exist, so both answers take about as long. */
const DUMMY_HASH = bcrypt.hashSync('flipfold-dummy-password', ACCOUNT_LIMITS.bcryptCost);

/** Refuses a password the sign-up rule does not allow (or one bcrypt would silently cut). */
export function assertSettablePassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem);
}

export function hashPassword(
  password: string,
  cost: number = ACCOUNT_LIMITS.bcryptCost,
): Promise<string> {
  return bcrypt.hash(password, cost);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return hash !== null && matches;
}
