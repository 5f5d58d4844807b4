import { createHash, randomBytes } from 'node:crypto';
import { DeadlockException } from '@mikro-orm/core';
import type { Config } from '../../platform/config.js';
import type { UsersConfig } from './users.config.js';
import type { Actor, RequestContext } from '../../platform/context.js';
import { AppError, badInput } from '../../platform/errors.js';
import type { Logger } from '../../platform/logger.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import { User } from './user.entity.js';
import { assertUnique, userSnapshot, type UserService } from './user.service.js';
import type { PasswordResetConfirmInput, RegisterInput } from './account.input.js';
import type { AuthSettings, LoginResult } from './auth.view.js';
import type { Mailer } from './mailer.js';
import { hashPassword } from './passwords.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import type { TokenIssuer } from './tokens.js';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** At most this many reset mails per account per hour; further requests answer the same, send nothing. */
const PASSWORD_RESET_PER_HOUR = 3;
/** Self-registered clients get employee numbers from here up (staff numbers stay below). */
const CLIENT_NUMBER_BASE = 900_000;

interface AccountServiceDeps {
  config: Pick<Config, 'bcryptCost'> & Pick<UsersConfig, 'registration' | 'publicUrl'>;
  history: HistoryRecorder;
  users: UserService;
  tokens: TokenIssuer;
  mailer: Mailer | null;
  logger?: Pick<Logger, 'error'>;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** What anyone may do about their own account without signing in: register (when open) and
 *  reset a forgotten password by e-mail (when SMTP is configured). */
export class AccountService {
  /** Mails being sent (tests and shutdown wait for them). */
  readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AccountServiceDeps) {}

  settings(): AuthSettings {
    return { registrationOpen: this.deps.config.registration === 'open', passwordResetByEmail: this.deps.mailer !== null };
  }

  /** Creates a client (role 1) account and signs it in. */
  async register(ctx: RequestContext, input: RegisterInput): Promise<LoginResult> {
    if (!this.settings().registrationOpen) {
      throw new AppError('FORBIDDEN', 'Registration is closed: ask an administrator for an account', undefined, { reason: 'REGISTRATION_CLOSED' });
    }
    const passwordHash = await hashPassword(input.password, this.deps.config.bcryptCost);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.createClient(ctx, input, passwordHash);
      } catch (err) {
        // Two registrations took the same next client number at once: take the next one.
        // MySQL may also pick one of them as a deadlock victim on the unique index.
        const clash = (err instanceof AppError && err.code === 'CONFLICT' && err.fields?.numer_pracownika) || err instanceof DeadlockException;
        if (!clash || attempt >= 8) throw err;
        await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
      }
    }
  }

  private async createClient(ctx: RequestContext, input: RegisterInput, passwordHash: string): Promise<LoginResult> {
    ctx.em.clear();
    const user = await this.deps.users.writing(ctx.em, async (em) => {
      await assertUnique(em, { email: input.email, numer_zewnetrzny: input.numer_zewnetrzny });
      // The next free client number; two registrations racing for it meet the unique index (409, retry).
      const [highest] = await em.find(User, {}, { orderBy: { numer_pracownika: 'DESC' }, limit: 1, fields: ['numer_pracownika'] });
      const numer_pracownika = Math.max(highest?.numer_pracownika ?? 0, CLIENT_NUMBER_BASE) + 1;
      const user = em.create(User, { ...input, role: 1, numer_pracownika, passwordHash });
      await em.flush();
      const self: Actor = { userId: user.id, email: user.email, role: 1, numer_pracownika, name: user.displayName() };
      this.deps.history.record(em, self, { entityType: 'user', entityId: user.id, reference: user.email, action: 'registered', after: userSnapshot(user) });
      return user;
    });
    return { access_token: this.deps.tokens.sign(user), role: user.role, numer_pracownika: user.numer_pracownika };
  }

  /** Always answers the same, whether or not the account exists (no enumeration). With SMTP it
   *  mails a one-time link valid for an hour; the mail goes out after the answer. */
  async requestPasswordReset(ctx: RequestContext, email: string): Promise<{ ok: true }> {
    if (!this.deps.mailer) return { ok: true };
    const user = await ctx.em.findOne(User, { email, active: true, deletedAt: null });
    if (!user) return { ok: true };
    const since = new Date(Date.now() - PASSWORD_RESET_TTL_MS);
    if ((await ctx.em.count(PasswordResetToken, { userId: user.id, createdAt: { $gt: since } })) >= PASSWORD_RESET_PER_HOUR) return { ok: true };
    const token = randomBytes(32).toString('base64url');
    await ctx.em.insert(PasswordResetToken, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS), createdAt: new Date() });
    this.track(this.sendResetMail(user, token));
    return { ok: true };
  }

  /** Sets the new password if the token is known, unused and unexpired; the token is spent in the
   *  same transaction by a conditional update, so of two uses at once exactly one succeeds. */
  async confirmPasswordReset(ctx: RequestContext, input: PasswordResetConfirmInput): Promise<void> {
    const invalid = () => badInput('The reset link is invalid or expired', { token: 'is invalid or expired' });
    const passwordHash = await hashPassword(input.password, this.deps.config.bcryptCost);
    const userId = await this.deps.users.writing(ctx.em, async (em) => {
      const now = new Date();
      const hash = sha256(input.token);
      const row = await em.findOne(PasswordResetToken, { tokenHash: hash, usedAt: null, expiresAt: { $gt: now } });
      if (!row) throw invalid();
      const spent = await em.nativeUpdate(PasswordResetToken, { id: row.id, usedAt: null }, { usedAt: now });
      if (spent !== 1) throw invalid();
      const user = await em.findOne(User, { id: row.userId, active: true, deletedAt: null });
      if (!user) throw invalid();
      // Other links sent to this user stop working too.
      await em.nativeUpdate(PasswordResetToken, { userId: user.id, usedAt: null }, { usedAt: now });
      const self: Actor = { userId: user.id, email: user.email, role: user.role, numer_pracownika: user.numer_pracownika, name: user.displayName() };
      await this.deps.users.setPassword(em, user, passwordHash, self, 'password_reset_by_email');
      return user.id;
    });
    await this.deps.users.revokeSessions(userId);
  }

  private async sendResetMail(user: User, token: string): Promise<void> {
    const link = `${this.deps.config.publicUrl}/authentication/forgot-password?token=${encodeURIComponent(token)}`;
    await this.deps.mailer!.send({
      to: user.email,
      subject: 'Resetowanie hasła / Password reset',
      text: [
        `Dzień dobry ${user.firstName},`,
        '',
        'aby ustawić nowe hasło, otwórz ten link (ważny przez godzinę, działa jeden raz):',
        link,
        '',
        'Jeśli to nie Ty prosiłeś o zmianę hasła, zignoruj tę wiadomość.',
        '',
        '---',
        'To set a new password, open the link above (valid for one hour, works once).',
        'If you did not ask for it, ignore this message.',
      ].join('\n'),
    });
  }

  private track(p: Promise<void>): void {
    const tracked = p.catch((err) => this.deps.logger?.error('password reset mail failed', err));
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }
}
