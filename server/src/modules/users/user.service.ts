import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Actor, RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, notFound, type FieldErrors } from '../../platform/errors.js';
import { offsetOf, pageOf } from '../../platform/pagination.js';
import { SESSION_REVOKED, type AppPubSub } from '../../platform/pubsub.js';
import { requireActor } from '../../platform/context.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import { diffSnapshots } from '../../platform/audit/history.recorder.js';
import { hashPassword } from './passwords.js';
import { User } from './user.entity.js';
import type { UserCreateInput, UserListQuery, UserUpdateInput } from './user.input.js';
import type { UserList, UserView } from './user.view.js';
import { inTransaction } from '../../platform/transaction.js';
import { narrowBySubstring, type Narrowing, type SubstringIndex } from '../../platform/sql/substring-index.js';

function toUserView(u: User): UserView {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    numer_pracownika: u.numer_pracownika,
    numer_zewnetrzny: u.numer_zewnetrzny,
    active: u.active,
    createdAt: u.createdAt,
  };
}

/** The fields a history entry records about a user: no password data, no token version. */
export function userSnapshot(u: User): Record<string, unknown> {
  return {
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    numer_pracownika: u.numer_pracownika,
    numer_zewnetrzny: u.numer_zewnetrzny,
    active: u.active,
  };
}

const ADMIN = 4;

/** The users' search structure (migration user_search_index): FTS5 trigram table over the five
 *  searched columns on SQLite, per-user three-character pieces of them on MySQL. */
const USER_SEARCH: SubstringIndex = { fts: 'users_search', grams: 'user_grams', rowId: 'user_id' };
/** On MySQL a word the structure finds in more users than this is left to the instr() scan alone:
 *  merging that many candidates costs what the scan does (SQLite's FTS5: FTS_CANDIDATE_CAP). */
export const USER_SEARCH_CAP = 5000;

interface UserServiceDeps {
  history: HistoryRecorder;
  pubSub: AppPubSub;
  bcryptCost: number;
  dialect: 'sqlite' | 'mysql';
}

