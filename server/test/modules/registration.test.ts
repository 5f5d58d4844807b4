import type { AddressInfo } from 'node:net';
import { usersModule } from '../../src/modules/users/index.js';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetToken } from '../../src/modules/users/password-reset-token.entity.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { User } from '../../src/modules/users/user.entity.js';
import { TestApp } from '../support/test-app.js';

/** A local SMTP server that keeps what it receives. */
async function startSmtp() {
  const mails: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { mails, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The reset link in a (quoted-printable) mail. */
function linkIn(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const m = /(https?:\/\/\S+\/authentication\/forgot-password\?token=[A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no reset link in mail:\n' + text);
  return m[1];
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('registration and password reset, when closed and without SMTP (the defaults)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  it('says registration is closed and reset links are not mailed', async () => {
    expect((await t.rest('GET', '/api/auth/settings')).body).toEqual({ registrationOpen: false, passwordResetByEmail: false });
    expect((await t.gql('{ authSettings { registrationOpen passwordResetByEmail } }')).data.authSettings).toEqual({ registrationOpen: false, passwordResetByEmail: false });
  });

  it('refuses a registration with 403 REGISTRATION_CLOSED and creates nothing', async () => {
    const before = await t.app.orm.em.fork().count(User, {});
    const res = await t.rest('POST', '/api/auth/register', { body: { email: 'new@example.com', password: 'secret-pass-1', firstName: 'N', lastName: 'K', numer_zewnetrzny: 'K-5' } });
    expect(res.status).toBe(403);
    expect(res.body.reason).toBe('REGISTRATION_CLOSED');
    expect(await t.app.orm.em.fork().count(User, {})).toBe(before);
  });

  it('answers a forgot-password request the same way and creates no reset token', async () => {
    const known = await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'klient@example.com' } });
    const unknown = await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(known.status).toBe(202);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(await t.app.orm.em.fork().count(PasswordResetToken, {})).toBe(0);
  });
});

