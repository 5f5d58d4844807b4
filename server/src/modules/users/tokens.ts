import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../../platform/config.js';
import type { User } from './user.entity.js';

/** What a token is for: `access` is the API's Bearer token; `page` only lets the server render a
 *  page load (the HttpOnly session cookie): the API refuses it, and the render refuses
 *  an access token in the cookie. */
type TokenUse = 'access' | 'page';

interface TokenClaims {
  sub: string;
  tv: number;
  role: number;
  typ: TokenUse;
  /** Seconds since the epoch. */
  exp: number;
}

/** Verified tokens remembered at most (oldest forgotten first): ~300 bytes each. */
const VERIFIED_MAX = 10_000;

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** HS256 tokens; the algorithm is pinned on verify so a token can't choose its own. */
export class TokenIssuer {
  /** The secret as a key object, made once: given a string, jsonwebtoken first tries to parse it
   *  as a PEM public key on every verify (~8 % of a list request's CPU in the bench profile). */
  private readonly key: KeyObject;
  /** Claims of tokens whose signature was checked, by the token's text: the same text
   *  always verifies the same way, so only expiry and use are checked again. Verifying the HMAC
   *  and the claims was ~7 % of a list request's CPU. Whether the user still holds the token
   *  (tokenVersion, active, deleted) is read from the database on every request as before. */
  private readonly verified = new Map<string, TokenClaims>();

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
    const now = Math.floor(Date.now() / 1000);
    const known = this.verified.get(token);
    if (known) return known.typ === use && known.exp > now ? known : null;
    const claims = this.verifySignature(token);
    // Only tokens this server signed are remembered (a forged or random one costs its HMAC every time).
    if (claims && claims.exp > now) {
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, claims);
    }
    return claims && claims.typ === use && claims.exp > now ? claims : null;
  }

  private verifySignature(token: string): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.key, { algorithms: ['HS256'] });
      if (typeof claims !== 'object' || claims === null) return null;
      const { sub, tv, role, typ, exp, iat } = claims as Record<string, unknown>;
      if (typeof sub !== 'string' || !/^[1-9]\d{0,15}$/.test(sub) || !isInt(tv) || !isInt(role) || !isInt(exp) || !isInt(iat) || (typ !== 'access' && typ !== 'page')) return null;
      return Object.freeze({ sub, tv, role, typ, exp });
    } catch {
      return null;
    }
  }
}
