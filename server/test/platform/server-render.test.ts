import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/test-database.js';
import { TestApp, type DemoRole } from '../support/test-app.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Issue 15, ADR 0950: a signed-in page load of a landing screen is rendered on the server with the
 * client's own code (its render bundle, built here from client/src) and the user's data; anything
 * the server cannot vouch for gets plain index.html, which the browser renders itself.
 */
describe('server-rendered landing screens', () => {
  let t: TestApp;
  beforeAll(async () => {
    const db = await createTestDatabase();
    const clientDist = join(db.dataDir, 'client', 'dist');
    mkdirSync(clientDist, { recursive: true });
    copyFileSync(join(repo, 'client', 'index.html'), join(clientDist, 'index.html'));
    // The production render bundle, as `npm run build -w client` makes it, next to that index.html.
    execFileSync(process.execPath, [join(repo, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--ssr', 'src/entry-server.tsx', '--outDir', join(db.dataDir, 'client', 'dist-ssr'), '--logLevel', 'error'], { cwd: join(repo, 'client'), stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
    // TRUST_PROXY: a request marked X-Forwarded-Proto: https counts as HTTPS (the Secure flag)
    t = await TestApp.start({ CLIENT_DIST: clientDist, TRUST_PROXY: 'true' }, db);
  }, 120_000);
  afterAll(() => t?.stop());

  const page = async (path: string, cookies: Record<string, string>) => {
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('; ');
    const res = await fetch(t.url + path, { headers: cookie ? { cookie } : {} });
    const html = await res.text();
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return { res, html, state: state ? (JSON.parse(state) as { role: number; numer_pracownika: number; apollo: Record<string, any> }) : null };
  };
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const firstStockNames = async (token: string) => {
    const list = await t.gql<{ stockItems: { items: Array<{ name: string }> } }>('{ stockItems(page: 1, limit: 10) { items { name } } }', {}, token);
    return list.data!.stockItems.items.map((i) => i.name);
  };
  /** What the browser gets at sign-in: the page-session cookie the server sets for the token. */
  const openPageSession = async (token: string, headers: Record<string, string> = {}) => {
    const res = await fetch(t.url + '/api/auth/page-session', { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers } });
    const setCookie = res.headers.get('set-cookie') ?? '';
    return { status: res.status, setCookie, value: decodeURIComponent(/^session=([^;]*)/.exec(setCookie)?.[1] ?? '') };
  };
  const session = async (role: DemoRole) => ({ session: (await openPageSession(await t.tokenFor(role))).value, viewport_width: '390' });

  it("renders Stany magazynowe with the user's first page of stock, the state to hydrate it, and no token in the page", async () => {
    const token = await t.tokenFor(4);
    const names = await firstStockNames(token);
    const { res, html, state } = await page('/app/inventories', await session(4));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(html).not.toContain('boot-loader"');
    expect(html).toContain('data-testid="page-title"');
    expect(names.length).toBe(10);
    for (const name of names) expect(html).toContain(escape(name));
    expect(state?.role).toBe(4);
    expect(state?.numer_pracownika).toBe(1004);
    expect(Object.keys(state!.apollo).filter((k) => k.startsWith('StockItem:'))).toHaveLength(10);
    expect(html).not.toContain(token);
    // The styles went to <head>; React wrote no inline script (the CSP has none for it).
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="css-global');
    expect(html.slice(html.indexOf('<body'))).not.toContain('<style data-emotion');
    expect(html).not.toMatch(/<script>\$R|<template/);
  });

  it("renders Pakowanie with the packing queue's documents", async () => {
    const token = await t.tokenFor(3);
    const queue = await t.gql<{ documents: { items: Array<{ number: string }> } }>('{ documents(page: 1, limit: 100) { items { number } } }', {}, token);
    const { html, state } = await page('/app/packing', await session(3));
    expect(state?.role).toBe(3);
    const numbers = queue.data!.documents.items.map((d) => d.number);
    expect(numbers.length).toBeGreaterThan(0);
    expect(html).toContain(escape(numbers[0]));
    // every query the screen asks for was answered: the header shows who is signed in
    expect(html).toContain('Marek Magazynowy');
    expect(Object.keys(state!.apollo.ROOT_QUERY)).toContain('me');
  });

  it("renders Produkcja's first tab: the station's scan field and the open records, with the state to hydrate them", async () => {
    const token = await t.tokenFor(3);
    const open = await t.gql<{ manufacturingRecords: { totalCount: number; items: Array<{ id: number; numer_zamowienia: string }> } }>(
      '{ manufacturingRecords(page: 1, limit: 24, complete: false, sort: "created_at", order: "DESC") { totalCount items { id numer_zamowienia } } }',
      {},
      token,
    );
    const records = open.data!.manufacturingRecords.items;
    expect(records.length).toBeGreaterThan(0);
    const { html, state } = await page('/app/manufacturing', await session(3));
    expect(state?.role).toBe(3);
    expect(html).not.toContain('boot-loader"');
    // the scan field the early-input catcher keeps a scanner's keys for (ADR 1011), and every card
    expect(html).toMatch(/data-testid="station-scan"[^>]*data-scan-field=""/);
    expect(html.match(/data-testid="record-card"/g)).toHaveLength(records.length);
    for (const r of records) {
      expect(html).toContain(`data-early-tap="record:${r.id}"`);
      expect(html).toContain(`data-order="${escape(r.numer_zamowienia)}"`);
    }
    // every query the tab asks was answered on the server: the filter choices and the station's printers
    const asked = Object.keys(state!.apollo.ROOT_QUERY).join(' ');
    expect(asked).toContain('manufacturingRecords(');
    expect(asked).toContain('manufacturingFilters(');
    expect(asked).toContain('quickPrintPrinters');
    expect(html).not.toMatch(/<script>\$R|<template/);
    // a filter in the URL is the one rendered; role 2 (allowed on the route) gets the same screen
    const newest = records[0];
    const filtered = await page(`/app/manufacturing?worker=999999`, await session(3));
    expect(filtered.html).toContain('id="ssr-state"');
    expect(filtered.html).not.toContain(`data-early-tap="record:${newest.id}"`);
    expect((await page('/app/manufacturing', await session(2))).state?.role).toBe(2);
  });

  it("a screen's next render starts the queries the first one asked for and sends the same page and state", async () => {
    const cookies = { ...(await session(3)), viewport_width: '1024' };
    // a query string of its own: no other test has rendered this screen with it
    const first = await page('/app/manufacturing?tab=1', cookies);
    const next = await page('/app/manufacturing?tab=1', cookies);
    expect(first.html).toContain('data-testid="station-scan"');
    const withoutState = (html: string) => html.replace(/<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/, '');
    expect(withoutState(next.html)).toBe(withoutState(first.html));
    expect(Object.keys(next.state!.apollo.ROOT_QUERY).sort()).toEqual(Object.keys(first.state!.apollo.ROOT_QUERY).sort());
    expect(next.state!.apollo).toEqual(first.state!.apollo);
  });

  it("Produkcja's other tabs and a record's own path are rendered by the browser", async () => {
    const plain = (html: string) => html.includes('boot-loader') && !html.includes('ssr-state');
    for (const tab of ['2', '3', '4', '5', '6']) expect(plain((await page(`/app/manufacturing?tab=${tab}`, await session(4))).html)).toBe(true);
    expect(plain((await page('/app/manufacturing/1', await session(4))).html)).toBe(true);
    expect((await page('/app/manufacturing?tab=1', await session(4))).state?.role).toBe(4);
    // the route is role 2+: the klient's cookie renders nothing there
    expect(plain((await page('/app/manufacturing', await session(1))).html)).toBe(true);
  });

  it('follows the URL: a filter in the query string is the filter the server rendered with', async () => {
    const names = await firstStockNames(await t.tokenFor(4));
    const wanted = names[3];
    const { html } = await page(`/app/inventories?name=${encodeURIComponent(wanted)}`, await session(4));
    expect(html).toContain('id="ssr-state"');
    const other = names.find((n) => !n.includes(wanted) && !wanted.includes(n))!;
    expect(html).toContain(escape(wanted));
    expect(html).not.toContain(escape(other));
  });

  it('sends plain index.html without a session, with a bad or forged one, to a role the screen is not for, and in English', async () => {
    const plain = (html: string) => html.includes('boot-loader') && !html.includes('ssr-state');
    expect(plain((await page('/app/inventories', {})).html)).toBe(true);
    expect(plain((await page('/app/inventories', { session: 'not-a-token' })).html)).toBe(true);
    const token = await t.tokenFor(4);
    expect(plain((await page('/app/inventories', { session: token.slice(0, -3) + 'abc' })).html)).toBe(true);
    // Pakowanie is role 2+: the klient's cookie renders nothing there.
    expect(plain((await page('/app/packing', await session(1))).html)).toBe(true);
    // Screens without a first query of their own, and the bare /app redirect, are the browser's.
    expect(plain((await page('/app/order-history', await session(4))).html)).toBe(true);
    expect(plain((await page('/app', await session(4))).html)).toBe(true);
    expect(plain((await page('/app/inventories', { ...(await session(4)), ui_preferences: JSON.stringify({ locale: 'en' }) })).html)).toBe(true);
    // A sign-out elsewhere (the token's version moved on) ends the server's render as it ends the API.
    const signedOut = await session(2);
    expect((await page('/app/inventories', signedOut)).state?.role).toBe(2);
    const res = await t.rest('POST', '/api/auth/logout', { token: await t.tokenFor(2) });
    expect(res.status).toBeLessThan(300);
    expect(plain((await page('/app/inventories', signedOut)).html)).toBe(true);
  });

  it('the session cookie is set by the server: HttpOnly, SameSite=Strict, Path=/app, no longer lived than the token, Secure over HTTPS', async () => {
    const token = await t.tokenFor(3);
    const opened = await openPageSession(token);
    expect(opened.status).toBe(204);
    const attrs = opened.setCookie.split(';').map((a) => a.trim());
    expect(attrs).toEqual(expect.arrayContaining(['Path=/app', 'HttpOnly', 'SameSite=Strict']));
    expect(attrs).not.toContain('Secure');
    const maxAge = Number(attrs.find((a) => a.startsWith('Max-Age='))!.slice(8));
    const exp = (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp;
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000) + 1);
    // the cookie's token is not the API token, and expires with it
    expect(opened.value).not.toBe(token);
    expect((JSON.parse(Buffer.from(opened.value.split('.')[1], 'base64url').toString()) as { exp: number }).exp).toBe(exp);
    const https = await openPageSession(token, { 'x-forwarded-proto': 'https' });
    expect(https.setCookie.split(';').map((a) => a.trim())).toContain('Secure');
    // no token, or an API key: nothing set
    const anonymous = await fetch(t.url + '/api/auth/page-session', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    // sign-out clears it (no token needed: it only expires this browser's cookie)
    const closed = await fetch(t.url + '/api/auth/page-session', { method: 'DELETE' });
    expect(closed.status).toBe(204);
    expect(closed.headers.get('set-cookie')).toMatch(/^session=; Path=\/app; HttpOnly; SameSite=Strict; Max-Age=0/);
  });

  it('the cookie is good for the page render only: the API refuses it as a Bearer token, and an API token in the cookie renders nothing', async () => {
    const token = await t.tokenFor(4);
    const pageToken = (await openPageSession(token)).value;
    expect((await page('/app/inventories', { session: pageToken })).state?.role).toBe(4);
    expect((await t.rest('GET', '/api/users?page=1', { token: pageToken })).status).toBe(401);
    expect((await t.gql('{ me { email } }', {}, pageToken)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // the page token cannot make another cookie either
    expect((await openPageSession(pageToken)).status).toBe(401);
    // a cookie sent to the API is no credential: only Authorization: Bearer is
    expect((await fetch(t.url + '/api/users?page=1', { headers: { cookie: `session=${encodeURIComponent(pageToken)}` } })).status).toBe(401);
    const html = (await page('/app/inventories', { session: token })).html;
    expect(html).not.toContain('ssr-state');
  });

  it('keeps concurrent renders of different users apart', async () => {
    const [admin, klient] = [await session(4), await session(1)];
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => page('/app/inventories', i % 2 ? klient : admin)));
    answers.forEach((a, i) => {
      expect(a.state?.role).toBe(i % 2 ? 1 : 4);
      expect(a.state?.numer_pracownika).toBe(i % 2 ? 1001 : 1004);
    });
  });
});
