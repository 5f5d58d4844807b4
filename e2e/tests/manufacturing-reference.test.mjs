import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, signIn, USERS } from '../support/browser.mjs';

/** Issue 12: the admin creates a manufacturing data row (the weight is computed as they type) and
 *  a drilling schema whose hole breaks the corner rule: the message shows on the hole, they fix
 *  it, save, and see the drawing in the list. */
describe('manufacturing reference data', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  const stamp = Date.now().toString().slice(-6);

  it('admin creates a manufacturing data row with the computed weight', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.admin.email, { to: '/app/manufacturing-data' });
    await page.getByTestId('manufacturing-data-table').waitFor();
    await page.getByTestId('manufacturing-data-row').first().waitFor();

    await page.getByTestId('md-add').click();
    const drawer = page.getByTestId('manufacturing-data-drawer');
    await drawer.getByTestId('md-index').fill(`E2E-${stamp}`);
    await drawer.getByTestId('md-name').fill(`Panel e2e ${stamp} 8 mm 900x2000`);
    await drawer.getByTestId('md-thicknessMm').fill('8');
    await drawer.getByTestId('md-widthMm').fill('900');
    await drawer.getByTestId('md-heightMm').fill('2000');
    // 0.9 m x 2.0 m x 8 mm x 2.5 kg = 36 kg, shown live
    await drawer.getByTestId('md-computed-weight').getByText('Wyliczona: 36 kg', { exact: false }).waitFor();
    await drawer.getByTestId('md-defaultSchemaId').selectOption({ label: 'KLM-SS-8 — Panel stały: klamry szkło-ściana (2 szt.)' });
    await drawer.getByTestId('md-schema-drawing').locator('svg').waitFor();
    await screenshot(page, 'manufacturing-data-drawer');
    await drawer.getByTestId('md-save').click();
    await page.getByTestId('message-dialog').getByText(`Dodano wiersz E2E-${stamp}`).waitFor();
    await drawer.waitFor({ state: 'detached' });

    await page.getByLabel('Szukaj w danych produkcyjnych').fill(`e2e-${stamp}`);
    const row = page.getByTestId('manufacturing-data-row').filter({ hasText: `E2E-${stamp}` });
    await row.waitFor();
    assert.match(await row.innerText(), /36/);
    assert.match(await row.innerText(), /KLM-SS-8/);
    await page.context().close();
  });

  it('admin creates a schema: the corner rule shows on the hole, the fix saves, the drawing shows', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.admin.email, { to: '/app/manufacturing' });
    await page.getByRole('tab', { name: 'Schematy wierceń' }).click();
    await page.getByTestId('schema-grid').waitFor();

    await page.getByTestId('schema-add').click();
    const editor = page.getByTestId('schema-editor');
    await editor.getByTestId('schema-code').fill(`E2E-${stamp}`);
    await editor.getByTestId('schema-name').fill(`Schemat e2e ${stamp}`);
    // 8 mm glass, 800 x 1950 (the defaults); H1 Ø14 at (25, 40): rim to corner 40 mm < 52 mm
    await editor.getByTestId('schema-add-hole').click();
    await editor.getByTestId('hole-0-x').fill('25');
    await editor.getByTestId('hole-0-y').fill('40');
    await editor.getByTestId('hole-0-diameter').fill('14');
    await editor.getByTestId('hole-0-error').getByText('Otwór H1 za blisko narożnika: 40 mm < 52 mm').waitFor();
    await editor.getByTestId('schema-checks-bad').waitFor();
    assert.equal(await editor.getByTestId('schema-save').isDisabled(), true);
    await screenshot(page, 'schema-editor-corner-rule');

    // fix: move the hole away from the corner
    await editor.getByTestId('hole-0-x').fill('60');
    await editor.getByTestId('hole-0-y').fill('300');
    await editor.getByTestId('schema-checks-ok').waitFor();
    assert.equal(await editor.getByTestId('hole-0-error').count(), 0);
    await editor.getByTestId('schema-editor-drawing').locator('svg circle').first().waitFor();
    await editor.getByTestId('schema-save').click();
    await page.getByTestId('message-dialog').getByText(`Dodano schemat E2E-${stamp}`).waitFor();
    await editor.waitFor({ state: 'detached' });

    await page.getByLabel('Szukaj schematów').fill(`E2E-${stamp}`);
    const card = page.locator(`[data-testid="schema-card"][data-code="E2E-${stamp}"]`);
    await card.getByTestId('schema-thumbnail').locator('svg').waitFor();
    await screenshot(page, 'schema-list');
    await page.context().close();
  });
});
