import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, settled, signIn, USERS } from '../support/browser.mjs';

/** Issue 23 item 14: a handheld opening Produkcja waits only for what its first tab shows. The
 *  charts library (Analityka), the schema editor (Schematy wierceń) and the record drawer come
 *  with the tab or the record that needs them. */

/** The scripts the page has fetched so far, with their text (read again from the server). */
async function loadedScripts(page) {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name).filter((n) => /\/assets\/.*\.js$/.test(n)));
  return Promise.all(urls.map(async (url) => ({ url, text: await (await fetch(url)).text() })));
}

// Strings only the code of each part holds (class names and test ids they render).
const CHARTS = 'recharts-surface';
const SCHEMA_EDITOR = 'schema-editor-drawing';
const RECORD_DRAWER = 'record-facts';

describe('Produkcja: the first paint loads only the first tab', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('at 1024 px the charts, the schema editor and the record drawer load only when opened', async () => {
    const page = await newPage(browser, { width: 1024, height: 768 });
    await signIn(page, USERS.admin.email, { to: '/app/manufacturing' });
    await page.getByTestId('record-card').first().waitFor({ timeout: 20_000 });
    await settled(page);

    const first = await loadedScripts(page);
    assert.ok(first.length > 0);
    for (const marker of [CHARTS, SCHEMA_EDITOR, RECORD_DRAWER]) {
      assert.deepEqual(
        first.filter((s) => s.text.includes(marker)).map((s) => s.url),
        [],
        `no script holding "${marker}" is loaded for the first tab`,
      );
    }
    const firstUrls = new Set(first.map((s) => s.url));

    // Analityka: its chunk comes when the tab opens, and the charts draw.
    await page.getByRole('tab', { name: 'Analityka' }).click();
    await page.getByTestId('chart-output').locator('.recharts-surface').first().waitFor({ timeout: 20_000 });
    const charts = (await loadedScripts(page)).filter((s) => !firstUrls.has(s.url) && s.text.includes(CHARTS));
    assert.equal(charts.length, 1, 'the charts library came in one chunk with the Analityka tab');

    // Schematy wierceń: the editor's chunk comes with its tab.
    await page.getByRole('tab', { name: 'Schematy wierceń' }).click();
    await page.getByTestId('schemas-tab').waitFor({ timeout: 20_000 });
    assert.ok((await loadedScripts(page)).some((s) => !firstUrls.has(s.url) && s.text.includes(SCHEMA_EDITOR)), 'the schema editor came with its tab');

    // A record: the drawer's chunk comes when one is opened, and the drawer shows it.
    await page.getByRole('tab', { name: 'Produkcja niestandardowa' }).click();
    await page.getByTestId('record-open').first().click();
    await page.getByTestId('record-facts').waitFor({ timeout: 20_000 });
    assert.ok((await loadedScripts(page)).some((s) => !firstUrls.has(s.url) && s.text.includes(RECORD_DRAWER)), 'the record drawer came with the first record opened');
    await page.context().close();
  });
});
