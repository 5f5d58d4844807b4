import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, locationChecked, newPage, screenshot, settled, signIn, USERS } from '../support/browser.mjs';
import { apiToken, pushDocument } from '../support/api.mjs';

/** Issue 15, "Stany magazynowe" and "Pakowanie": the stock table fits, a row or a scan opens the
 *  item's panel, changes answer with notices; the packing scan field never loses a scan. */

// The first items of the seeded catalogue (seed/stock-items.ts, deterministic).
const INDEX = 'UC-ZLO300-00001';
const EAN = '5900048000008';

async function withNav(page, navType) {
  await page.addInitScript((type) => localStorage.setItem('ui_preferences', JSON.stringify({ navType: type, navCollapsed: false, currentTheme: 'light', locale: 'pl' })), navType);
}

/** No sideways scrolling: neither the page nor the table's frame is wider than what it shows. */
async function overflow(page) {
  return page.evaluate(() => {
    const frame = document.querySelector('[data-testid="stock-table-frame"]');
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      frame: frame ? frame.scrollWidth - frame.clientWidth : null,
    };
  });
}

const scannerFocused = (page, testId) => page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId);
const notice = (page, text) => page.getByTestId('notice').filter({ hasText: text });

describe('Stany magazynowe on the floor', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  for (const [width, height, nav] of [
    [1440, 900, 'SIDE'],
    [1024, 768, 'TOP'],
    [1024, 768, 'SIDE'],
  ]) {
    it(`the table fits at ${width} px with the ${nav === 'TOP' ? 'top' : 'side'} menu, actions included; a click anywhere in a header sorts`, async () => {
      const page = await newPage(browser, { width, height });
      await withNav(page, nav);
      await signIn(page, USERS.admin.email);
      await page.goto('/app/inventories');
      await page.getByTestId('stock-row').first().waitFor();
      assert.deepEqual(await overflow(page), { page: 0, frame: 0 });
      // the actions of the first row are inside the viewport
      const box = await page.getByTestId('change-location').first().boundingBox();
      assert.ok(box && box.x + box.width <= width, `actions at ${box?.x}+${box?.width} of ${width}`);
      // a click near the right edge of the header (not on its text) sorts
      const header = page.getByRole('columnheader', { name: /Lokalizacja/ });
      const hb = await header.boundingBox();
      await page.mouse.click(hb.x + hb.width - 3, hb.y + 8);
      await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]')?.textContent?.includes('Lokalizacja'));
      await screenshot(page, `stock-table-${width}-${nav.toLowerCase()}`);
      await page.context().close();
    });
  }

  it('shows cards on a 390 px phone, without sideways scrolling; a card opens the panel', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, USERS.magazyn.email);
    await page.goto('/app/inventories');
    await page.getByTestId('stock-table-cards').waitFor();
    assert.equal(await page.getByTestId('stock-table').count(), 0);
    assert.equal((await overflow(page)).page, 0);
    await page.getByTestId('stock-row').first().click();
    await page.getByTestId('stock-panel').waitFor();
    await page.getByTestId('panel-count').waitFor();
    await settled(page); // the drawer's slide-in
    await screenshot(page, 'stock-panel-390');

    // a saved change's notice shows in the panel under the form, over none of its buttons (it
    // covered "Zapisz" when it lay over the page's bottom end), also with the next form open
    const panel = page.getByTestId('stock-panel');
    await panel.getByTestId('panel-add').click();
    await panel.getByTestId('stock-amount').fill('1');
    await panel.getByTestId('stock-save').click();
    await notice(page, 'Stan zmieniono pomyślnie').waitFor();
    await panel.getByTestId('panel-remove').click();
    await panel.getByTestId('stock-save').waitFor();
    const covered = await page.evaluate(() => {
      const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const notices = [...document.querySelectorAll('[data-testid="notice"]')].map((n) => n.getBoundingClientRect());
      const buttons = [...document.querySelectorAll('[data-testid="stock-panel"] button')].filter((b) => !b.closest('[data-testid="notice"]'));
      return buttons.filter((b) => notices.some((n) => hit(n, b.getBoundingClientRect()))).map((b) => b.textContent);
    });
    assert.deepEqual(covered, [], `notices lie over the panel's buttons: ${covered.join(', ')}`);
    assert.equal(await panel.getByTestId('notice').count(), 1, 'the notice is drawn in the panel');
    await screenshot(page, 'stock-panel-390-notice');
    await page.context().close();
  });

  it('a row opens the side panel: add with a chosen reason, move to a normalised location, both as notices and in its history', async () => {
    const page = await newPage(browser, { width: 1440, height: 900 });
    await signIn(page, USERS.admin.email);
    await page.goto('/app/inventories');
    await page.getByTestId('filter-index').fill(INDEX);
    const row = page.locator(`[data-testid="stock-row"][data-index="${INDEX}"]`);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="stock-row"]').length === 1);
    await row.getByTestId('cell-location').click();
    const panel = page.locator(`[data-testid="stock-panel"][data-index="${INDEX}"]`);
    await panel.waitFor();
    const before = Number((await panel.getByTestId('panel-quantity').textContent()).trim().split(' ')[0].replace(',', '.'));
    const oldLocation = (await panel.getByTestId('panel-location').textContent()).trim();
    await panel.getByTestId('panel-history-link').waitFor();
    assert.equal(await panel.getByTestId('panel-history-link').getAttribute('href'), `/app/order-history?reference=${INDEX}`);

    // add 3, reason Przyjęcie (the default of "Dodaj"), a note
    await panel.getByTestId('panel-add').click();
    await panel.getByTestId('stock-amount').fill('3');
    await panel.getByTestId('stock-preview').getByText(`Nowy stan: ${before + 3}`).waitFor();
    await panel.getByTestId('reason-Zwrot').click();
    await panel.getByTestId('stock-note').fill('od klienta e2e');
    await panel.getByTestId('stock-save').click();
    await notice(page, 'Stan zmieniono pomyślnie').waitFor();
    assert.equal(await page.getByTestId('message-dialog').count(), 0);
    await panel.getByTestId('panel-quantity').getByText(new RegExp(`^${before + 3} `)).waitFor();
    await panel.getByTestId('panel-change').first().getByText(/Zwrot: od klienta e2e/).waitFor();

    // remove more than there is: refused in the form, nothing sent
    await panel.getByTestId('panel-remove').click();
    await panel.getByTestId('stock-amount').fill(String(before + 4));
    await panel.getByTestId('stock-save').click();
    await panel.getByText('Stan nie może spaść poniżej zera').waitFor();

    // move: typed in lower case, normalised; a location nobody uses needs a confirmation
    const target = oldLocation === 'H-24-06' ? 'h-24-05' : 'h-24-06';
    await panel.getByTestId('panel-move').click();
    await panel.getByTestId('new-location').fill('zz9');
    await panel.getByTestId('location-save').click();
    await panel.getByText('Lokalizacja ma wyglądać jak A-01-03').waitFor();
    await panel.getByTestId('new-location').fill('k-99-01');
    await panel.getByTestId('new-location-warning').getByText('Lokalizacja K-99-01 jeszcze nie istnieje.').waitFor();
    assert.equal(await panel.getByTestId('location-save').isDisabled(), true);
    await panel.getByTestId('new-location').fill(target);
    await panel.getByText(`Zostanie zapisana jako ${target.toUpperCase()}`).waitFor();
    await locationChecked(page, target.toUpperCase());
    if (await panel.getByTestId('new-location-warning').count()) await panel.getByTestId('confirm-new-location').click();
    await panel.getByTestId('location-save').click();
    await notice(page, 'Lokalizację zmieniono pomyślnie').waitFor();
    await panel.getByTestId('panel-location').getByText(target.toUpperCase()).waitFor();
    await row.getByTestId('cell-location').getByText(target.toUpperCase()).waitFor();
    await screenshot(page, 'stock-panel-after-move');

    // "Zmieniono" shows the time of day too
    const changed = await row.locator('td').nth(6).textContent();
    assert.match(changed.trim(), /^\d{1,2}\/\d{1,2}\/\d{4} \d{2}:\d{2}$/);

    // the availability toggle answers with a notice, not a modal
    await panel.getByTestId('panel-close').click();
    await panel.waitFor({ state: 'detached' });
    await row.getByTestId('availability-switch').click();
    await notice(page, /kontrolę dostępności/).first().waitFor();
    assert.equal(await page.getByTestId('message-dialog').count(), 0);
    await page.context().close();
  });

  it('a scan that finds exactly one item opens its panel and leaves the focus in the scan field', async () => {
    const page = await newPage(browser, { width: 1024, height: 768 });
    await signIn(page, USERS.biuro.email);
    await page.goto('/app/inventories');
    await page.getByTestId('stock-scanner').fill(EAN);
    await page.getByTestId('stock-scanner').press('Enter');
    await page.locator(`[data-testid="stock-panel"][data-index="${INDEX}"]`).waitFor();
    assert.equal(await scannerFocused(page, 'stock-scanner'), true);
    await page.getByTestId('stock-scanner').fill('NIE-MA-TAKIEGO');
    await page.getByTestId('stock-scanner').press('Enter');
    await notice(page, 'Nie znaleziono pozycji NIE-MA-TAKIEGO').waitFor();
    assert.equal(await scannerFocused(page, 'stock-scanner'), true);
    await page.context().close();
  });
});

