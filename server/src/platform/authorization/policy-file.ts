import type { Rule } from './rules.js';

/** The policy table as the domain's MIN_ROLE (domain/authorization/policy-table.ts): 0 public,
 *  1-4 the lowest role, null an integration key only. Sorted, so the file changes only with a rule. */
export function renderPolicyTable(entries: ReadonlyArray<readonly [string, Rule]>): string {
  const rows = [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([op, rule]) => `  ${op}: ${rule === 'public' ? 0 : rule.minRole},`);
  return [
    '// Written by `npm run schema:emit` from the modules\' policies; do not edit (check:generated fails when stale).',
    '/** The lowest role each operation needs: 0 anyone, 1-4 a signed-in role, null an integration key only. */',
    'export const MIN_ROLE = {',
    ...rows,
    '} as const satisfies Record<string, number | null>;',
    '',
  ].join('\n');
}
