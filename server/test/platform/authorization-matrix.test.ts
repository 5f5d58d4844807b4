import { isNonNullType, isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_SCOPES, type Rule } from '../../src/platform/authorization/policies.js';
import { policyOfField } from '../../src/platform/graphql/enforce-policies.js';
import { subscribe, TestApp, waitFor, type DemoRole } from '../support/test-app.js';

/** Every REST route and every GraphQL root field, with its rule, walked as anonymous and as each
 *  of the four roles. A new operation without a rule fails here. */
describe('authorization matrix', () => {
  let t: TestApp;
  const tokens = new Map<DemoRole, string>();
  beforeAll(async () => {
    t = await TestApp.start();
    for (const role of [1, 2, 3, 4] as const) tokens.set(role, await t.tokenFor(role));
  });
  afterAll(() => t.stop());
  const ruleOf = (operation: string) => t.app.policies.ruleOf(operation);

  const expected = (rule: Rule, role: DemoRole | null): 'allowed' | 401 | 403 => {
    if (rule === 'public') return 'allowed';
    if (role === null) return 401;
    // minRole null: API keys of the rule's scope only, no user of any role
    return rule.minRole !== null && role >= rule.minRole ? 'allowed' : 403;
  };
  const callers: Array<DemoRole | null> = [null, 1, 2, 3, 4];
  /** Signing out ends the caller's tokens: sign in again before walking on. */
  const renewAfter = async (operation: string | undefined, role: DemoRole | null) => {
    if (operation !== 'logout' || role === null) return;
    t.forgetTokens();
    tokens.set(role, await t.tokenFor(role));
  };

  it('every REST route and every GraphQL root field names an operation that has a rule', () => {
    const missing: string[] = [];
    for (const r of t.app.routes) if (!ruleOf(r.operation)) missing.push(`REST ${r.method.toUpperCase()} ${r.path} -> ${r.operation}`);
    for (const { type, field } of rootFields()) {
      const policy = policyOfField(type, field.name);
      if (!policy || !ruleOf(policy)) missing.push(`GraphQL ${type.name}.${field.name}`);
    }
    expect(missing).toEqual([]);
    // and the table lists nothing that no adapter serves
    const served = new Set([...t.app.routes.map((r) => r.operation), ...rootFields().map(({ type, field }) => policyOfField(type, field.name))]);
    expect(t.app.policies.entries().map(([op]) => op).filter((op) => !served.has(op))).toEqual([]);
  });

  it("the label lookup of 'a label scanned anywhere' (issue 13) is role 2+, served by REST and GraphQL alike", () => {
    expect(ruleOf('manufacturingLabelLookup')).toEqual({ minRole: 2 });
    expect(t.app.routes.filter((r) => r.operation === 'manufacturingLabelLookup').map((r) => `${r.method} ${r.path}`)).toEqual(['get /manufacturing/label-lookup/:code']);
    expect(rootFields().filter(({ type, field }) => policyOfField(type, field.name) === 'manufacturingLabelLookup').map(({ field }) => field.name)).toEqual(['manufacturingLabelLookup']);
  });

  it("taking over another packer's document lock (issue 23, ADR 1010) is role 3+, served by REST and GraphQL alike", () => {
    expect(ruleOf('documentTakeOver')).toEqual({ minRole: 3 });
    expect(ruleOf('documentLock')).toEqual({ minRole: 2 });
    expect(t.app.routes.filter((r) => r.operation === 'documentTakeOver').map((r) => `${r.method} ${r.path}`)).toEqual(['post /documents/:id/take-over']);
    expect(rootFields().filter(({ type, field }) => policyOfField(type, field.name) === 'documentTakeOver').map(({ field }) => field.name)).toEqual(['documentTakeOver']);
  });

  it('the print-agent operations take only a print-agent key: an admin is refused like every user', () => {
    for (const op of ['printAgentRegister', 'printAgentReport', 'printAgentJobs']) expect({ op, rule: ruleOf(op) }).toEqual({ op, rule: { minRole: null, integration: 'print-agent' } });
  });

  it('REST: anonymous gets 401, a too-low role 403, the others get past authorization', async () => {
    const table: string[] = [];
    for (const r of t.app.routes) {
      const rule = ruleOf(r.operation)!;
      // Ids that name no record: an allowed DELETE /users/:id must not remove a demo user mid-walk.
      const path = '/api' + r.path.replace(/:\w+/g, '987654321');
      for (const role of callers) {
        const res = await t.rest(r.method.toUpperCase(), path, { token: role ? tokens.get(role) : null, body: r.method === 'get' ? undefined : {} });
        const want = expected(rule, role);
        const got = res.status === 401 || res.status === 403 ? res.status : 'allowed';
        if (got !== want) table.push(`${r.method.toUpperCase()} ${r.path} as ${role ?? 'anonymous'}: want ${want}, got ${res.status} ${JSON.stringify(res.body)}`);
        expect(res.status).not.toBe(500);
        await renewAfter(r.operation, role);
      }
    }
    expect(table).toEqual([]);
  }, 180_000); // every route x every role over HTTP: 30 s is not enough on a loaded 2-core machine

  it('GraphQL queries and mutations: UNAUTHENTICATED, FORBIDDEN or allowed, by the same rules', async () => {
    const table: string[] = [];
    for (const { type, field, kind } of rootFields()) {
      if (kind === 'subscription') continue;
      const rule = ruleOf(policyOfField(type, field.name)!)!;
      for (const role of callers) {
        const http = await t.rest('POST', '/graphql', { token: role ? tokens.get(role) : null, body: { query: documentFor(kind, field), variables: {} } });
        const res = http.body;
        const code = res.errors?.[0]?.extensions?.code;
        const got = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : 'allowed';
        const want = expected(rule, role);
        if (got !== want) table.push(`${kind} ${field.name} as ${role ?? 'anonymous'}: want ${want}, got ${JSON.stringify(res.errors)}`);
        // a refusal is a refusal over HTTP too (issue 11: they were 500)
        else if (got !== 'allowed' && http.status !== got) table.push(`${kind} ${field.name} as ${role ?? 'anonymous'}: want HTTP ${got}, got ${http.status}`);
        expect(http.status).not.toBe(500);
        await renewAfter(policyOfField(type, field.name), role);
      }
    }
    expect(table).toEqual([]);
  }, 180_000);

  it('GraphQL subscriptions over WebSocket follow the same rules', async () => {
    const table: string[] = [];
    for (const { type, field, kind } of rootFields()) {
      if (kind !== 'subscription') continue;
      const rule = ruleOf(policyOfField(type, field.name)!)!;
      for (const role of callers) {
        const client = t.ws(role ? tokens.get(role) : null);
        const opened = t.app.platform.pubSub.subscriptionsOpened;
        const sub = subscribe(client, documentFor(kind, field));
        const want = expected(rule, role);
        // A refused subscription answers with an error, and so does an allowed one with required
        // arguments (left unset on purpose); an allowed one without arguments stays silent and
        // open: the server registering it is its answer.
        await waitFor(() => sub.errors.length > 0 || sub.isCompleted() || t.app.platform.pubSub.subscriptionsOpened > opened, 10_000, 'subscription answer');
        const code = sub.errors[0]?.[0]?.extensions?.code;
        const got = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : 'allowed';
        if (got !== want) table.push(`subscription ${field.name} as ${role ?? 'anonymous'}: want ${want}, got ${JSON.stringify(sub.errors)}`);
        sub.unsubscribe();
        await client.dispose();
      }
    }
    expect(table).toEqual([]);
  }, 180_000);

  it.each(INTEGRATION_SCOPES)('an integration API key of scope %s reaches only the operations whose rule names that scope', async (scope) => {
    const created = await t.rest('POST', '/api/api-keys', { token: tokens.get(4), body: { name: `matrix ${scope}`, scope } });
    expect(created.body.scope).toBe(scope);
    const key = created.body.key as string;
    const wantFor = (rule: Rule) => (rule === 'public' || rule.integration === scope ? 'allowed' : 403);
    const table: string[] = [];
    let allowed = 0;
    for (const r of t.app.routes) {
      const rule = ruleOf(r.operation)!;
      const res = await t.rest(r.method.toUpperCase(), '/api' + r.path.replace(/:\w+/g, '1'), { token: key, body: r.method === 'get' ? undefined : {} });
      const want = wantFor(rule);
      const got = res.status === 401 || res.status === 403 ? res.status : 'allowed';
      if (got !== want) table.push(`${r.method.toUpperCase()} ${r.path} as ${scope} key: want ${want}, got ${res.status}`);
      if (rule !== 'public' && got === 'allowed') allowed++;
    }
    for (const { type, field, kind } of rootFields()) {
      const rule = ruleOf(policyOfField(type, field.name)!)!;
      let code: string | undefined;
      if (kind === 'subscription') {
        const client = t.ws(key);
        const opened = t.app.platform.pubSub.subscriptionsOpened;
        const sub = subscribe(client, documentFor(kind, field));
        await waitFor(() => sub.errors.length > 0 || sub.isCompleted() || t.app.platform.pubSub.subscriptionsOpened > opened, 10_000, 'subscription answer');
        code = sub.errors[0]?.[0]?.extensions?.code;
        sub.unsubscribe();
        await client.dispose();
      } else {
        const http = await t.rest('POST', '/graphql', { token: key, body: { query: documentFor(kind, field), variables: {} } });
        code = http.body.errors?.[0]?.extensions?.code;
        const refusal = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : undefined;
        if (refusal && http.status !== refusal) table.push(`${kind} ${field.name} as ${scope} key: want HTTP ${refusal}, got ${http.status}`);
      }
      const got = code === 'UNAUTHENTICATED' ? 401 : code === 'FORBIDDEN' ? 403 : 'allowed';
      const want = wantFor(rule);
      if (got !== want) table.push(`${kind} ${field.name} as ${scope} key: want ${want}, got ${code}`);
      if (rule !== 'public' && got === 'allowed') allowed++;
    }
    expect(table).toEqual([]);
    // each scope opens at least one operation (so the walk above cannot pass by refusing everything)
    expect(allowed).toBeGreaterThan(0);
  });

  function rootFields() {
    const out: Array<{ type: GraphQLObjectType; field: GraphQLField<unknown, unknown>; kind: 'query' | 'mutation' | 'subscription' }> = [];
    const s = t.app.schema;
    for (const [kind, type] of [['query', s.getQueryType()], ['mutation', s.getMutationType()], ['subscription', s.getSubscriptionType()]] as const) {
      if (!type) continue;
      for (const field of Object.values(type.getFields())) out.push({ type, field, kind });
    }
    return out;
  }

  /** A valid document for a root field: required arguments become variables left unset, so the
   *  request passes validation and reaches authorization, then fails harmlessly on coercion. */
  function documentFor(kind: string, field: GraphQLField<unknown, unknown>): string {
    const required = field.args.filter((a) => isNonNullType(a.type));
    const vars = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
    let named = field.type;
    while ('ofType' in named && named.ofType) named = named.ofType as typeof named;
    const selection = isObjectType(named) || 'getTypes' in named ? ' { __typename }' : '';
    return `${kind} Probe${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  }
});
