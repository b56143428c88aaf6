import type { Context, Middleware } from 'koa';
import { emailNotVerified, forbidden, unauthenticated } from '../http-errors';
import type { UserRecord } from '../store/users';
import type { AuthState } from './authenticate';

/** Who may call a route: any signed-in user, one with a verified address, or a verified admin. */
export type Access = 'user' | 'verified' | 'admin';

interface GuardState extends AuthState {
  /** Set by the route's guard once the caller is admitted. */
  user?: UserRecord;
  admittedAs?: Access;
}

const accessOfGuard = new WeakMap<Middleware, Access>();

/**
 * Admits the caller to a route of the given access or throws: 401 without a valid session, 403
 * for an unverified address where one is needed, 403 for anyone but a verified admin.
 */
async function admit(ctx: Context, access: Access): Promise<UserRecord> {
  const state = ctx.state as GuardState;
  const session = state.readSession ? await state.readSession() : null;
  if (!session) throw unauthenticated();
  const { user } = session;
  if (access === 'verified' && !user.isVerified) throw emailNotVerified();
  if (access === 'admin' && !(user.isVerified && user.isAdmin))
    throw forbidden('Forbidden: You do not have access to this page.');
  state.user = user;
  state.admittedAs = access;
  return user;
}

function guard(access: Access): Middleware {
  const middleware: Middleware = async (ctx, next) => {
    await admit(ctx, access);
    await next();
  };
  accessOfGuard.set(middleware, access);
  return middleware;
}

/**
 * The guards a protected route puts in its own declaration, before anything else it does, so
 * the check runs exactly when the handler does, whatever the spelling of the path.
 */
export const requireUser = guard('user');
export const requireVerified = guard('verified');
export const requireAdmin = guard('admin');

/**
 * The check of `requireVerified`, made by the handler of a public route for the requests that
 * need more than the public does (a kiosk's lead, sent with its owner's session).
 */
export const admitVerified = (ctx: Context): Promise<UserRecord> => admit(ctx, 'verified');

/**
 * Who is signed in on a public route's request, if anyone: the session's user, or null without a
 * valid one (a public route never refuses for it).
 */
export async function signedInUser(ctx: Context): Promise<UserRecord | null> {
  const state = ctx.state as GuardState;
  return (state.readSession ? await state.readSession() : null)?.user ?? null;
}

/** The access a middleware grants, when it is one of the guards above. */
export function accessOf(middleware: unknown): Access | undefined {
  return typeof middleware === 'function' ? accessOfGuard.get(middleware as Middleware) : undefined;
}

/**
 * Reads the session again after a slow step (a body that took seconds to arrive): a session
 * ended or an account deleted meanwhile is a 401 before anything is done for it.
 */
export async function readmit(ctx: Context): Promise<void> {
  const access = (ctx.state as GuardState).admittedAs;
  if (access) await admit(ctx, access);
}

/** The caller admitted by the route's guard; a route without one is a programming error. */
export function currentUser(ctx: Context): UserRecord {
  const user = (ctx.state as GuardState).user;
  if (!user) throw new Error(`${ctx.method} ${ctx.path} reads the user but declares no guard`);
  return user;
}
