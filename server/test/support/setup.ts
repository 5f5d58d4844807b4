import 'reflect-metadata';
import { afterAll } from 'vitest';
import { takeContractViolations } from '../../src/platform/rest/contract.js';

// The REST contract check (ADR 0700): TestApp turns it on, the router records every answer that
// does not match its route's declared responses, and the file fails here, naming each one.
afterAll(() => {
  const violations = takeContractViolations();
  if (violations.length === 0) return;
  const seen = new Map<string, number>();
  for (const v of violations) {
    const line = `${v.route} -> ${v.status}: ${v.problem}`;
    seen.set(line, (seen.get(line) ?? 0) + 1);
  }
  throw new Error(`REST answers that break their route's declared contract:\n${[...seen].map(([line, n]) => `  ${line}${n > 1 ? ` (x${n})` : ''}`).join('\n')}`);
});
