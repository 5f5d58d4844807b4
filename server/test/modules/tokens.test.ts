import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenIssuer } from '../../src/modules/users/tokens.js';

const SECRET = 'a-test-secret-that-is-at-least-32-bytes-long';
const user = { id: 7, tokenVersion: 3, role: 2 as const };

/** ADR 1051: a token's verified claims are remembered by its text; expiry and use are still
 *  checked on every call, and nothing unsigned is ever taken from the memory. */
describe('TokenIssuer.verify with remembered claims', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a remembered token once it has expired', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const tokens = new TokenIssuer({ secret: SECRET, ttl: '60s' });
    const token = tokens.sign(user);
    expect(tokens.verify(token)).toMatchObject({ sub: '7', tv: 3, role: 2, typ: 'access' });
    vi.setSystemTime(new Date('2026-11-26T10:00:59Z'));
    expect(tokens.verify(token)).not.toBeNull(); // remembered, still valid
    vi.setSystemTime(new Date('2026-11-26T10:01:00Z'));
    expect(tokens.verify(token)).toBeNull();
    expect(tokens.verify(token)).toBeNull();
  });

  it('keeps access and page tokens apart after either was remembered', () => {
    const tokens = new TokenIssuer({ secret: SECRET, ttl: '1h' });
    const access = tokens.sign(user);
    const claims = tokens.verify(access, 'access')!;
    const page = tokens.signPage(claims);
    expect(tokens.verify(access, 'page')).toBeNull();
    expect(tokens.verify(page, 'page')).toMatchObject({ typ: 'page', sub: '7' });
    expect(tokens.verify(page, 'access')).toBeNull();
    expect(tokens.verify(access, 'access')).toMatchObject({ typ: 'access' });
  });

  it('never takes a token it did not sign, before or after remembering a good one', () => {
    const tokens = new TokenIssuer({ secret: SECRET, ttl: '1h' });
    const other = new TokenIssuer({ secret: `${SECRET}-other`, ttl: '1h' });
    const good = tokens.sign(user);
    expect(tokens.verify(good)).not.toBeNull();
    const [head, body, sig] = good.split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), role: 4 })).toString('base64url')}.${sig}`;
    expect(tokens.verify(tampered)).toBeNull();
    expect(tokens.verify(other.sign(user))).toBeNull();
    expect(tokens.verify(`${good}x`)).toBeNull();
  });
});
