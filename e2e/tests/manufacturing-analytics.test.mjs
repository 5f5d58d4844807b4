import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, newPage, screenshot, settled, signIn, USERS } from '../support/browser.mjs';

/** Issue 14: Analityka renders its charts from the seeded manufacturing and a chart's CSV downloads. */
describe('manufacturing analytics', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });

  it('the tab renders the charts with seed data and the output CSV downloads', async () => {
    const page = await newPage(browser);
    await signIn(page, USERS.magazyn.email);
    await page.goto('/app/manufacturing');
    await page.getByRole('tab', { name: 'Analityka' }).click();
    await page.getByTestId('manufacturing-analytics').waitFor();
    const ids = ['chart-output', 'chart-workers-panes', 'chart-workers-median', 'chart-missing-reasons', 'chart-missing-types', 'chart-missing-open', 'chart-batches', 'chart-labels', 'chart-persist-errors'];
    for (const id of ids) await page.getByTestId(id).waitFor();
    // the seed has custom records and standard entries over the last 90 days: output and errors draw bars
    for (const id of ['chart-output', 'chart-persist-errors', 'chart-missing-open']) {
      await page.getByTestId(id).locator('.recharts-surface').first().waitFor();
      await page.getByTestId(id).locator('.recharts-bar-rectangle').first().waitFor();
    }
    await settled(page);
    await screenshot(page, 'manufacturing-analytics-loaded');
    await screenshot(page, 'manufacturing-analytics');
    // the dark theme: the same charts (theme tokens), value labels still drawn
    await page.getByTestId('theme-toggle').click();
    await page.getByTestId('chart-output').locator('.recharts-label').first().waitFor();
    await screenshot(page, 'manufacturing-analytics-dark');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('chart-output-csv').click()]);
    assert.match(download.suggestedFilename(), /^analityka-output-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    // Polish headers and decimal commas (ADR 0995): a spreadsheet in Polish opens it as columns
    assert.match(text, /^\uFEFFDzień;Typ;Rekordy;Szyby;m² szkła;Sztuki standardowe\r\n\d{4}-\d{2}-\d{2};/);
    assert.doesNotMatch(text, /;(szklo_kabina|standard|custom);/);
  });
});
