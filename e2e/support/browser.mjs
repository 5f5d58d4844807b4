// Shared helpers of the browser tests: Debian's chromium driven by playwright-core.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

export const PASSWORD = 'demo1234';
export const USERS = {
  klient: { email: 'klient@example.com', role: 1 },
  biuro: { email: 'biuro@example.com', role: 2 },
  magazyn: { email: 'magazyn@example.com', role: 3 },
  admin: { email: 'admin@example.com', role: 4 },
};

const LAUNCH_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium as its headless shell (package chromium-headless-shell: the same engine
 *  without the browser's own window layer, what Playwright itself runs headless) when installed:
 *  the whole browser-test run spent 46 % less of the browser's CPU with it and passed the same
 *  tests. The full browser otherwise. */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: LAUNCH_ARGS });
}

/** A fresh context (own localStorage) and page; desktop size unless told otherwise. The browser
 *  asks for reduced motion, as a person may in their system settings: drawers, dialogs and notices
 *  are in place at once instead of being painted frame by frame (about an eighth of the browser's
 *  CPU in these tests); layout.test.mjs checks the motion of those who did not ask. */
export async function newPage(browser, viewport = { width: 1366, height: 850 }, { reducedMotion = 'reduce' } = {}) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: 'pl-PL', reducedMotion });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  untilHydrated(page);
  recordSubscriptions(page);
  return page;
}

/** The operation names of the GraphQL subscriptions the page has sent on an acknowledged live
 *  channel (graphql-ws `subscribe` frames after `connection_ack`), newest last. */
function recordSubscriptions(page) {
  page.liveSubscriptions = [];
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/graphql')) return;
    let acked = false;
    const pending = [];
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"connection_ack"')) {
        acked = true;
        page.liveSubscriptions.push(...pending.splice(0));
      }
    });
    ws.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string') return;
      const message = JSON.parse(payload);
      if (message.type !== 'subscribe') return;
      const name = /subscription\s+(\w+)/.exec(message.payload?.query ?? '')?.[1] ?? '';
      (acked ? page.liveSubscriptions : pending).push(name);
    });
  });
}

/** Waits until the page has subscribed to `name` (e.g. 'DocumentUpdated') on its live channel:
 *  an event published after this reaches the page. */