describe('registration and password reset, when open and with SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const sentMails = async () => {
    await Promise.all(t.app.api(usersModule).accounts.pending);
    return smtp.mails;
  };
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await TestApp.start({ REGISTRATION: 'open', SMTP_URL: smtp.url, SMTP_FROM: 'Sklep <no-reply@example.com>', PUBLIC_URL: 'https://bo.example.com/' });
  });
  afterAll(async () => {
    await t.stop();
    await smtp.close();
  });

  let seq = 0;
  const registration = (over: Record<string, unknown> = {}) => {
    seq += 1;
    return { email: `klient${seq}@example.com`, password: 'secret-pass-1', firstName: 'Ola', lastName: `Kupująca${seq}`, numer_zewnetrzny: `S-${seq}`, ...over };
  };

  describe('register', () => {
    it('creates a role 1 account and answers a token that works at once', async () => {
      expect((await t.rest('GET', '/api/auth/settings')).body).toEqual({ registrationOpen: true, passwordResetByEmail: true });
      const res = await t.rest('POST', '/api/auth/register', { body: registration({ email: 'Ola@Example.com' }) });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ access_token: expect.any(String), role: 1, numer_pracownika: expect.any(Number) });
      expect(res.body.numer_pracownika).toBeGreaterThan(900_000);
      const me = await t.gql('{ me { email role numer_zewnetrzny } }', {}, res.body.access_token);
      expect(me.data.me).toMatchObject({ email: 'ola@example.com', role: 1 });
      // a client sees no user management
      expect((await t.rest('GET', '/api/users', { token: res.body.access_token })).status).toBe(403);
      const [entry] = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'user', reference: 'ola@example.com' });
      expect(entry).toMatchObject({ action: 'registered', userName: expect.stringContaining('Ola') });
      expect(JSON.stringify(entry.after)).not.toMatch(/password/i);
    });

    it('refuses an e-mail or shop customer number already used (409) and bad input (400), creating nothing', async () => {
      const before = await t.app.orm.em.fork().count(User, {});
      const email = await t.rest('POST', '/api/auth/register', { body: registration({ email: 'ADMIN@example.com' }) });
      expect(email.status).toBe(409);
      expect(email.body.fields).toEqual({ email: 'is already used by another user' });
      const number = await t.rest('POST', '/api/auth/register', { body: registration({ numer_zewnetrzny: 'K-1001' }) });
      expect(number.status).toBe(409);
      expect(number.body.fields).toEqual({ numer_zewnetrzny: 'is already used by another user' });
      const bad = await t.rest('POST', '/api/auth/register', { body: { email: 'x', password: 'short', firstName: '', lastName: 'K', role: 4 } });
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        email: expect.any(String), password: expect.any(String), firstName: expect.any(String), numer_zewnetrzny: expect.any(String),
        role: 'is not a known field', // nobody registers themselves with a role
      });
      expect(await t.app.orm.em.fork().count(User, {})).toBe(before);
    });

    it('gives simultaneous registrations distinct employee numbers', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => t.rest('POST', '/api/auth/register', { body: registration() })));
      expect(answers.map((a) => a.status), JSON.stringify(answers.map((a) => a.body))).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((a) => a.body.numer_pracownika)).size).toBe(6);
    });

    it('works through the GraphQL register mutation', async () => {
      const res = await t.gql('mutation ($input: RegisterInput!) { register(input: $input) { role access_token } }', { input: registration() });
      expect(res.data.register.role).toBe(1);
      const dup = await t.gql('mutation ($input: RegisterInput!) { register(input: $input) { role } }', { input: registration({ email: 'biuro@example.com' }) });
      expect(dup.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { email: expect.any(String) } });
    });
  });

  describe('forgot password', () => {
    it('answers the same for a known and an unknown e-mail, and mails a link only to the known one', async () => {
      smtp.mails.length = 0;
      const known = await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'Magazyn@example.com' } });
      const unknown = await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' } });
      expect(known.status).toBe(202);
      expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
      const mails = await sentMails();
      expect(mails.map((m) => m.to)).toEqual([['magazyn@example.com']]);
      expect(mails[0].raw).toContain('From: Sklep <no-reply@example.com>');
      expect(linkIn(mails[0].raw)).toMatch(/^https:\/\/bo\.example\.com\/authentication\/forgot-password\?token=/);
    });

    it('sets the new password once with the link, ends the old sessions, and records it without password data', async () => {
      smtp.mails.length = 0;
      const oldSession = await t.login('biuro@example.com', 'demo1234');
      await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'biuro@example.com' } });
      const token = tokenOf(linkIn((await sentMails())[0].raw));

      const res = await t.rest('POST', '/api/auth/reset-password', { body: { token, password: 'my-new-password' } });
      expect(res.status).toBe(204);
      expect((await t.gql('{ me { email } }', {}, oldSession)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect((await t.rest('POST', '/api/auth/login', { body: { username: 'biuro@example.com', password: 'demo1234' } })).status).toBe(401);
      expect((await t.rest('POST', '/api/auth/login', { body: { username: 'biuro@example.com', password: 'my-new-password' } })).status).toBe(200);

      const again = await t.rest('POST', '/api/auth/reset-password', { body: { token, password: 'yet-another-pass' } });
      expect(again.status).toBe(400);
      expect(again.body.fields).toEqual({ token: 'is invalid or expired' });
      const entries = await t.app.orm.em.fork().find(HistoryEntry, { entityType: 'user', reference: 'biuro@example.com', action: 'password_reset_by_email' });
      expect(entries).toHaveLength(1);
      expect([entries[0].before, entries[0].after]).toEqual([null, null]);
    });

    it('lets exactly one of several simultaneous uses of a link succeed', async () => {
      smtp.mails.length = 0;
      await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'klient@example.com' } });
      const token = tokenOf(linkIn((await sentMails())[0].raw));
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => t.rest('POST', '/api/auth/reset-password', { body: { token, password: `parallel-pass-${i}` } })));
      expect(answers.map((a) => a.status).sort()).toEqual([204, 400, 400, 400, 400]);
    });

    it('refuses an expired link and an unknown token', async () => {
      smtp.mails.length = 0;
      await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'admin@example.com' } });
      const token = tokenOf(linkIn((await sentMails())[0].raw));
      await t.app.orm.em.fork().nativeUpdate(PasswordResetToken, { usedAt: null }, { expiresAt: new Date(Date.now() - 1000) });
      expect((await t.rest('POST', '/api/auth/reset-password', { body: { token, password: 'expired-pass-1' } })).status).toBe(400);
      expect((await t.rest('POST', '/api/auth/reset-password', { body: { token: 'x'.repeat(43), password: 'whatever-pass' } })).status).toBe(400);
      expect((await t.rest('POST', '/api/auth/login', { body: { username: 'admin@example.com', password: 'demo1234' } })).status).toBe(200);
    });

    it('keeps reset tokens valid for one hour, stored only as a hash', async () => {
      smtp.mails.length = 0;
      const start = Date.now();
      await t.rest('POST', '/api/auth/forgot-password', { body: { email: 'admin@example.com' } });
      const token = tokenOf(linkIn((await sentMails())[0].raw));
      const rows = await t.app.orm.em.fork().find(PasswordResetToken, { usedAt: null, expiresAt: { $gt: new Date() } });
      expect(rows).toHaveLength(1);
      expect(rows[0].tokenHash).not.toContain(token);
      expect(rows[0].expiresAt.getTime() - start).toBeGreaterThan(59 * 60 * 1000);
      expect(rows[0].expiresAt.getTime() - start).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
    });

    it('mails nothing to a deactivated account, and at most 3 links an hour to one account', async () => {
      smtp.mails.length = 0;
      const em = t.app.orm.em.fork();
      const reg = await t.rest('POST', '/api/auth/register', { body: registration() });
      const user = await em.findOneOrFail(User, { numer_pracownika: reg.body.numer_pracownika });
      for (let i = 0; i < 5; i++) expect((await t.rest('POST', '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(202);
      expect((await sentMails()).length).toBe(3);
      smtp.mails.length = 0;
      await em.nativeUpdate(User, { id: user.id }, { active: false });
      await em.nativeDelete(PasswordResetToken, { userId: user.id });
      expect((await t.rest('POST', '/api/auth/forgot-password', { body: { email: user.email } })).status).toBe(202);
      expect(await sentMails()).toEqual([]);
    });

    it('works through GraphQL passwordResetRequest and passwordResetConfirm', async () => {
      smtp.mails.length = 0;
      expect((await t.gql('mutation { passwordResetRequest(email: "magazyn@example.com") }')).data.passwordResetRequest).toBe(true);
      expect((await t.gql('mutation { passwordResetRequest(email: "nobody@example.com") }')).data.passwordResetRequest).toBe(true);
      const token = tokenOf(linkIn((await sentMails())[0].raw));
      const res = await t.gql('mutation ($input: PasswordResetInput!) { passwordResetConfirm(input: $input) }', { input: { token, password: 'graphql-pass-1' } });
      expect(res.data.passwordResetConfirm).toBe(true);
      const short = await t.gql('mutation ($input: PasswordResetInput!) { passwordResetConfirm(input: $input) }', { input: { token, password: 'x' } });
      expect(short.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'input.password': expect.any(String) } });
    });
  });
});
