import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeClientPath } from '../../src/platform/http/static-client.js';
import { TestApp } from '../support/test-app.js';

/** Issue 11, item 8: traversal and malformed encodings under /assets and /app answer 400/404,
 *  never 500, and leave no stack trace in the log. */
describe('static paths', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    t = await TestApp.start();
    const dist = t.app.config.clientDist;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    // capture what the app logs from here on (errors with their stacks go through logger.error)
    const logger = t.app.logger as unknown as Record<string, (...a: unknown[]) => void>;
    for (const level of ['error', 'warn'] as const) {
      const original = logger[level];
      logger[level] = (...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
        original.apply(logger, args);
      };
    }
  });
  afterAll(() => t.stop());

  const variants = [
    '..%2f..%2fpackage.json',
    '..%2F..%2F..%2Fetc%2Fpasswd',
    '%2e%2e/%2e%2e/package.json',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5c..%5cpackage.json',
    '%00',
    'app.js%00.png',
    '%c0%ae%c0%ae/%c0%ae%c0%ae/package.json',
    '%c0%ae%c0%ae%c0%afpackage.json',
    '%E0%A4%A',
    '%',
    '%zz',
    '....//....//package.json',
  ];

  it.each(['/assets/', '/app/', '/authentication/', '/'])('every variant under %s answers 400 or 404, not 500, and logs no stack', async (prefix) => {
    const wrong: string[] = [];
    for (const v of variants) {
      const res = await fetch(t.url + prefix + v);
      const body = await res.text();
      // Under a client route, only a path whose segments decode to plain names is the SPA page
      // (`....` is a name); NUL, `..`, an encoded `/` or `\\` are refused (the README's promise).
      const harmless = v === '....//....//package.json';
      const ok = [400, 404].includes(res.status) || (prefix !== '/assets/' && harmless && res.status === 200 && body.includes('id="root"'));
      if (!ok) wrong.push(`${prefix}${v}: ${res.status} ${body.slice(0, 100)}`);
      if (body.includes('"name"') && body.includes('workspaces')) wrong.push(`${prefix}${v}: leaked package.json`);
      if (/at .+\(.+:\d+:\d+\)/.test(body)) wrong.push(`${prefix}${v}: stack in the answer`);
    }
    expect(wrong).toEqual([]);
    expect(logged.filter((l) => / at /.test(l) || /Error/.test(l))).toEqual([]);
  });

  it('the paths of the probe answer 400 naming the path, not the app shell', async () => {
    for (const path of ['/app/%00', '/app/..%2f..%2f..%2fetc%2fpasswd', '/authentication/..%2f..%2fetc%2fpasswd', '/app/a%5cb', '/app/%1b[31m']) {
      const res = await fetch(t.url + path);
      const body = (await res.json()) as { statusCode: number; fields?: Record<string, string> };
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(body.fields?.path).toBeTruthy();
    }
    // fetch itself folds %2e%2e into `..` and drops it: the check, given the raw path
    expect(unsafeClientPath('/app/users/%2e%2e')).toBe('must not hold . or .. segments');
    expect(unsafeClientPath('/app/inventories')).toBeNull();
  });

  it('still serves the real files and the app', async () => {
    expect((await fetch(t.url + '/app/inventories?page=2&search=..%2f')).status).toBe(200);
    expect((await fetch(t.url + '/authentication/login')).status).toBe(200);
    expect((await fetch(t.url + '/app/unknown-screen')).status).toBe(200);
    expect((await fetch(t.url + '/assets/app.js')).status).toBe(200);
    expect((await fetch(t.url + '/app/users')).status).toBe(200);
    expect((await fetch(t.url + '/assets/missing.js')).status).toBe(404);
  });
});
