import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, apiToken } from '../support/api.mjs';
import { launchBrowser, newPage, screenshot, settled, signIn, USERS } from '../support/browser.mjs';

/** Issue 23 item 8: the drilling drawing reads on screen (every text at least 11 px rendered, at
 *  1440 px and at 390 px, inside its box), each hole row keeps its field labels once filled in,
 *  and the record drawer shows the record's schema drawing (ADR 1020). */

/** Each text of the drawings under `root`: its rendered font size (the computed font-size, which
 *  the page's CSS may set over the SVG's attribute, x the screen transform's scale, rotation
 *  included) and whether its box lies inside the drawing's. */
const drawingTexts = (root) =>
  root.evaluate((el) =>
    [...el.querySelectorAll('svg text')].map((t) => {
      const m = t.getScreenCTM();
      const svg = t.ownerSVGElement.getBoundingClientRect();
      const r = t.getBoundingClientRect();
      return {
        text: t.textContent,
        px: parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b),
        inside: r.left >= svg.left - 1 && r.right <= svg.right + 1 && r.top >= svg.top - 1 && r.bottom <= svg.bottom + 1,
      };
    }),
  );

function assertReadable(texts, where) {
  assert.ok(texts.length >= 3, `${where}: the drawing has its labels (${texts.length})`);
  const small = texts.filter((t) => t.px < 11).map((t) => `${t.text} ${t.px.toFixed(1)} px`);
  assert.deepEqual(small, [], `${where}: texts under 11 px`);
  const outside = texts.filter((t) => !t.inside).map((t) => t.text);
  assert.deepEqual(outside, [], `${where}: texts cut off at the drawing's edge`);
}

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

describe('drilling drawing readable', () => {
  let browser;
  let token;
  before(async () => {
    browser = await launchBrowser();
    token = await apiToken(USERS.admin.email);
  });
  after(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORTS) {
    it(`schema editor at ${viewport.width} px: the drawing's texts are 11 px and more; every hole row keeps its labels`, async () => {
      const page = await newPage(browser, viewport);
      await signIn(page, USERS.admin.email, { to: '/app/manufacturing' });
      await page.getByRole('tab', { name: 'Schematy wierceń' }).click();
      await page.getByTestId('schema-grid').waitFor();
      await page.getByTestId('schema-add').click();
      const editor = page.getByTestId('schema-editor');
      await editor.getByTestId('schema-code').fill(`FONT-${viewport.width}`);
      await editor.getByTestId('schema-name').fill(`Czytelny rysunek ${viewport.width}`);
      // 800 x 1950 (the defaults), two hinges and a handle hole
      const holes = [
        ['80', '250', '14'],
        ['80', '1700', '14'],
        ['720', '1000', '12'],
      ];
      for (const [i, [x, y, d]] of holes.entries()) {
        await editor.getByTestId('schema-add-hole').click();
        await editor.getByTestId(`hole-${i}-x`).fill(x);
        await editor.getByTestId(`hole-${i}-y`).fill(y);
        await editor.getByTestId(`hole-${i}-diameter`).fill(d);
      }
      await editor.getByTestId('schema-checks-ok').waitFor();
      const drawing = editor.getByTestId('schema-editor-drawing');
      await drawing.locator('[data-hole="H3"]').waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="schema-editor-drawing"]')?.dataset.fitted === 'true');
      await settled(page);
      assertReadable(await drawingTexts(drawing), `editor ${viewport.width}`);

      // filled in, each row still says which box is X, Y and the diameter: a visible label tied to the input
      for (let i = 0; i < holes.length; i++) {
        const row = editor.getByTestId(`schema-hole-${i}`);
        for (const [field, text] of [
          ['x', 'X (mm)'],
          ['y', 'Y (mm)'],
          ['diameter', 'Średnica (mm)'],
        ]) {
          const label = row.getByTestId(`hole-${i}-${field}-label`);
          assert.equal((await label.innerText()).replace(/\s*\*?\s*$/, ''), text, `row ${i} ${field}`);
          assert.ok(await label.isVisible(), `row ${i}: the ${text} label shows`);
          const box = await label.boundingBox();
          assert.ok(box && box.height >= 10, `row ${i}: the ${text} label is readable (${box?.height} px)`);
          assert.equal(await row.getByLabel(text, { exact: true }).getAttribute('data-testid'), `hole-${i}-${field}`, `row ${i}: "${text}" names its input`);
        }
      }
      await screenshot(page, `schema-editor-drawing-${viewport.width}`);
      await page.context().close();
    });

    it(`record drawer at ${viewport.width} px shows the record's drilling schema, readable`, async () => {
      const list = await api(token, 'GET', '/api/manufacturing/custom-manufacturing?limit=96');
      assert.equal(list.status, 200);
      const record = list.body.data.find((r) => r.schemaId != null);
      assert.ok(record, 'a seeded open record with a schema');
      const schema = await api(token, 'GET', `/api/schema/${record.schemaId}`);
      assert.equal(schema.status, 200);

      const page = await newPage(browser, viewport);
      await signIn(page, USERS.admin.email);
      await page.goto(`/app/manufacturing/${record.id}`);
      const drawer = page.getByTestId('record-drawer');
      const section = drawer.getByTestId('record-schema');
      await section.getByTestId('record-schema-name').getByText(schema.body.code, { exact: false }).waitFor();
      const drawing = section.getByTestId('record-schema-drawing');
      await drawing.locator('svg [data-hole]').first().waitFor();
      await page.waitForFunction(() => document.querySelector('[data-testid="record-schema-drawing"]')?.dataset.fitted === 'true');
      await drawing.scrollIntoViewIfNeeded();
      await settled(page);
      assertReadable(await drawingTexts(drawing), `record drawer ${viewport.width}`);
      await screenshot(page, `record-drawer-schema-${viewport.width}`);
      await page.context().close();
    });
  }
});
