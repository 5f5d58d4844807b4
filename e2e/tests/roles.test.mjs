import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, mainMenu, menuEntries, newPage, screenshot, signIn, USERS } from '../support/browser.mjs';

const CASES = [
  { user: USERS.klient, landing: '/app/inventories', title: 'Stany magazynowe', menu: ['Stany magazynowe'] },
  { user: USERS.biuro, landing: '/app/packing', title: 'Pakowanie', menu: ['Pakowanie', 'Stany magazynowe'] },
  {
    user: USERS.magazyn,
    landing: '/app/packing',
    title: 'Pakowanie',
    menu: ['Pakowanie', 'Produkcja', 'Stany magazynowe', 'Wydruk etykiet'],
  },
  {
    user: USERS.admin,
    landing: '/app/packing',
    title: 'Pakowanie',
    menu: ['Pakowanie', 'Produkcja', 'Stany magazynowe', 'Wydruk etykiet', 'Historia zamówień', 'Użytkownicy', 'Dane produkcyjne'],
  },
];

describe('roles', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const { user, landing, title, menu } of CASES) {
    it(`role ${user.role} (${user.email}) lands on ${landing} and sees its menu`, async () => {
      const page = await newPage(browser);

      await signIn(page, user.email);

      assert.equal(new URL(page.url()).pathname, landing);
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      assert.equal(await page.getByTestId('page-title').textContent(), title);
      assert.deepEqual(await menuEntries(page), menu);
      if (user.role === 4) await screenshot(page, 'admin-light');
      await page.context().close();
    });
  }

  it('leaves out a route above the role: role 1 on /app/users', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.klient.email, { to: '/app/users' });

    await page.getByText('Nie znaleziono strony').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Użytkownicy' }).count(), 0);
    assert.equal(await mainMenu(page).getByRole('link', { name: 'Użytkownicy' }).count(), 0);
    await page.context().close();
  });

  it('opens manufacturing for role 2 by URL although its menu entry starts at role 3', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.biuro.email, { to: '/app/manufacturing' });
    await page.getByRole('heading', { level: 2, name: 'Produkcja' }).waitFor();
    assert.equal(await page.getByRole('tab', { selected: true }).textContent(), 'Produkcja niestandardowa');

    // /app/manufacturing/{id}: the same screen with record 12 in a (modal) drawer on its own tab
    await page.goto('/app/manufacturing/12');
    await page.getByTestId('record-drawer').getByText('Rekord 12').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Produkcja', includeHidden: true }).waitFor();
    assert.equal(await mainMenu(page).getByRole('link', { name: 'Produkcja' }).count(), 0);
    await page.context().close();
  });

  it('filters the menu with the search box', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.admin.email);

    await mainMenu(page).getByRole('searchbox', { name: 'Szukaj w menu' }).fill('prod');

    assert.deepEqual(await menuEntries(page), ['Produkcja', 'Dane produkcyjne']);
    await page.context().close();
  });
});