describe('Pakowanie with a scanner', () => {
  let browser;
  let token;
  before(async () => {
    browser = await launchBrowser();
    token = await apiToken(USERS.admin.email);
  });
  after(async () => {
    await browser?.close();
  });

  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [390, 844],
  ]) {
    it(`at ${width} px: errors and ships are notices with a tone, focus stays in the scan field, the next scan releases my lock`, async () => {
      const page = await newPage(browser, { width, height });
      const a = `FLOOR-A-${width}-${Date.now()}`;
      const b = `FLOOR-B-${width}-${Date.now()}`;
      await pushDocument(token, a, { keyPrefix: 'floor', pickup_place: '' });
      await pushDocument(token, b, { keyPrefix: 'floor', pickup_place: '' });
      await signIn(page, USERS.biuro.email);
      await page.goto('/app/packing');
      const scanner = page.getByTestId('scanner-input');
      await scanner.waitFor();
      await page.locator(`[data-testid="queue-row"][data-number="${b}"]`).waitFor();

      // an unknown number: an error notice with a tone, focus still in the field
      await scanner.fill('ZAM/NIE/ISTNIEJE');
      await scanner.press('Enter');
      const unknown = notice(page, 'Nie znaleziono zamówienia ZAM/NIE/ISTNIEJE w kolejce');
      await unknown.waitFor();
      assert.equal(await unknown.getAttribute('data-sound'), 'error');
      assert.equal(await scannerFocused(page, 'scanner-input'), true);
      assert.equal(await page.getByTestId('message-dialog').count(), 0);

      // scan A: locked; scan B: A released, B locked
      await page.keyboard.type(a);
      await page.keyboard.press('Enter');
      await page.locator(`[data-testid="document-detail"][data-number="${a}"]`).getByText('Zablokowany przeze mnie').waitFor();
      await page.keyboard.type(b);
      await page.keyboard.press('Enter');
      await page.locator(`[data-testid="document-detail"][data-number="${b}"]`).getByText('Zablokowany przeze mnie').waitFor();
      await notice(page, `Zwolniono blokadę dokumentu ${a}`).waitFor();
      if (width >= 1024) {
        await page.locator(`[data-testid="queue-row"][data-number="${a}"]`).getByText('Wolny').waitFor();
        await page.locator(`[data-testid="my-lock"][data-number="${b}"]`).waitFor();
        assert.equal(await page.locator(`[data-testid="my-lock"][data-number="${a}"]`).count(), 0);
      }
      // the PDF is drawn by pdf.js (no frame) and downloads under the order's number
      await page.getByTestId('pdf-page').locator('canvas').first().waitFor();
      assert.equal(await page.getByTestId('document-download').getAttribute('download'), `${b}.pdf`);

      // ship with a real click (Playwright refuses to click a covered button): the notices take their
      // place under the action row, never over it (ADR 0930); the next scan typed right away still
      // lands in the scan field
      // both measured in one frame (a notice expiring or the page scrolling between two reads would
      // compare two different layouts)
      const layout = await page.evaluate(() => {
        const toolbar = document.querySelector('[data-testid="document-detail"] [role="toolbar"]').getBoundingClientRect();
        const notices = [...document.querySelectorAll('[data-testid="notice"]')].map((e) => ({ text: e.textContent, top: e.getBoundingClientRect().top, height: e.getBoundingClientRect().height }));
        return { bottom: toolbar.bottom, scrollY: window.scrollY, notices };
      });
      for (const n of layout.notices) {
        assert.ok(n.top >= layout.bottom, `a notice lies over the action row: ${JSON.stringify(layout)}`);
      }
      await page.getByTestId('action-ship').click();
      const shipping = notice(page, `Zamówienie ${b} zostanie przekazane do wysyłki`);
      await shipping.waitFor();
      await page.keyboard.type(a);
      await page.keyboard.press('Enter');
      await page.locator(`[data-testid="document-detail"][data-number="${a}"]`).getByText('Zablokowany przeze mnie').waitFor();
      assert.equal(await scannerFocused(page, 'scanner-input'), true);
      const shipped = notice(page, `Zamówienie ${b} zostało przekazane do wysyłki`);
      await shipped.waitFor({ timeout: 10_000 });
      assert.equal(await shipped.getAttribute('data-sound'), 'success');
      await page.locator(`[data-testid="queue-row"][data-number="${b}"]`).waitFor({ state: 'detached' });
      assert.equal(await scannerFocused(page, 'scanner-input'), true);
      await screenshot(page, `packing-scanner-${width}`);

      // shipping can be undone
      await page.getByTestId('action-ship').click();
      await notice(page, `Zamówienie ${a} zostanie przekazane do wysyłki`).getByTestId('notice-action').click();
      await notice(page, `Cofnięto przekazanie zamówienia ${a} do wysyłki`).waitFor();
      await page.waitForTimeout(5500);
      // still in the queue, still mine
      await page.locator(`[data-testid="document-detail"][data-number="${a}"]`).getByText('Zablokowany przeze mnie').waitFor();
      assert.equal(await page.locator(`[data-testid="queue-row"][data-number="${a}"]`).count(), 1);
      assert.equal(await scannerFocused(page, 'scanner-input'), true);
      await page.context().close();
    });
  }

  it('disabled actions say why; another packer\'s lock shows who holds it', async () => {
    const owner = await newPage(browser);
    const other = await newPage(browser);
    // the other is the office (role 2): a warehouse worker could take the lock over (ADR 1010)
    await signIn(owner, USERS.magazyn.email);
    await signIn(other, USERS.biuro.email);
    const number = `FLOOR-WHY-${Date.now()}`;
    await pushDocument(token, number, { keyPrefix: 'floor', pickup_place: '' });
    await other.goto('/app/packing');
    await other.locator(`[data-testid="queue-row"][data-number="${number}"]`).click();
    await other.getByTestId('actions-hint').getByText('Najpierw zablokuj dokument').waitFor();
    assert.equal(await other.getByTestId('action-ship').isDisabled(), true);

    await owner.goto('/app/packing');
    await owner.locator(`[data-testid="queue-row"][data-number="${number}"]`).waitFor();
    await owner.getByTestId('scanner-input').fill(number);
    await owner.getByTestId('scanner-input').press('Enter');
    await owner.locator(`[data-testid="document-detail"][data-number="${number}"]`).getByText('Zablokowany przeze mnie').waitFor();
    await other.getByTestId('actions-hint').getByText('Zablokowany przez: Marek Magazynowy').waitFor();
    assert.equal(await other.getByTestId('action-lock').isDisabled(), true);
    await screenshot(other, 'packing-disabled-why');
    await owner.context().close();
    await other.context().close();
  });

  it('the seeded order PDFs carry Polish letters, drawn by pdf.js on a phone', async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, USERS.admin.email);
    await page.goto('/app/packing');
    await page.locator('[data-testid="queue-row"][data-number="ZAM/2026/0005"]').click();
    await page.getByTestId('pdf-page').locator('canvas').first().waitFor();
    const text = page.getByTestId('document-pdf');
    await text.getByText(/Zamówienie ZAM\/2026\/0005/).waitFor();
    await text.getByText(/Odbiór osobisty: Warszawa/).waitFor();
    await text.getByText(/Klient: Piotr Wiśniewski/).waitFor();
    assert.equal(await page.getByTestId('document-download').getAttribute('download'), 'ZAM_2026_0005.pdf');
    await screenshot(page, 'packing-pdfjs-polish-390');
    await page.context().close();
  });
});
