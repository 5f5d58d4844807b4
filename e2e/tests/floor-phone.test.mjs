import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, apiToken, pushDocument } from '../support/api.mjs';
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

/** Whether the page scrolls sideways, and each `actionTestIds` element past the right edge. */
async function sidewaysProblems(page, actionTestIds) {
  return page.evaluate((ids) => {
    const width = document.documentElement.clientWidth;
    const problems = [];
    if (document.scrollingElement.scrollWidth > width + 1) problems.push(`the page scrolls sideways (${document.scrollingElement.scrollWidth} > ${width})`);
    for (const el of document.querySelectorAll('*')) {
      const s = getComputedStyle(el);
      if (/(auto|scroll)/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1 && el.closest('main')) problems.push(`${el.getAttribute('data-testid') ?? el.className} scrolls sideways`);
    }
    for (const id of ids) {
      const all = [...document.querySelectorAll(`[data-testid="${id}"]`)];
      if (all.length === 0) problems.push(`no ${id}`);
      for (const el of all) if (el.getBoundingClientRect().right > width) problems.push(`${id} past the right edge (${Math.round(el.getBoundingClientRect().right)} > ${width})`);
    }
    return problems;
  }, actionTestIds);
}

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
    await signIn(page, USERS.magazyn.email, { to: '/app/inventories' });
    await page.getByTestId('change-stock').first().waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    const controls = await page.evaluate(() => document.querySelectorAll('button, a[href], input:not([type=hidden]), select').length);
    assert.ok(controls >= 20, `the screen has its controls (${controls})`);
    assert.deepEqual(await smallControls(page, 44), []);
    await screenshot(page, 'stany-390-gloves');
    await page.context().close();
  });

  it('Braki szkła at 390 px: cards whose actions are on screen, no sideways scroll', async () => {
    const token = await apiToken(USERS.admin.email);
    const list = await api(token, 'GET', '/api/manufacturing/custom-manufacturing?limit=24');
    const record = list.body.data.find((r) => r.status !== 'DELETED');
    const reported = await api(token, 'POST', '/api/manufacturing/custom-manufacturing/report-missing', { id: record.id, reason: 'wada', note: 'e2e telefon', numer_pracownika: 1003 });
    assert.ok([200, 201].includes(reported.status), JSON.stringify(reported.body));

    const page = await newPage(browser, PHONE);
    await signIn(page, USERS.magazyn.email, { to: '/app/manufacturing?tab=3' });
    await page.getByTestId('missing-cards').getByTestId('missing-row').first().waitFor();
    await settled(page);
    assert.equal(await page.getByTestId('missing-table').count(), 0, 'no desktop table on a phone');
    assert.deepEqual(await sidewaysProblems(page, ['missing-print', 'missing-close']), []);
    assert.deepEqual(await smallControls(page, 44), []);
    await screenshot(page, 'braki-szkla-390');
    await page.context().close();
  });

  it('Wydruk etykiet at 390 px: cards whose actions are on screen, no sideways scroll', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, USERS.magazyn.email, { to: '/app/label-printing' });
    await page.getByTestId('labels-cards').getByTestId('label-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    assert.equal(await page.getByTestId('labels-table').count(), 0, 'no desktop table on a phone');
    assert.deepEqual(await sidewaysProblems(page, ['label-print', 'label-edit', 'label-delete']), []);
    assert.deepEqual(await smallControls(page, 44), []);
    // a card's checkbox still selects it for printing several at once
    await page.getByTestId('label-select').first().click();
    await page.waitForFunction(() => document.querySelector('[data-testid="labels-print-selected"]')?.disabled === false);
    await screenshot(page, 'wydruk-etykiet-390');
    await page.context().close();
  });

  it('Dane produkcyjne at 390 px: cards whose actions are on screen, no sideways scroll', async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, USERS.admin.email, { to: '/app/manufacturing-data' });
    await page.getByTestId('manufacturing-data-cards').getByTestId('manufacturing-data-row').first().waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page);
    assert.equal(await page.getByTestId('manufacturing-data-table').count(), 0, 'no desktop table on a phone');
    assert.deepEqual(await sidewaysProblems(page, ['md-row-edit', 'md-row-delete']), []);
    assert.deepEqual(await smallControls(page, 44), []);
    // the card's edit opens the row
    await page.getByTestId('md-row-edit').first().click();
    await page.getByTestId('manufacturing-data-drawer').waitFor();
    await screenshot(page, 'dane-produkcyjne-390-drawer');
    await page.keyboard.press('Escape');
    await page.getByTestId('manufacturing-data-drawer').waitFor({ state: 'detached' });
    await screenshot(page, 'dane-produkcyjne-390');
    await page.context().close();
  });

  it('the order PDF at 390 px zooms in (its lines readable), scrolling inside its frame, not the page', async () => {
    const token = await apiToken(USERS.admin.email);
    const number = `TEL/${Date.now().toString().slice(-6)}`;
    await pushDocument(token, number, { keyPrefix: 'e2e-phone-pdf' });
    const page = await newPage(browser, PHONE);
    await signIn(page, USERS.biuro.email, { to: '/app/packing' });
    await page.locator(`[data-testid="queue-row"][data-number="${number}"]`).click();
    const frame = page.getByTestId('document-pdf');
    const canvas = frame.locator('canvas').first();
    await canvas.waitFor();
    const fitWidth = (await canvas.boundingBox()).width;
    const frameWidth = (await frame.boundingBox()).width;
    assert.ok(fitWidth <= frameWidth, `fitted: the page is as wide as its frame (${fitWidth} <= ${frameWidth})`);
    await page.getByTestId('pdf-zoom-in').click();
    await page.getByTestId('pdf-zoom-in').click();
    await page.getByTestId('pdf-zoom-level').getByText('200%').waitFor();
    await page.waitForFunction((w) => document.querySelector('[data-testid="document-pdf"] canvas')?.getBoundingClientRect().width >= w * 1.9, fitWidth);
    assert.ok(await frame.evaluate((el) => el.scrollWidth > el.clientWidth), 'the frame scrolls sideways over the zoomed page');
    assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= document.documentElement.clientWidth + 1), 'the page itself does not');
    for (const id of ['pdf-zoom-in', 'pdf-zoom-out', 'pdf-zoom-fit']) assert.ok((await page.getByTestId(id).boundingBox()).height >= 44, `${id} >= 44 px`);
    await settled(page);
    await screenshot(page, 'packing-pdf-zoom-390');
    await page.getByTestId('pdf-zoom-fit').click();
    await page.waitForFunction((w) => Math.abs(document.querySelector('[data-testid="document-pdf"] canvas')?.getBoundingClientRect().width - w) < 2, fitWidth);
    await page.context().close();
  });
});
