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
    await signIn(page, USERS.magazyn.email, { to: '/app/manufacturing' });
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

  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ]) {
    it(`at ${width} px the charts read like Polish: legend swatches, decimal commas, every category named, no batch line at 0 (issue 23 item 7)`, async () => {
      const page = await newPage(browser, { width, height });
      await signIn(page, USERS.magazyn.email, { to: '/app/manufacturing' });
      await page.getByRole('tab', { name: 'Analityka' }).click();
      for (const id of ['chart-output', 'chart-workers-panes', 'chart-workers-median', 'chart-missing-reasons', 'chart-missing-types', 'chart-batches']) {
        await page.getByTestId(id).locator('.recharts-surface').first().waitFor({ timeout: 20_000 });
        await page.getByTestId(id).locator('.recharts-legend-wrapper [data-value]').first().waitFor();
      }
      await settled(page);

      // Legends: every item has a visible swatch, and the swatches are the colours of the bars
      // (the stacked output chart reads type by type).
      const legend = await page.getByTestId('chart-output').evaluate((card) => {
        const rgb = (text) => /rgba?\([^)]*\)/.exec(text ?? '')?.[0] ?? null;
        const swatches = [...card.querySelectorAll('.recharts-legend-wrapper [data-value]')].map((s) => {
          const box = s.getBoundingClientRect();
          return { label: s.nextElementSibling?.textContent, width: box.width, height: box.height, colour: rgb(getComputedStyle(s).backgroundImage) };
        });
        const bars = [...new Set([...card.querySelectorAll('.recharts-bar-rectangle path')].map((p) => getComputedStyle(p).stroke))];
        return { swatches, bars };
      });
      assert.ok(legend.swatches.length >= 2, 'the output chart has a legend item per type');
      for (const s of legend.swatches) {
        assert.ok(s.width >= 6 && s.height >= 6, `the legend item ${s.label} has a visible swatch`);
        assert.ok(s.colour, `the swatch of ${s.label} is filled with a colour`);
      }
      for (const colour of legend.bars) assert.ok(legend.swatches.some((s) => s.colour === colour), `the bars' colour ${colour} has its swatch in the legend`);

      // Numbers with a decimal comma on the axes and the value labels, never a point.
      const numbers = await page.getByTestId('manufacturing-analytics').evaluate((tab) =>
        [...tab.querySelectorAll('.recharts-cartesian-axis-tick-value, .recharts-label')].map((t) => t.textContent.trim()).filter((t) => /\d/.test(t)),
      );
      const withPoint = numbers.filter((t) => /\d\.\d/.test(t));
      assert.deepEqual(withPoint, [], 'no number is written with a decimal point');
      assert.ok(
        numbers.some((t) => /\d,\d/.test(t)),
        `some axis tick or value label has a decimal comma (${numbers.slice(0, 20).join(' | ')})`,
      );

      // Category axes: every bar's name is shown (none hidden in the middle), whole, not overlapping.
      for (const id of ['chart-workers-panes', 'chart-workers-median', 'chart-missing-reasons', 'chart-missing-types']) {
        const axis = await page.getByTestId(id).evaluate((card) => {
          const categories = [...card.querySelectorAll('table tbody tr')].map((row) => row.cells[0].textContent);
          const ticks = [...card.querySelectorAll('text.recharts-cartesian-axis-tick-value[orientation="bottom"]')].map((t) => {
            const box = t.getBoundingClientRect();
            return { text: [...t.querySelectorAll('tspan')].map((s) => s.textContent).join(' '), left: box.left, right: box.right };
          });
          return { categories, ticks };
        });
        assert.deepEqual(
          axis.ticks.map((t) => t.text),
          axis.categories,
          `${id}: one label per category, each whole`,
        );
        for (let i = 1; i < axis.ticks.length; i++) assert.ok(axis.ticks[i - 1].right <= axis.ticks[i].left + 1, `${id}: "${axis.ticks[i - 1].text}" and "${axis.ticks[i].text}" do not overlap`);
      }

      // Pieces per batch: a point for each day that has a batch, none at 0 for a day without one.
      const batches = await page.getByTestId('chart-batches').evaluate((card) => {
        const batchDays = card.querySelectorAll('table tbody tr').length;
        const dots = [...card.querySelectorAll('.recharts-line-dot')].map((d) => Number(d.getAttribute('cy')));
        const zero = [...card.querySelectorAll('text.recharts-cartesian-axis-tick-value[orientation="right"]')].find((t) => t.textContent.trim() === '0');
        return { batchDays, dots, baseline: Number(zero?.getAttribute('y')) };
      });
      assert.ok(batches.batchDays > 0, 'the seed has closed batches in the range');
      assert.equal(batches.dots.length, batches.batchDays, 'one point per day with a batch, none on the other days');
      for (const cy of batches.dots) assert.ok(cy < batches.baseline - 1, `no point at 0 (cy ${cy}, baseline ${batches.baseline})`);

      await screenshot(page, `h1-analytics-${width}`);
      await page.getByTestId('chart-output').scrollIntoViewIfNeeded();
      await screenshot(page, `h1-analytics-output-${width}`);
      await page.getByTestId('chart-batches').scrollIntoViewIfNeeded();
      await screenshot(page, `h1-analytics-batches-${width}`);
      await page.context().close();
    });
  }
});
