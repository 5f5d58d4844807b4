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
  return page;
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

/** Opens the login page, signs in and waits for the app area. */
export async function signIn(page, email, password = PASSWORD) {
  await page.goto('/authentication/login');
  await signInWithForm(page, email, password);
  await page.waitForURL(/\/app\//);
  await page.getByTestId('page-title').waitFor();
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
