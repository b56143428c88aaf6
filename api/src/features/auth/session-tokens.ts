import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { UserRecord } from '../../store/users';

export const SESSION_COOKIE = 'flipfold_session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface SessionClaims {
  sub: string;
  /** The user's tokenVersion when signed; a bump ends the session. */
  ver: number;
  /** The session's own id: sign-out revokes it alone, the user's other sessions go on. */
  sid: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

/** Signs and checks session tokens: HS256 only, always with an expiry and a session id. */
export interface SessionTokens {
  sign(user: Pick<UserRecord, 'id' | 'tokenVersion'>): string;
  /**
   * The claims of a valid token, or null for anything forged, expired, of another algorithm, or
   * lacking an expiry or session id (such a token could never be ended).
   */
  verify(token: string): SessionClaims | null;
}

export function createSessionTokens(secret: string): SessionTokens {
  // A key made once: given the string, jsonwebtoken first tries it as a PEM key and catches the
  // failure, on every call (0.55 ms a verify here, against 0.02 ms with the key).
  const key = crypto.createSecretKey(Buffer.from(secret));
  return {
    sign: (user) =>
      jwt.sign({ ver: user.tokenVersion }, key, {
        algorithm: 'HS256',
        subject: user.id,
        expiresIn: SESSION_TTL_SECONDS,
        jwtid: crypto.randomUUID(),
      }),
    verify: (token) => {
      try {
        const claims = jwt.verify(token, key, { algorithms: ['HS256'] });
        if (
          typeof claims !== 'object' ||
          typeof claims.sub !== 'string' ||
          typeof claims.ver !== 'number' ||
          typeof claims.jti !== 'string' ||
          typeof claims.exp !== 'number'
        ) {
          return null;
        }
        return { sub: claims.sub, ver: claims.ver, sid: claims.jti, exp: claims.exp };
      } catch {
        return null;
      }
    },
  };
}
