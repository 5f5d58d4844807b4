import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, mainMenu, menuEntries, newPage, screenshot, signIn, USERS } from '../support/browser.mjs';

describe('layout', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('keeps the dark theme across a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.admin.email);
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'light');

    await page.getByRole('button', { name: 'Włącz tryb ciemny' }).click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    await page.reload();

    await page.getByTestId('page-title').waitFor();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');
    assert.match((await page.locator('html').getAttribute('class')) ?? '', /\bdark\b/);
    await page.getByRole('button', { name: 'Włącz tryb jasny' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Pakowanie' }).waitFor();
    await screenshot(page, 'admin-dark');
    await page.context().close();
  });

  it('switches to top navigation and keeps it across a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email);

    await page.getByRole('button', { name: 'Profil użytkownika' }).click();
    await page.getByRole('menuitem', { name: 'Nawigacja górna' }).click();
    await page.getByTestId('top-nav').waitFor();
    await page.reload();

    await page.getByTestId('top-nav').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Pakowanie' }).waitFor();
    assert.equal(await page.getByTestId('side-nav').count(), 0);
    assert.deepEqual(await menuEntries(page), ['Pakowanie', 'Produkcja', 'Stany magazynowe', 'Wydruk etykiet']);
    await screenshot(page, 'top-navigation');
    await page.context().close();
  });

  it('collapses the side navigation to 80 px and expands it to 250 px', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.admin.email);
    const sideNav = page.getByTestId('side-nav');
    assert.equal((await sideNav.boundingBox())?.width, 250);

    await page.getByRole('button', { name: 'Zwiń menu' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="side-nav"]')?.getBoundingClientRect().width === 80);

    await page.getByRole('button', { name: 'Rozwiń menu' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="side-nav"]')?.getBoundingClientRect().width === 250);
    await page.context().close();
  });

  it('animates the side menu unless the person asked the system for less motion', async () => {
    const transition = (page) => page.getByTestId('side-nav').evaluate((el) => getComputedStyle(el).transitionDuration);
    const moving = await newPage(browser, undefined, { reducedMotion: 'no-preference' });
    await signIn(moving, USERS.admin.email);
    assert.equal(await transition(moving), '0.2s');
    await moving.context().close();

    const still = await newPage(browser, undefined, { reducedMotion: 'reduce' });
    await signIn(still, USERS.admin.email);
    assert.ok(Number.parseFloat(await transition(still)) < 0.001, `reduced motion: ${await transition(still)}`);
    // No frames in between: every frame the page paints, from before the click until the menu is
    // collapsed, shows the menu at 250 or at 80 px, never on its way. (Read frame by frame rather
    // than in the frame after the click: on a busy machine the click may be handled a frame or
    // two after Playwright has sent it.)
    await still.evaluate(() => {
      window.sideNavWidths = [];
      const sample = () => {
        window.sideNavWidths.push(document.querySelector('[data-testid="side-nav"]').getBoundingClientRect().width);
        if (window.sideNavWidths.at(-1) !== 80 || window.sideNavWidths.length < 2) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await still.getByRole('button', { name: 'Zwiń menu' }).click();
    await still.getByRole('button', { name: 'Rozwiń menu' }).waitFor();
    await still.waitForFunction(() => window.sideNavWidths.at(-1) === 80);
    const widths = await still.evaluate(() => window.sideNavWidths);
    assert.deepEqual(
      widths.filter((w) => w !== 250 && w !== 80),
      [],
      `frames between 250 and 80 px: ${widths.join(', ')}`,
    );
    await still.context().close();
  });

  it('shows the menu in a 256 px drawer on a small screen', async () => {
    const page = await newPage(browser, { width: 390, height: 800 });
    await signIn(page, USERS.magazyn.email);
    assert.equal(await page.getByTestId('side-nav').isVisible(), false);

    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    const drawer = page.getByTestId('mobile-nav-drawer');
    await drawer.waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="mobile-nav-drawer"]')?.getBoundingClientRect();
      return box && box.left === 0 && box.width === 256;
    });
    await screenshot(page, 'mobile-drawer');
    await drawer.getByRole('link', { name: 'Stany magazynowe' }).click();

    await page.waitForURL(/\/app\/inventories$/);
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 2, name: 'Stany magazynowe' }).waitFor();
    assert.equal(await mainMenu(page).count(), 0);
    await page.context().close();
  });

  it('fits the manufacturing tab strip on a 390 px phone: no sideways scrolling, every tab in view, the tab in the URL', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, USERS.admin.email, { to: '/app/manufacturing' });
    const strip = page.getByTestId('manufacturing-tab-strip');
    await strip.waitFor();
    await page.getByTestId('manufacturing-tab-6').waitFor();
    const widths = await page.evaluate(() => {
      const list = document.querySelector('[data-testid="manufacturing-tab-strip"]');
      return { doc: document.documentElement.scrollWidth, view: document.documentElement.clientWidth, list: list.scrollWidth, listBox: list.clientWidth };
    });
    assert.ok(widths.doc <= widths.view, `the page scrolls sideways: ${widths.doc} px in ${widths.view} px`);
    assert.ok(widths.list <= widths.listBox, `the tab strip scrolls sideways: ${widths.list} px in ${widths.listBox} px`);
    for (const tab of await page.getByRole('tab').all()) {
      const box = await tab.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= 390, `tab "${await tab.textContent()}" leaves the screen (${box.x}..${box.x + box.width})`);
    }
    await page.getByTestId('manufacturing-tab-3').click();
    await page.waitForURL(/\/app\/manufacturing\?tab=3$/);
    assert.equal(await page.getByTestId('manufacturing-tab-3').getAttribute('aria-selected'), 'true');
    await screenshot(page, 'manufacturing-tabs-390');
    await page.context().close();
  });
});
