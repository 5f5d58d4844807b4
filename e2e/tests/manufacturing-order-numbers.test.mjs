import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, settled, signIn, USERS } from '../support/browser.mjs';

/** Issue 23 item 5: a record card shows its whole order number (the workshop tells records apart by
 *  it), at the widths where it was cut: 1024 px (open records, 4 columns) and 1440 px (Zakończone,
 *  beside the batches); and on a phone. */

/** Every card's order number on the tab: its text, and whether it is drawn whole inside its card. */
function orderNumbers(page, tabTestId) {
  return page.evaluate((tab) => {
    const root = tab ? document.querySelector(`[data-testid="${tab}"]`) : document;
    return [...root.querySelectorAll('[data-testid="record-card"]')].map((card) => {
      const open = card.querySelector('[data-testid="record-open"]');
      const box = open.getBoundingClientRect();
      const cardBox = card.getBoundingClientRect();
      const style = getComputedStyle(open);
      return {
        order: card.getAttribute('data-order'),
        text: open.textContent,
        // nothing scrolled out of sight or hidden behind an ellipsis
        overflows: open.scrollWidth > open.clientWidth + 0.5 || style.textOverflow === 'ellipsis',
        inside: box.left >= cardBox.left - 0.5 && box.right <= cardBox.right + 0.5,
      };
    });
  }, tabTestId);
}

function assertWhole(cards, where) {
  assert.ok(cards.length > 0, `${where}: cards shown`);
  for (const c of cards) {
    assert.equal(c.text, c.order, `${where}: the card reads the whole ${c.order}`);
    assert.equal(c.overflows, false, `${where}: ${c.order} is not cut`);
    assert.equal(c.inside, true, `${where}: ${c.order} stays inside its card`);
  }
}

describe('record cards: the whole order number', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const [width, height] of [
    [1024, 800],
    [1440, 900],
    [390, 844],
  ]) {
    it(`at ${width} px the open and the completed records show their order numbers whole`, async () => {
      const page = await newPage(browser, { width, height });
      await signIn(page, USERS.admin.email, { to: '/app/manufacturing' });
      await page.getByTestId('record-card').first().waitFor({ timeout: 20_000 });
      assertWhole(await orderNumbers(page, null), `Produkcja niestandardowa at ${width}`);
      await settled(page);
      await screenshot(page, `h1-order-numbers-open-${width}`);

      await page.getByRole('tab', { name: 'Zakończone' }).click();
      await page.locator('[data-testid="completed-tab"] [data-testid="record-card"]').first().waitFor({ timeout: 20_000 });
      assertWhole(await orderNumbers(page, 'completed-tab'), `Zakończone at ${width}`);
      await settled(page);
      await screenshot(page, `h1-order-numbers-completed-${width}`);
      await page.context().close();
    });
  }
});
