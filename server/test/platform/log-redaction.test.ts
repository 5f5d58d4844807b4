import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/platform/log-redaction.js';
import { TestApp } from '../support/test-app.js';

const BCRYPT = /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/;
const JWT = /eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\./;

describe('the log holds statements, never their values, hashes, tokens or keys (issue 11 item 5)', () => {
  let t: TestApp;
  let admin: string;
  let captured: string[] = [];
  const realWrite = process.stderr.write.bind(process.stderr);

  beforeAll(async () => {
    t = await TestApp.start({ WORKERS: 'false', LOG_LEVEL: 'error' });
    admin = await t.tokenFor(4);
    // A failing insert the service does not foresee: the database itself refuses every new user.
    const conn = t.app.orm.em.getConnection();
    if (t.app.config.database.kind === 'sqlite') {
      await conn.execute(`create trigger refuse_users before insert on users begin select raise(abort, 'refused by the test trigger'); end`);
    } else {
      await conn.execute(`create trigger refuse_users before insert on users for each row signal sqlstate '45000' set message_text = 'refused by the test trigger'`);
    }
    process.stderr.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      captured.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      done?.();
      return true;
    }) as typeof process.stderr.write;
  });
  afterEach(() => {
    captured = [];
  });
  afterAll(async () => {
    process.stderr.write = realWrite;
    await t.stop();
  });

  const newUser = (n: number) => ({ email: `tajny${n}@example.com`, password: 'Sekretne-Haslo-123', firstName: 'Jan', lastName: 'Tajny', role: 2, numer_pracownika: 7000 + n });

  it('REST: a failed insert into users answers 500 and logs the statement without the password hash or the e-mail', async () => {
    const res = await t.rest('POST', '/api/users', { token: admin, body: newUser(1) });
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toMatch(/insert|password_hash/i);
    const log = captured.join('');
    expect(log).toMatch(/REST POST \/api\/users failed/);
    expect(log).toMatch(/insert into/i); // the statement is kept, to find the fault
    expect(log).toMatch(/refused by the test trigger/);
    expect(log).not.toMatch(BCRYPT);
    expect(log).not.toContain('tajny1@example.com');
    expect(log).not.toContain('Sekretne-Haslo-123');
    expect(log).not.toContain('7001'); // numer_pracownika: no value at all
    expect(log).not.toMatch(JWT);
  });

  it('GraphQL: the same failure through userCreate logs no hash either', async () => {
    const res = await t.gql(`mutation($input: UserCreateInput!) { userCreate(input: $input) { id } }`, { input: newUser(2) }, admin);
    expect(res.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    const log = captured.join('');
    expect(log).toMatch(/GraphQL userCreate failed/);
    expect(log).not.toMatch(BCRYPT);
    expect(log).not.toContain('tajny2@example.com');
  });

  it('any log line is scrubbed of hashes, tokens, API keys and Bearer values', async () => {
    const token = await t.tokenFor(2);
    const line = redactSecrets(JSON.stringify({ hash: '$2b$10$abcdefghijklmnopqrstuuSgK7VBQ1vGr4bB8rXj1y0o1y5QhG5nS', token, key: 'gbo_live_AbCdEf0123456789xyz', header: `Bearer ${token}` }));
    expect(line).not.toMatch(BCRYPT);
    expect(line).not.toMatch(JWT);
    expect(line).not.toContain('gbo_live_AbCdEf');
    expect(line).toContain('[redacted bcrypt hash]');
  });
});