/** Users: the admin's list, create, edit, delete and password reset. Every rule lives here;
 *  the resolver and the REST routes only parse and call. */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  async list(ctx: RequestContext, q: UserListQuery): Promise<UserList> {
    const qb = ctx.em.createQueryBuilder(User, 'u').where({ deletedAt: null });
    // Each word of the query must match one of the searchable columns (substring, case-insensitive).
    // instr() instead of LIKE: the search text is a bound parameter and its % or _ mean nothing.
    let fewest: Exclude<Narrowing, 'none' | null> | null = null;
    for (const term of (q.query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5)) {
      qb.andWhere(
        '(instr(lower(u.email), ?) > 0 or instr(lower(u.first_name), ?) > 0 or instr(lower(u.last_name), ?) > 0' +
          ' or instr(lower(coalesce(u.numer_zewnetrzny, \'\')), ?) > 0 or instr(cast(u.numer_pracownika as char), ?) > 0)',
        [term, term, term, term, term],
      );
      // The instr() above decides; the users' trigram structure narrows it to a few candidates when it can (ADR 1260).
      const narrowed = await narrowBySubstring(ctx.em, this.deps.dialect, USER_SEARCH, term, USER_SEARCH_CAP);
      if (narrowed === 'none') return pageOf([], 0, q);
      if (narrowed && (!fewest || narrowed.n < fewest.n)) fewest = narrowed;
    }
    // The words' fewest candidates only: the instr()s check the rest, and a common word's list
    // (tens of thousands on SQLite) would cost more to read than it removes.
    if (fewest) qb.andWhere(fewest.ids('u'), fewest.params);
    qb.orderBy([{ [q.sort]: q.order }, { id: q.order }])
      .limit(q.limit)
      .offset(offsetOf(q));
    const [rows, count] = await qb.getResultAndCount();
    return pageOf(rows.map(toUserView), count, q);
  }

  /** A worker by numer_pracownika (stations identify people by it): name and whether they may work. */
  async worker(em: EntityManager, numer_pracownika: number): Promise<{ numer_pracownika: number; name: string; active: boolean; role: number } | null> {
    const u = await em.findOne(User, { numer_pracownika, deletedAt: null });
    return u ? { numer_pracownika: u.numer_pracownika, name: u.displayName(), active: u.active, role: u.role } : null;
  }

  async get(ctx: RequestContext, id: number): Promise<UserView> {
    const user = await ctx.em.findOne(User, { id, deletedAt: null });
    if (!user) throw notFound('User');
    return toUserView(user);
  }

  async create(ctx: RequestContext, input: UserCreateInput): Promise<UserView> {
    const actor = requireActor(ctx);
    const passwordHash = await hashPassword(input.password, this.deps.bcryptCost);
    const user = await this.writing(ctx.em, async (em) => {
      await assertUnique(em, input);
      const user = em.create(User, { ...input, passwordHash });
      await em.flush();
      this.deps.history.record(em, actor, { entityType: 'user', entityId: user.id, reference: user.email, action: 'created', after: userSnapshot(user) });
      return user;
    });
    return toUserView(user);
  }

  async update(ctx: RequestContext, id: number, input: UserUpdateInput): Promise<UserView> {
    const actor = requireActor(ctx);
    const { user, revoke } = await this.writing(ctx.em, async (em) => {
      const mayDropAdmin = (input.role !== undefined && input.role !== ADMIN) || input.active === false;
      const admins = mayDropAdmin ? await this.lockActiveAdmins(em) : [];
      const user = await this.loadForChange(em, id);
      if (user.id === actor.userId) {
        const fields: FieldErrors = {};
        if (input.role !== undefined && input.role !== user.role) fields.role = 'you cannot change your own role';
        if (input.active === false) fields.active = 'you cannot deactivate yourself';
        if (Object.keys(fields).length) throw new AppError('UNPROCESSABLE', 'An administrator cannot demote or deactivate themselves', fields);
      }
      if (mayDropAdmin) assertAnotherActiveAdmin(admins, user);
      await assertUnique(em, input, user.id);
      const before = userSnapshot(user);
      em.assign(user, input);
      const after = userSnapshot(user);
      const diff = diffSnapshots(before, after);
      if (!Object.keys(diff.after).length) return { user, revoke: false };
      const revoke = before.role !== after.role || (before.active && !after.active);
      if (revoke) user.tokenVersion += 1;
      this.deps.history.record(em, actor, { entityType: 'user', entityId: user.id, reference: user.email, action: 'updated', ...diff });
      return { user, revoke };
    });
    if (revoke) await this.revokeSessions(user.id);
    return toUserView(user);
  }

  /** Soft delete: the row stays (history and locks keep the name), the account can no longer sign in. */
  async delete(ctx: RequestContext, id: number): Promise<void> {
    const actor = requireActor(ctx);
    await this.writing(ctx.em, async (em) => {
      const admins = await this.lockActiveAdmins(em);
      const user = await this.loadForChange(em, id);
      if (user.id === actor.userId) throw new AppError('UNPROCESSABLE', 'An administrator cannot delete themselves', { id: 'you cannot delete yourself' });
      assertAnotherActiveAdmin(admins, user);
      const before = userSnapshot(user);
      em.assign(user, { active: false, deletedAt: new Date(), tokenVersion: user.tokenVersion + 1 });
      this.deps.history.record(em, actor, { entityType: 'user', entityId: user.id, reference: user.email, action: 'deleted', before, after: null });
    });
    await this.revokeSessions(id);
  }

  /** The admin sets a new password; the user's sessions end at once. */
  async resetPassword(ctx: RequestContext, id: number, password: string): Promise<void> {
    const actor = requireActor(ctx);
    const passwordHash = await hashPassword(password, this.deps.bcryptCost);
    await this.writing(ctx.em, async (em) => {
      const user = await this.loadForChange(em, id);
      await this.setPassword(em, user, passwordHash, actor, 'password_reset');
    });
    await this.revokeSessions(id);
  }

  /** Sets a password hash, ends the user's tokens and records it (no password data). The caller
   *  runs this inside its transaction and calls revokeSessions after the commit. */
  async setPassword(em: EntityManager, user: User, passwordHash: string, actor: Actor | null, action: string): Promise<void> {
    em.assign(user, { passwordHash, tokenVersion: user.tokenVersion + 1 });
    this.deps.history.record(em, actor, { entityType: 'user', entityId: user.id, reference: user.email, action });
  }

  /** Ends the user's sessions on every node: HTTP at once (tokenVersion moved on), WebSockets closed. */
  async revokeSessions(userId: number): Promise<void> {
    this.deps.pubSub.publish(SESSION_REVOKED, { userId });
  }

  /** Runs a change in one transaction; a unique index that fires under a race becomes the same
   *  409 the checks give. */
  async writing<T>(em: EntityManager, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(em, ({ em: tx }) => fn(tx));
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) {
        throw new AppError('CONFLICT', 'Another user already has this value', uniqueFieldOf(err));
      }
      throw err;
    }
  }

  private async loadForChange(em: EntityManager, id: number): Promise<User> {
    const user = await em.findOne(User, { id, deletedAt: null }, this.lock());
    if (!user) throw notFound('User');
    return user;
  }

  /** The active admins, their rows locked first and in id order (MySQL: SELECT ... FOR UPDATE;
   *  SQLite runs one write transaction at a time), so two admins demoting or deleting each other
   *  at once are serialised and the second sees the first's result. */
  private lockActiveAdmins(em: EntityManager): Promise<User[]> {
    return em.find(User, { role: ADMIN, active: true, deletedAt: null }, { ...this.lock(), orderBy: { id: 'ASC' }, refresh: true });
  }

  private lock() {
    return this.deps.dialect === 'mysql' ? { lockMode: LockMode.PESSIMISTIC_WRITE as const } : {};
  }
}