export async function subscribed(page, name, timeout = 15_000) {
  for (const until = Date.now() + timeout; !page.liveSubscriptions.includes(name); ) {
    if (Date.now() > until) throw new Error(`the page did not subscribe to ${name} (it did: ${page.liveSubscriptions.join(', ') || 'none'})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A screen the server rendered (ADR 0950) shows before React has hydrated it, and a click or a
 *  key sent to it then lands nowhere: after a navigation the tests wait for <html data-app-ready>
 *  on such a page (a page the browser renders itself is ready when its elements show). */
export const hydrated = (page) =>
  page.waitForFunction(() => !document.getElementById('ssr-state') || document.documentElement.dataset.appReady === 'true', null, { timeout: 30_000 });

function untilHydrated(page) {
  for (const name of ['goto', 'reload', 'waitForURL']) {
    const original = page[name].bind(page);
    page[name] = async (...args) => {
      const result = await original(...args);
      await hydrated(page);
      return result;
    };
  }
}

const cdpSessions = new WeakMap();

/** A barcode scanner: the code as a burst of keys 5 ms apart, then Enter, to whatever has the
 *  focus. The keys carry the scanner's own timestamps (CDP `Input.dispatchKeyEvent`), as a
 *  scanner's keys carry the hardware's: the app tells a scan from typing by `event.timeStamp`,
 *  and a busy test machine would otherwise space keys it sends one by one further apart than any
 *  scanner does. */
export async function scanBurst(page, code) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
  const cdp = cdpSessions.get(page);
  const start = Date.now() / 1000;
  const keys = [...code].map((ch) => ({ key: ch, text: ch, unmodifiedText: ch, windowsVirtualKeyCode: /[a-z0-9]/i.test(ch) ? ch.toUpperCase().charCodeAt(0) : 0 }));
  keys.push({ key: 'Enter', code: 'Enter', text: '\r', unmodifiedText: '\r', windowsVirtualKeyCode: 13 });
  for (const [i, k] of keys.entries()) {
    const timestamp = start + (i * 5) / 1000;
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...k, timestamp });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: k.key, code: k.code, windowsVirtualKeyCode: k.windowsVirtualKeyCode, timestamp: timestamp + 0.002 });
  }
}

export function loginFields(page) {
  return {
    username: page.getByLabel('Nazwa użytkownika'),
    password: page.getByLabel('Hasło'),
    submit: page.getByRole('button', { name: 'Zaloguj', exact: true }),
  };
}

/** Signs in through the login form (the page must be on the login screen). */
export async function signInWithForm(page, email, password = PASSWORD) {
  const fields = loginFields(page);
  await fields.username.fill(email);
  await fields.password.fill(password);
  await fields.submit.click();
}

/** Signs in through the API and keeps the session the way the sign-in form does (localStorage,
 *  and the server's page-render cookie asked for with the token), then opens `to` (default: the
 *  app area, which sends the role to its landing screen). Sign-in is every test's first step, not
 *  what it tests: the form's ~3.5 s per sign-in is spent only in auth.test.mjs, which tests the
 *  form, and a test that works on one screen opens it directly instead of loading the landing
 *  screen first (a whole app load, about a second of the browser's CPU, saved 60 times a run).
 *  `options`: the password (a string) or `{ password, to }`. */
export async function signIn(page, email, options = {}) {
  const { password = PASSWORD, to = '/app' } = typeof options === 'string' ? { password: options } : options;
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${email} through the API: ${res.status} ${await res.text()}`);
  const { access_token: token, role, numer_pracownika: employeeNumber } = await res.json();
  // localStorage and the cookie belong to the app's origin: a small same-origin answer to work from.
  if (new URL(page.url()).origin !== new URL(baseUrl).origin) await page.goto('/healthz', { timeout: 30_000 });
  const pageSession = await page.evaluate(
    async ({ token, role, employeeNumber }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('role', String(role));
      localStorage.setItem('numer_pracownika', String(employeeNumber));
      return (await fetch('/api/auth/page-session', { method: 'POST', headers: { authorization: `Bearer ${token}` }, credentials: 'same-origin' })).status;
    },
    { token, role, employeeNumber },
  );
  if (pageSession >= 300) throw new Error(`POST /api/auth/page-session for ${email}: ${pageSession}`);
  // Every test's first step, not what it tests: a busy CI machine (shards starting at once) may
  // take longer than the 10 s default for the first server-rendered page.
  await page.goto(to, { timeout: 30_000 });
  if (to === '/app') await page.waitForURL(/\/app\//, { timeout: 30_000 });
  await page.getByTestId('page-title').waitFor({ timeout: 30_000 });
  await hydrated(page);
}

export function mainMenu(page) {
  return page.getByRole('navigation', { name: 'Menu główne' });
}

export async function menuEntries(page) {
  const menu = mainMenu(page);
  await menu.getByRole('link').first().waitFor();
  return (await menu.getByRole('link').allTextContents()).map((text) => text.trim());
}

/** Waits until no animation that ends is running (drawers sliding in, dialogs fading in; a
 *  spinner's endless one aside): what a screenshot or a colour check should see. */
export async function settled(page) {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    null,
    { timeout: 10_000 },
  );
}

/** The location form has its answer for `location` (normalised): offered among the suggestions
 *  (it is in use), or the "not in use yet" warning shows. */
export async function locationChecked(page, location) {
  await page.waitForFunction(
    (loc) => document.querySelector(`#stock-location-suggestions option[value="${loc}"]`) || document.querySelector('[data-testid="new-location-warning"]'),
    location,
    { timeout: 10_000 },
  );
}

export async function screenshot(page, name) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: false });
}

/**
 * Opens a server-rendered screen with the app's entry script held (ADR 1011, 1100), at 4x CPU when
 * `throttle`: the window in which the page only looks ready, made certain. Waits for `readyTestId`
 * and for the whole HTML to be parsed (the state script comes last; at 4x CPU on a busy machine
 * the parser may still be before it), checks the server rendered it and that it is not yet the
 * app. `release()` lets the script load and waits for the app.
 */
export async function openServerRenderHeld(page, path, { readyTestId, what, throttle = true }) {
  const cdp = await page.context().newCDPSession(page);
  if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  let requested = false;
  // the entry module of index.html (/assets/index-<hash>.js); the route chunks load as always
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  // frame.goto: the page's goto waits for hydration, which is what is held here
  await page.mainFrame().goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.getByTestId(readyTestId).waitFor();
  // 'interactive': all parsed; the held module script would run only after that
  await page.waitForFunction(() => document.readyState !== 'loading');
  assert.equal(await page.locator('#ssr-state').count(), 1, `${what} came rendered by the server`);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.appReady ?? null), null, 'not yet the app');
  return {
    release: async () => {
      assert.ok(requested, 'the entry script was asked for (and held)');
      release();
      await hydrated(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
  };
}
