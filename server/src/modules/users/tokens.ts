import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../../platform/config.js';
import type { User } from './user.entity.js';

/** What a token is for: `access` is the API's Bearer token; `page` only lets the server render a
 *  page load (the HttpOnly session cookie, ADR 0971): the API refuses it, and the render refuses
 *  an access token in the cookie. */
export type TokenUse = 'access' | 'page';

export interface TokenClaims {
  sub: string;
  tv: number;
  role: number;
  typ: TokenUse;
  /** Seconds since the epoch. */
  exp: number;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** HS256 tokens; the algorithm is pinned on verify so a token can't choose its own. */
export class TokenIssuer {
  /** The secret as a key object, made once: given a string, jsonwebtoken first tries to parse it
   *  as a PEM public key on every verify (~8 % of a list request's CPU in the bench profile). */
  private readonly key: KeyObject;

  constructor(private readonly jwtConfig: Config['jwt']) {
    this.key = createSecretKey(Buffer.from(jwtConfig.secret, 'utf8'));
  }

  sign(user: Pick<User, 'id' | 'tokenVersion' | 'role'>): string {
    return jwt.sign({ tv: user.tokenVersion, role: user.role, typ: 'access' }, this.key, {
      algorithm: 'HS256',
      subject: String(user.id),
      expiresIn: this.jwtConfig.ttl as jwt.SignOptions['expiresIn'],
    });
  }

  /** The page-render token of a valid access token: the same user and token version, expiring
   *  with it (never later). */
  signPage(access: TokenClaims): string {
    return jwt.sign({ sub: access.sub, tv: access.tv, role: access.role, typ: 'page', exp: access.exp }, this.key, { algorithm: 'HS256' });
  }

  /**
   * Claims of a valid, unexpired token of this use, or null. Every claim the server issues must
   * be there with its type: a validly signed token without `exp` would never expire, one
   * without `typ` could be either kind.
   */
  verify(token: string, use: TokenUse = 'access'): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || claims === null) return null;
      const { sub, tv, role, typ, exp, iat } = claims as Record<string, unknown>;
      if (typeof sub !== 'string' || !/^[1-9]\d{0,15}$/.test(sub) || !isInt(tv) || !isInt(role) || !isInt(exp) || !isInt(iat) || typ !== use) return null;
      return { sub, tv, role, typ: use, exp };
    } catch {
      return null;
    }
  }
}
