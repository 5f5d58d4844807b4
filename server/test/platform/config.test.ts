import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

describe('configuration', () => {
  it('defaults to port 3000 and an SQLite file under data/', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'sqlite', file: join(dir, 'app.sqlite') });
    expect(c.jwt.ttl).toBe('12h');
  });

  it('uses MySQL when DATABASE_URL is mysql:// and Redis when REDIS_URL is set', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://app:pw@db:3306/glass', REDIS_URL: 'redis://cache:6379' });
    expect(c.database).toEqual({ kind: 'mysql', url: 'mysql://app:pw@db:3306/glass' });
    expect(c.redisUrl).toBe('redis://cache:6379');
  });

  it('keeps bcrypt at work factor 12 or more; only the test suites may go lower', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), BCRYPT_COST: '4' })).toThrow(/BCRYPT_COST: must be at least 12/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), BCRYPT_COST: '11' })).toThrow(/BCRYPT_COST/);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test', BCRYPT_COST: '4' }).bcryptCost).toBe(4);
    expect(loadConfig({ DATA_DIR: dataDir() }).bcryptCost).toBe(12);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'postgres://x/y'],
    ['REDIS_URL', 'localhost:6379'],
    ['JWT_TTL', 'twelve hours'],
    ['NODE_ENV', 'staging'],
    ['JOB_LEASE_MS', '999'],
    ['JOB_POLL_MS', '19'],
    ['MULTI_NODE', 'yes'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(new RegExp(`${name}:`));
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
  });

  it('refuses MULTI_NODE=true on the embedded SQLite database, without Redis or without a shared JWT secret, naming each', () => {
    const dir = dataDir();
    const all = { DATA_DIR: dir, MULTI_NODE: 'true', DATABASE_URL: 'mysql://app:pw@db:3306/glass', REDIS_URL: 'redis://cache:6379', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(all).multiNode).toBe(true);
    expect(loadConfig({ DATA_DIR: dir }).multiNode).toBe(false);
    expect(() => loadConfig({ ...all, DATABASE_URL: '' })).toThrow(/DATABASE_URL: required when MULTI_NODE=true \(MySQL\/MariaDB; the embedded SQLite/);
    expect(() => loadConfig({ ...all, REDIS_URL: undefined })).toThrow(/REDIS_URL: required when MULTI_NODE=true/);
    expect(() => loadConfig({ ...all, JWT_SECRET: undefined })).toThrow(/JWT_SECRET: required when MULTI_NODE=true/);
    // every missing piece at once, and no secret generated meanwhile
    const empty = dataDir();
    let message = '';
    try {
      loadConfig({ DATA_DIR: empty, MULTI_NODE: 'true' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    expect(message.match(/required when MULTI_NODE=true/g)).toHaveLength(3);
    expect(existsSync(join(empty, 'jwt-secret'))).toBe(false);
  });

  it('passes the job lease and poll interval (defaults 30000 and 500 ms)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).jobs).toEqual({ leaseMs: 30_000, pollMs: 500 });
    expect(loadConfig({ DATA_DIR: dataDir(), JOB_LEASE_MS: '2000', JOB_POLL_MS: '20' }).jobs).toEqual({ leaseMs: 2000, pollMs: 20 });
  });

  it('requires a JWT_SECRET of at least 32 bytes in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/JWT_SECRET: required/);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), JWT_SECRET: 'x'.repeat(32) }).jwt.secret).toBe('x'.repeat(32));
  });

  it('generates a development secret once and keeps it under the data folder', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwt.secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(true);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwt.secret).toBe(first);
  });
});
