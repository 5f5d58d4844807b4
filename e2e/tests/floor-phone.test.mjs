import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, settled, signIn, USERS } from '../support/browser.mjs';

/** Issue 23 item 9: the floor's screens on a 390 px phone, used with gloves (ADR 1022). */

const PHONE = { width: 390, height: 844 };

/** Every control on screen (buttons, links, fields, selects, anything focusable) smaller than
 *  `min` px tall: "testid or name WxH". */
const smallControls = (page, min) =>
  page.evaluate(
    (min) =>
      [...document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [tabindex="0"]')]
        .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
        // a native checkbox or radio is drawn by its (larger) label, which is what a finger hits
        .map((e) => (e.matches('input[type=checkbox], input[type=radio]') ? (e.closest('label') ?? e) : e))
        .filter((e) => e.getBoundingClientRect().height < min)
        .map((e) => {
          const b = e.getBoundingClientRect();
          return `${e.getAttribute('data-testid') ?? (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)} ${Math.round(b.width)}x${Math.round(b.height)}`;
        }),
    min,
  );

describe('floor screens on a phone', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('Stany magazynowe at 390 px: every control is at least 44 px tall', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, USERS.magazyn.email);
    await page.goto('/app/inventories');
    await page.getByTestId('change-stock').first().waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const controls = await page.evaluate(() => document.querySelectorAll('button, a[href], input:not([type=hidden]), select').length);
    assert.ok(controls >= 20, `the screen has its controls (${controls})`);
    assert.deepEqual(await smallControls(page, 44), []);
    await screenshot(page, 'stany-390-gloves');
    await page.context().close();
  });
});
