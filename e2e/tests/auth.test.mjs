import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, loginFields, newPage, screenshot, signIn, signInWithForm, USERS } from '../support/browser.mjs';

describe('sign-in', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('shows the validation texts of the login form', async () => {
    const page = await newPage(browser);
    await page.goto('/authentication/login');
    const fields = loginFields(page);

    await fields.submit.click();
    await page.getByText('Proszę podać nazwę użytkownika').waitFor();

    await fields.username.fill('admin');
    await fields.submit.click();
    await page.getByText('Prosze podać poprawny email!').waitFor();
    await screenshot(page, 'login-validation');
    await page.context().close();
  });

  it('says "Niepoprawne dane" for a wrong password', async () => {
    const page = await newPage(browser);
    await page.goto('/authentication/login');

    await signInWithForm(page, USERS.admin.email, 'wrong-password');

    await page.getByTestId('login-error').getByText('Niepoprawne dane').waitFor();
    assert.match(page.url(), /\/authentication\/login$/);
    await page.context().close();
  });

  it('sends unknown authentication paths and "/" to the right place', async () => {
    const page = await newPage(browser);

    await page.goto('/authentication/whatever');
    await page.waitForURL(/\/authentication\/login$/);

    await page.goto('/');
    await page.waitForURL(/\/authentication\/login$/);
    await page.context().close();
  });

  it('returns to the remembered origin after signing in', async () => {
    const page = await newPage(browser);
    await page.goto('/app/order-history');
    await page.waitForURL(/\/authentication\/login$/);

    await signInWithForm(page, USERS.admin.email);

    await page.waitForURL(/\/app\/order-history$/);
    await page.getByRole('heading', { level: 2, name: 'Historia zamówień' }).waitFor();
    await page.context().close();
  });

  it('signs in with the form onto the role\'s landing screen, and out with "Wyloguj" in the profile dropdown', async () => {
    const page = await newPage(browser);
    await page.goto('/authentication/login');
    await signInWithForm(page, USERS.magazyn.email);
    await page.waitForURL(/\/app\/packing$/, { timeout: 30_000 });
    await page.getByTestId('page-title').waitFor({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Profil użytkownika' }).click();
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();

    await page.waitForURL(/\/authentication\/login$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.goto('/app/packing');
    await page.waitForURL(/\/authentication\/login$/);
    await page.context().close();
  });

  it('ends the session when the server rejects the token', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.admin.email);
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));

    await page.goto('/app/users');

    await page.waitForURL(/\/authentication\/login$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    await page.context().close();
  });
});