/** The last active admin cannot be removed, deactivated or demoted. */
function assertAnotherActiveAdmin(activeAdmins: User[], user: User): void {
  const isActiveAdmin = activeAdmins.some((a) => a.id === user.id);
  if (isActiveAdmin && activeAdmins.length < 2) {
    throw new AppError('CONFLICT', 'The last active administrator cannot be removed, deactivated or demoted', { role: 'at least one active administrator must remain' });
  }
}

/** 409 naming each field another (not deleted or deleted) user already holds. Deleted users keep
 *  their e-mail and numbers: history still points at them. */
export async function assertUnique(em: EntityManager, v: { email?: string; numer_pracownika?: number; numer_zewnetrzny?: string | null }, exceptId?: number): Promise<void> {
  const or: object[] = [];
  if (v.email !== undefined) or.push({ email: v.email });
  if (v.numer_pracownika !== undefined) or.push({ numer_pracownika: v.numer_pracownika });
  if (v.numer_zewnetrzny) or.push({ numer_zewnetrzny: v.numer_zewnetrzny });
  if (!or.length) return;
  const clashes = await em.find(User, { $or: or, ...(exceptId ? { id: { $ne: exceptId } } : {}) } as never);
  const fields: FieldErrors = {};
  for (const c of clashes) {
    if (v.email !== undefined && c.email === v.email) fields.email = 'is already used by another user';
    if (v.numer_pracownika !== undefined && c.numer_pracownika === v.numer_pracownika) fields.numer_pracownika = 'is already used by another user';
    if (v.numer_zewnetrzny && c.numer_zewnetrzny === v.numer_zewnetrzny) fields.numer_zewnetrzny = 'is already used by another user';
  }
  if (Object.keys(fields).length) throw new AppError('CONFLICT', `Already used by another user: ${Object.keys(fields).join(', ')}`, fields);
}

/** Which unique index fired: MySQL names the key (`for key 'users_email_unique'`), SQLite the
 *  column (`UNIQUE constraint failed: users.email`); the statement text around it is ignored. */
function uniqueFieldOf(err: Error): FieldErrors {
  const m = /for key '(?:\w+\.)?users_(\w+)_unique'|UNIQUE constraint failed: users\.(\w+)/i.exec(err.message);
  const field = m?.[1] ?? m?.[2];
  return field === 'email' || field === 'numer_pracownika' || field === 'numer_zewnetrzny' ? { [field]: 'is already used by another user' } : {};
}
