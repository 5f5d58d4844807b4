import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { can, MIN_ROLE, type Operation } from '../../../../domain/authorization/index.js';
import { authorize } from '../../../src/platform/authorization/authorize.js';
import { renderPolicyTable } from '../../../src/platform/authorization/policy-file.js';
import type { RoleLevel } from '../../../src/platform/authorization/roles.js';
import type { Actor } from '../../../src/platform/context.js';
import { collectDeclarations } from '../../../src/platform/modules/assemble.js';
import { policyTableFile } from '../../../src/platform/paths.js';
import { PLATFORM_POLICIES } from '../../../src/platform/platform.module.js';
import { MODULES } from '../../../src/modules/index.js';

/** The server's table as the running app gathers it: every module's manifest plus the platform's rows. */
function serverPolicies() {
  const { policies } = collectDeclarations(MODULES, []);
  policies.add('platform', PLATFORM_POLICIES);
  return policies;
}

const actorOf = (role: RoleLevel): Actor => ({ userId: 1, email: 'x@example.com', role, numer_pracownika: 1, name: 'X' });
const serverAllows = (policies: ReturnType<typeof serverPolicies>, op: string, role: RoleLevel | null): boolean => {
  try {
    authorize(policies, op, role === null ? null : actorOf(role));
    return true;
  } catch {
    return false;
  }
};

describe('can(operation, role): the client asks the server\'s policy table', () => {
  it('the domain copy of the table is the one the modules declare (npm run schema:emit writes it)', () => {
    expect(readFileSync(policyTableFile, 'utf8')).toBe(renderPolicyTable(serverPolicies().entries()));
  });

  it('agrees with the server\'s authorize() for every operation, signed out and as each role', () => {
    const policies = serverPolicies();
    const ops = policies.entries().map(([op]) => op);
    expect(ops.sort()).toEqual(Object.keys(MIN_ROLE).sort());
    const disagreements: string[] = [];
    for (const op of ops) {
      for (const role of [null, 1, 2, 3, 4] as const) {
        if (can(op as Operation, role) !== serverAllows(policies, op, role)) disagreements.push(`${op} as ${role ?? 'anonymous'}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('answers the rules staff know: users are the admin\'s, stock changes start at the office, sign-in is anyone\'s', () => {
    expect([1, 2, 3, 4].map((r) => can('userList', r))).toEqual([false, false, false, true]);
    expect([1, 2, 3, 4].map((r) => can('changeCreate', r))).toEqual([false, true, true, true]);
    expect(can('login', null)).toBe(true);
    expect(can('userList', null)).toBe(false);
  });
});
