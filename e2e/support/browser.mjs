// Shared helpers of the browser tests: Debian's chromium driven by playwright-core.
import { mkdirSync } from 'node:fs';
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

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: LAUNCH_ARGS });
}

/** A fresh context (own localStorage) and page; desktop size unless told otherwise. */
export async function newPage(browser, viewport = { width: 1366, height: 850 }) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: 'pl-PL' });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  untilHydrated(page);
  return page;
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

/** Signs in through the API and stores the session the way the sign-in form does (localStorage
 *  and the page-load cookie), then opens the app area, which sends the role to its landing screen.
 *  Sign-in is every test's first step, not what it tests: the form's ~3.5 s per sign-in is spent
 *  only in auth.test.mjs, which tests the form. */
export async function signIn(page, email, password = PASSWORD) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password }) });
  if (res.status !== 200) throw new Error(`sign-in of ${email} through the API: ${res.status} ${await res.text()}`);
  const { access_token: token, role, numer_pracownika: employeeNumber } = await res.json();
  // localStorage belongs to the app's origin: a small same-origin answer to write it from.
  if (new URL(page.url()).origin !== new URL(baseUrl).origin) await page.goto('/healthz');
  await page.evaluate(
    ({ token, role, employeeNumber }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('role', String(role));
      localStorage.setItem('numer_pracownika', String(employeeNumber));
    },
    { token, role, employeeNumber },
  );
  const { hostname } = new URL(baseUrl);
  await page.context().addCookies([{ name: 'session', value: encodeURIComponent(token), domain: hostname, path: '/app', sameSite: 'Strict', expires: Math.floor(Date.now() / 1000) + 3600 }]);
  await page.goto('/app');
  await page.waitForURL(/\/app\//, { timeout: 30_000 });
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

export async function screenshot(page, name) {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: false });
}
