// axe-core in the page: the serious and critical WCAG 2 A/AA violations of what is on screen.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { settled } from './browser.mjs';

// Evaluated over the DevTools protocol: the app's CSP (rightly) refuses inline script tags.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe on the page (or one element of it) and answers the serious/critical violations as
 *  readable lines: rule, impact, how many nodes, the first node's target, summary and opening tag. */
export async function seriousViolations(page, include = null) {
  // Dialogs fade in: colours measured mid-animation are not the ones people read.
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    async (selector) =>
      window.axe.run(selector ? { include: [selector] } : document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      }),
    include,
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) x${v.nodes.length}: ${v.nodes[0].target.join(' ')} — ${(v.nodes[0].failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}` +
        // a generated class name says nothing: the element's opening tag names it
        ` — ${(v.nodes[0].html ?? '').replace(/\s+/g, ' ').slice(0, 200)}`,
    );
}
