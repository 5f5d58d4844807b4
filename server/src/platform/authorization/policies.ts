import type { Rule } from './rules.js';

export { INTEGRATION_SCOPES, type IntegrationScope, type Rule } from './rules.js';

/**
 * THE policy table of one running app: every operation of the API, REST and GraphQL alike, with
 * its rule (DESIGN.md section 2, mirroring SPEC.md section 6). Each module declares its own
 * operations in its manifest (`policies`); the platform gathers them here at boot and refuses two
 * modules naming the same operation. Adapters name the operation they serve; an adapter
 * operation without an entry is refused (and fails the role matrix test).
 */
export class PolicyTable {
  private readonly rules = new Map<string, { rule: Rule; module: string }>();

  add(module: string, rules: Readonly<Record<string, Rule>>): void {
    for (const [operation, rule] of Object.entries(rules)) {
      const taken = this.rules.get(operation);
      if (taken) throw new Error(`Operation ${operation} is declared by both modules ${taken.module} and ${module}`);
      this.rules.set(operation, { rule, module });
    }
  }

  ruleOf(operation: string): Rule | undefined {
    return this.rules.get(operation)?.rule;
  }

  /** Every operation with its rule, in declaration order. */
  entries(): Array<[string, Rule]> {
    return [...this.rules].map(([op, { rule }]) => [op, rule]);
  }
}
