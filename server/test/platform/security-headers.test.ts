import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../support/test-app.js';

/** Issue 11, item 6: security headers on the app, the API and /graphql; HSTS only over HTTPS. */
describe('security headers', () => {
  let t: TestApp;
  let proxied: TestApp;
  const inline = "document.documentElement.dataset.theme = 'light';";
  beforeAll(async () => {
    t = await TestApp.start();
    const dist = t.app.config.clientDist;
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), `<!doctype html><script>${inline}</script><div id="root"></div><script type="module" src="/assets/app.js"></script>`);
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    proxied = await TestApp.start({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.stop();
    await proxied.stop();
  });

  const paths: Array<[string, RequestInit?]> = [
    ['/app'],
    ['/app/users'],
    ['/assets/app.js'],
    ['/api/stocks'],
    ['/api/no-such-path'],
    ['/api/docs'],
    ['/api/openapi.json'],
    ['/graphql', { headers: { accept: 'text/html' } }],
    ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }],
    ['/healthz'],
  ];

  it.each(paths)('%s carries CSP, nosniff, no framing and no referrer, and no HSTS over plain HTTP', async (path, init) => {
    const res = await fetch(t.url + path, init);
    expect(res.status).toBeLessThan(500);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'self' blob:");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it("allows the built app's inline theme script by its hash, and the playground's by the answer's nonce", async () => {
    const app = await fetch(t.url + '/app');
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(app.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    const page = await fetch(t.url + '/graphql', { headers: { accept: 'text/html' } });
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy')!)![1];
    expect(await page.text()).toContain(`<script type="module" nonce="${nonce}">`);
    const again = await fetch(t.url + '/graphql', { headers: { accept: 'text/html' } });
    expect(/'nonce-([^']+)'/.exec(again.headers.get('content-security-policy')!)![1]).not.toBe(nonce);
  });

  it('sends HSTS only over HTTPS: behind a trusted proxy saying X-Forwarded-Proto: https', async () => {
    for (const path of ['/app', '/api/stocks', '/graphql']) {
      const https = await fetch(proxied.url + path, { headers: { 'x-forwarded-proto': 'https', accept: 'text/html' } });
      expect(https.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      const http = await fetch(proxied.url + path, { headers: { 'x-forwarded-proto': 'http', accept: 'text/html' } });
      expect(http.headers.get('strict-transport-security'), path).toBeNull();
    }
    // without TRUST_PROXY the header is the caller's word only: no HSTS
    const untrusted = await fetch(t.url + '/app', { headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers.get('strict-transport-security')).toBeNull();
  });
});
