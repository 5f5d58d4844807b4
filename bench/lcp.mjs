// LCP of Stany magazynowe and Pakowanie on a slow phone-like machine (issue 15, ADR 0865):
// Chromium (Debian's, via playwright-core) with 4x CPU throttling and "Fast 3G" (562.5 ms RTT,
// 1.44 Mbit/s down, 675 kbit/s up) set over CDP, a cold cache per run, signed in as the admin.
// Starts the built server itself on a fresh SQLite database (like e2e/run.mjs).
//   npm run build && node bench/lcp.mjs            (BENCH_LCP_RUNS=5 by default)
// Produkcja on a handheld at 1024 px (issue 23 item 14), Pakowanie beside it as the reference:
//   BENCH_LCP_SCREENS=produkcja,pakowanie BENCH_LCP_WIDTH=1024 node bench/lcp.mjs
// BENCH_ROOT=<folder> measures another build (server/dist, client/dist, client/dist-ssr) instead.
// Each run also reports the JavaScript fetched before the LCP (scripts whose response ended
// before it: raw kB as parsed, and kB over the wire).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
const ALL_SCREENS = [
  { key: 'stany', name: 'Stany magazynowe', path: '/app/inventories' },
  { key: 'pakowanie', name: 'Pakowanie', path: '/app/packing' },
  { key: 'produkcja', name: 'Produkcja', path: '/app/manufacturing' },
];
const wanted = (process.env.BENCH_LCP_SCREENS ?? 'stany,pakowanie').split(',');
const SCREENS = ALL_SCREENS.filter((s) => wanted.includes(s.key));
const WIDTH = Number(process.env.BENCH_LCP_WIDTH ?? 390);
const HEIGHT = WIDTH >= 1024 ? 768 : 844;
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.44 * 1024 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'glass-lcp-'));
const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
delete env.DATABASE_URL;
delete env.NODE_ENV;
// BENCH_ROOT: another build of the app (e.g. a copy of the build before a change), measured in the same run.
const appRoot = process.env.BENCH_ROOT ?? root;
const server = spawn(process.execPath, [join(appRoot, 'server/dist/server/src/main.js')], { cwd: appRoot, env, stdio: 'ignore' });
// a busy machine may take a minute or more to start it
for (let i = 0; i < 960; i++) {
  try {
    if ((await fetch(`${base}/readyz`)).status === 200) break;
  } catch {
    // not yet
  }
  await new Promise((r) => setTimeout(r, 250));
}

const login = await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin@example.com', password: 'demo1234' }) })).json();
// The page-render cookie the server sets at sign-in (ADR 0971): a page token, not the API token
// (an API token in the cookie renders nothing).
const pageSession = await fetch(`${base}/api/auth/page-session`, { method: 'POST', headers: { authorization: `Bearer ${login.access_token}` } });
const pageToken = decodeURIComponent(/^session=([^;]*)/.exec(pageSession.headers.get('set-cookie') ?? '')?.[1] ?? '');
if (!pageToken) throw new Error(`POST /api/auth/page-session: ${pageSession.status}, no session cookie`);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });

async function measure(path) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, baseURL: base, locale: 'pl-PL' });
  await context.addInitScript((s) => {
    localStorage.setItem('token', s.access_token);
    localStorage.setItem('role', String(s.role));
    localStorage.setItem('numer_pracownika', String(s.numer_pracownika));
  }, login);
  // What a signed-in browser carries (ADR 0950): the app writes these cookies at sign-in and on
  // every page load (the window's width: index.html). BENCH_LCP_SSR=0 leaves them out, which
  // measures the browser-rendered path (a first visit before signing in on this device).
  if (process.env.BENCH_LCP_SSR !== '0') {
    await context.addCookies([
      { name: 'session', value: pageToken, url: `${base}/app`, sameSite: 'Strict', httpOnly: true },
      { name: 'viewport_width', value: String(WIDTH), url: `${base}/app`, sameSite: 'Strict' },
    ]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  const started = Date.now();
  await page.goto(path, { waitUntil: 'networkidle', timeout: 120_000 });
  // A screen that is not rendered on the server (Produkcja) asks for its chunk only after the entry
  // has run, which at 4x throttling can come after a quiet half second: wait for the screen.
  await page.waitForFunction(() => performance.getEntriesByName('app-ready').length > 0, null, { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 3000);
      }),
  );
  // When React has rendered or hydrated the screen and it takes clicks and keys (ADR 0950).
  const ready = await page.evaluate(() => performance.getEntriesByName('app-ready')[0]?.startTime ?? null);
  // The JavaScript the page waited for before it showed: scripts whose response ended before the LCP.
  const js = await page.evaluate((lcpAt) => {
    const scripts = performance.getEntriesByType('resource').filter((r) => /\.m?js(\?|$)/.test(r.name) && r.responseEnd <= (lcpAt ?? Infinity));
    return { raw: Math.round(scripts.reduce((n, r) => n + r.decodedBodySize, 0) / 1024), wire: Math.round(scripts.reduce((n, r) => n + r.encodedBodySize, 0) / 1024), files: scripts.map((r) => r.name.replace(/^.*\/assets\//, '')) };
  }, lcp);
  const result = { lcp, ready, idle: Date.now() - started, kB: Math.round(bytes / 1024), jsRaw: js.raw, jsWire: js.wire };
  if (process.env.BENCH_LCP_FILES) console.log(JSON.stringify({ path, lcp: Math.round(lcp ?? 0), jsBeforeLcp: js }));
  if (process.env.BENCH_LCP_TRACE) {
    // What the time went on: the LCP element, and every request's start and end (ms from navigation).
    const trace = await page.evaluate(() => {
      const lcpEntry = performance.getEntriesByType('largest-contentful-paint').at(-1);
      const el = lcpEntry?.element;
      const nav = performance.getEntriesByType('navigation')[0];
      const rows = performance.getEntriesByType('resource').map((r) => ({
        name: r.name.replace(location.origin, '') + (r.initiatorType === 'fetch' ? ' (fetch)' : ''),
        start: Math.round(r.startTime),
        end: Math.round(r.responseEnd),
        kB: Math.round(r.encodedBodySize / 1024),
      }));
      const paints = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
      return { lcpElement: el ? `${el.tagName.toLowerCase()}${el.dataset?.testid ? `[data-testid=${el.dataset.testid}]` : ''} "${(el.textContent ?? '').slice(0, 40)}"` : null, html: Math.round(nav?.responseEnd ?? 0), domContentLoaded: Math.round(nav?.domContentLoadedEventEnd ?? 0), paints, rows };
    });
    console.log(JSON.stringify({ path, lcp: Math.round(lcp ?? 0), ...trace }, null, 1));
  }
  await context.close();
  return result;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  console.log(`LCP, ${RUNS} cold runs each, ${WIDTH}x${HEIGHT}, 4x CPU, Fast 3G (median, min-max):`);
  for (const s of SCREENS) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(s.path));
    const lcps = runs.map((r) => r.lcp).filter((x) => x !== null);
    const readies = runs.map((r) => r.ready).filter((x) => x !== null);
    console.log(`${s.name.padEnd(18)} LCP ${Math.round(median(lcps))} ms (${Math.round(Math.min(...lcps))}-${Math.round(Math.max(...lcps))}), interactive ${Math.round(median(readies))} ms, network idle ${median(runs.map((r) => r.idle))} ms, ${median(runs.map((r) => r.kB))} kB transferred, JS before LCP ${median(runs.map((r) => r.jsRaw))} kB raw / ${median(runs.map((r) => r.jsWire))} kB wire`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
