import type { FilterQuery } from '@mikro-orm/core';
import type { Config } from '../../platform/config.js';
import type { Actor, CredentialUse, RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, forbidden, notFound, unauthenticated } from '../../platform/errors.js';
import { SESSION_REVOKED, type AppPubSub } from '../../platform/pubsub.js';
import { User } from './user.entity.js';
import type { ApiKeysApi } from '../api-keys/index.js';
import { LoginAttempt } from './login-attempt.entity.js';
import type { LoginInput } from './auth.input.js';
import { assertPasswordAcceptable, verifyPassword } from './passwords.js';
import { TokenIssuer } from './tokens.js';

const LOGIN_FAILURE_LIMIT = 10;
/** Failed sign-ins from one address, whatever the usernames (password spraying). */
const LOGIN_ADDRESS_FAILURE_LIMIT = 30;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

import type { LoginResult } from './auth.view.js';
export type { LoginResult };

export class AuthService {
  readonly tokens: TokenIssuer;
  private readonly bcryptCost: number;

  constructor(
    config: Pick<Config, 'jwt' | 'bcryptCost'>,
    private readonly apiKeys: ApiKeysApi,
    private readonly pubSub?: AppPubSub,
  ) {
    this.tokens = new TokenIssuer(config.jwt);
    this.bcryptCost = config.bcryptCost;
  }

  async login(ctx: RequestContext, input: LoginInput): Promise<LoginResult> {
    assertPasswordAcceptable(input.password);
    const username = input.username.trim().toLowerCase();
    await this.throttle(ctx, username);
    const user = await ctx.em.findOne(User, { email: username, deletedAt: null });
    const passwordOk = await verifyPassword(input.password, user?.passwordHash, this.bcryptCost);
    if (!user || !passwordOk || !user.active) {
      await ctx.em.insert(LoginAttempt, { username, ip: ctx.ip, createdAt: new Date() });
      // One answer for every cause: it must not tell which part was wrong.
      throw unauthenticated('Invalid credentials');
    }
    await ctx.em.nativeDelete(LoginAttempt, { username, ip: ctx.ip });
    return { access_token: this.tokens.sign(user), role: user.role, numer_pracownika: user.numer_pracownika };
  }

  /** Refuses a sign-in while its username from this address, or this address whatever the
   *  username, has too many recent failures. Counted in the database, so every node shares the
   *  count. The answer says when to retry: when enough failures have left the window. */
  private async throttle(ctx: RequestContext, username: string): Promise<void> {
    const now = Date.now();
    const since = new Date(now - LOGIN_FAILURE_WINDOW_MS);
    const limits: Array<[FilterQuery<LoginAttempt>, number]> = [
      [{ username, ip: ctx.ip, createdAt: { $gt: since } }, LOGIN_FAILURE_LIMIT],
      [{ ip: ctx.ip, createdAt: { $gt: since } }, LOGIN_ADDRESS_FAILURE_LIMIT],
    ];
    let retryAt = 0;
    for (const [where, limit] of limits) {
      const failures = await ctx.em.count(LoginAttempt, where);
      if (failures < limit) continue;
      // Below the limit again once the (failures - limit + 1) oldest have left the window.
      const [pivot] = await ctx.em.find(LoginAttempt, where, { orderBy: { createdAt: 'asc', id: 'asc' }, offset: failures - limit, limit: 1, fields: ['createdAt'] });
      retryAt = Math.max(retryAt, (pivot?.createdAt.getTime() ?? now) + LOGIN_FAILURE_WINDOW_MS);
    }
    if (retryAt > 0) {
      const retryAfter = Math.max(1, Math.ceil((retryAt - now) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts; try again later', undefined, { retryAfter });
    }
  }

  /** Sign-out ends the session on the server: the user's tokenVersion moves on, so
   *  every token issued to them so far is refused (401) on every node at once, and every node
   *  closes their WebSockets (SESSION_REVOKED, code 4401). Per user: it ends all of the user's
   *  sessions, on every device, as a role change or a password reset does. */
  async logout(ctx: RequestContext): Promise<void> {
    const actor = ctx.actor;
    if (!actor) throw unauthenticated();
    if (actor.kind === 'integration') throw forbidden('An API key has no session to end; an administrator revokes the key');
    const em = ctx.em.fork();
    const user = await em.findOne(User, { id: actor.userId });
    if (!user) throw unauthenticated();
    user.tokenVersion += 1;
    await em.flush();
    this.pubSub?.publish(SESSION_REVOKED, { userId: user.id });
  }

  /** The page-render token for the caller's own access token: a user's sign-in only,
   *  and it expires with that token. */
  pageSession(ctx: RequestContext, accessToken: string | null): { token: string; maxAgeS: number } {
    if (ctx.actor?.kind === 'integration') throw forbidden('An API key has no page session; it calls the API with its key');
    const claims = accessToken ? this.tokens.verify(accessToken, 'access') : null;
    if (!claims || Number(claims.sub) !== ctx.actor?.userId) throw unauthenticated();
    return { token: this.tokens.signPage(claims), maxAgeS: claims.exp - Math.floor(Date.now() / 1000) };
  }

  /** The actor behind a token, or null when the token is invalid, expired, outdated (user
   *  deactivated, deleted, or their tokenVersion moved on) or of another use: the API takes
   *  access tokens and API keys, the page render takes page tokens only. */
  async actorFromToken(em: EntityManager, token: string | null, use: CredentialUse = 'access'): Promise<Actor | null> {
    if (!token) return null;
    if (this.apiKeys.isApiKey(token)) return use === 'access' ? this.apiKeys.actorFromApiKey(em, token) : null;
    const claims = this.tokens.verify(token, use);
    if (!claims) return null;
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id)) return null;
    // One row by primary key, read without an entity: building the query and hydrating
    // a User was ~6 % of a list request's CPU, paid by every authenticated request.
    const [user] = await em
      .getConnection('read')
      .execute<SessionRow[]>('select id, email, first_name, last_name, role, numer_pracownika, active, token_version, deleted_at from users where id = ?', [id]);
    if (!user || !Number(user.active) || user.deleted_at != null || Number(user.token_version) !== claims.tv) return null;
    return {
      userId: Number(user.id),
      email: user.email,
      role: Number(user.role) as Actor['role'],
      numer_pracownika: Number(user.numer_pracownika),
      name: `${user.first_name} ${user.last_name}`.trim(),
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

/** The columns of `users` a request's session check reads (the database's own types). */
interface SessionRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  role: number;
  numer_pracownika: number;
  active: number | boolean;
  token_version: number;
  deleted_at: unknown;
}
