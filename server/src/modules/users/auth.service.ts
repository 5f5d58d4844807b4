import type { Config } from '../../platform/config.js';
import type { Actor, RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, notFound, unauthenticated } from '../../platform/errors.js';
import { User } from './user.entity.js';
import type { ApiKeysApi } from '../api-keys/index.js';
import { LoginAttempt } from './login-attempt.entity.js';
import type { LoginInput } from './auth.input.js';
import { assertPasswordAcceptable, verifyPassword } from './passwords.js';
import { TokenIssuer } from './tokens.js';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface LoginResult {
  access_token: string;
  role: number;
  numer_pracownika: number;
}

export class AuthService {
  readonly tokens: TokenIssuer;

  constructor(
    config: Pick<Config, 'jwt'>,
    private readonly apiKeys: ApiKeysApi,
  ) {
    this.tokens = new TokenIssuer(config.jwt);
  }

  async login(ctx: RequestContext, input: LoginInput): Promise<LoginResult> {
    assertPasswordAcceptable(input.password);
    const username = input.username.trim().toLowerCase();
    const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
    const failures = await ctx.em.count(LoginAttempt, { username, ip: ctx.ip, createdAt: { $gt: since } });
    if (failures >= LOGIN_FAILURE_LIMIT) {
      throw new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts; try again later');
    }
    const user = await ctx.em.findOne(User, { email: username, deletedAt: null });
    const passwordOk = await verifyPassword(input.password, user?.passwordHash);
    if (!user || !passwordOk || !user.active) {
      await ctx.em.insert(LoginAttempt, { username, ip: ctx.ip, createdAt: new Date() });
      // One answer for every cause: it must not tell which part was wrong.
      throw unauthenticated('Invalid credentials');
    }
    await ctx.em.nativeDelete(LoginAttempt, { username, ip: ctx.ip });
    return { access_token: this.tokens.sign(user), role: user.role, numer_pracownika: user.numer_pracownika };
  }

  /** The actor behind a token, or null when the token is invalid, expired, or outdated
   *  (user deactivated, deleted, or their tokenVersion moved on). */
  async actorFromToken(em: EntityManager, token: string | null): Promise<Actor | null> {
    if (!token) return null;
    if (this.apiKeys.isApiKey(token)) return this.apiKeys.actorFromApiKey(em, token);
    const claims = this.tokens.verify(token);
    if (!claims) return null;
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id)) return null;
    const user = await em.findOne(User, { id }, { disableIdentityMap: true });
    if (!user || !user.active || user.deletedAt || user.tokenVersion !== claims.tv) return null;
    return {
      userId: user.id,
      email: user.email,
      role: user.role,
      numer_pracownika: user.numer_pracownika,
      name: user.displayName(),
    };
  }

  async me(ctx: RequestContext): Promise<User> {
    const user = await ctx.em.findOne(User, { id: ctx.actor!.userId });
    if (!user) throw unauthenticated();
    return user;
  }

  /** 200 when an active user has this external number, 404 otherwise. */
  async userCheck(ctx: RequestContext, numer_zewnetrzny: string): Promise<{ ok: true }> {
    const found = await ctx.em.count(User, { numer_zewnetrzny, active: true, deletedAt: null });
    if (!found) throw notFound('User with this numer_zewnetrzny');
    return { ok: true };
  }
}
