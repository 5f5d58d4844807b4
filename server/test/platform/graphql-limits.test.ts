import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, specifiedRules, validate, type OperationDefinitionNode, type TypeNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/platform/paths.js';
import { MAX_PAGE_SIZE } from '../../src/platform/pagination.js';
import { enforceLimits, GRAPHQL_LIMITS } from '../../src/platform/graphql/limits.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

/** Issue 11, item 2: GraphQL cost limits, before execution, on HTTP and WebSocket. */
describe('GraphQL limits', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await TestApp.start();
    token = await t.tokenFor(1); // klient: the role the attack used
  });
  afterAll(() => t.stop());

  async function post(query: string, variables: Record<string, unknown> = {}) {
    const t0 = performance.now();
    const res = await t.rest('POST', '/graphql', { token, body: { query, variables } });
    return { ...res, ms: performance.now() - t0 };
  }

  it('refuses 5,000 aliases of a page of stock items quickly, with 400 naming the limit', async () => {
    const fields = Array.from({ length: 5000 }, (_, i) => `a${i}: stockItems(limit: 100) { items { id name } }`).join('\n');
    const res = await post(`query { ${fields} }`);
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors[0].message).toMatch(/MAX_TOKENS|MAX_ALIASES|token/i);
    expect(res.ms).toBeLessThan(1000);
    // fewer tokens, still too many aliases: the alias limit names itself
    const some = Array.from({ length: GRAPHQL_LIMITS.MAX_ALIASES + 1 }, (_, i) => `a${i}: me { id }`).join(' ');
    const aliases = await post(`query { ${some} }`);
    expect(aliases.status).toBe(400);
    expect(aliases.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'MAX_ALIASES', max: GRAPHQL_LIMITS.MAX_ALIASES });
    expect(aliases.ms).toBeLessThan(1000);
  });

  it('refuses depth 500 with 400 naming MAX_DEPTH', async () => {
    const res = await post(`query { me { ${nest(500, 'User', 'id')} } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'MAX_DEPTH', max: GRAPHQL_LIMITS.MAX_DEPTH });
    expect(res.body.errors[0].message).toContain('MAX_DEPTH');
  });

  it('refuses too many root fields and a too-expensive estimate (page sizes count)', async () => {
    const many = ['me', 'authSettings', 'stockItems', 'documents', 'quickPrintLabels', 'quickPrintPrinters', 'changes', 'historyEntries', 'users', 'apiKeys', 'printers'].map((f) => `${f} { __typename }`);
    const tooMany = await post(`query { ${many.join(' ')} }`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'MAX_ROOT_FIELDS' });

    const page = 'items { id index name ean location quantity unit availabilityCheck updatedAt hasErrorChanges hasPendingChange }';
    const cheap = await post(`query { stockItems(limit: 100) { totalCount ${page} } }`);
    expect(cheap.status).toBe(200);
    const pricey = Array.from({ length: 6 }, (_, i) => `p${i}: stockItems(limit: $limit, page: ${i + 1}) { ${page} }`).join(' ');
    const costly = await post(`query Costly($limit: Int) { ${pricey} }`, { limit: 100 });
    expect(costly.status).toBe(400);
    expect(costly.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'MAX_COST', max: GRAPHQL_LIMITS.MAX_COST });
    // the same document with small pages is fine: the variable's page size is what counts
    expect((await post(`query Costly($limit: Int) { ${pricey} }`, { limit: 5 })).status).toBe(200);
  });

  it('applies the same limits to graphql-ws subscriptions', async () => {
    const client = t.ws(token);
    const aliased = subscribe(client, `subscription { stockItemUpdated { ${Array.from({ length: GRAPHQL_LIMITS.MAX_ALIASES + 1 }, (_, i) => `s${i}: id`).join(' ')} } }`);
    await waitFor(() => aliased.errors.length > 0 || aliased.isCompleted(), 10_000, 'refusal');
    expect(aliased.errors[0]?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'MAX_ALIASES' });
    const deep = subscribe(client, `subscription { stockItemUpdated { ${nest(500, 'StockItem', 'id')} } }`);
    await waitFor(() => deep.errors.length > 0 || deep.isCompleted(), 10_000, 'refusal');
    expect(deep.errors[0]?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'MAX_DEPTH' });
    // a normal subscription is still accepted (stays open without an error)
    const fine = await t.subscribed(() => subscribe(client, 'subscription { stockItemUpdated { id quantity } }'));
    expect(fine.errors).toEqual([]);
    fine.unsubscribe();
  });

  it('refuses a JSON argument nested 10,000 deep with 400 (variable and literal), and the server lives on', async () => {
    const doc = 'mutation Import($data: JSON!) { quickPrintImport(data: $data) { message } }';
    const admin = await t.tokenFor(4);
    // JSON.stringify itself cannot write it: the body is spelled out
    const body = `{"query":${JSON.stringify(doc)},"variables":{"data":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    const raw = await fetch(t.url + '/graphql', { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body });
    const asVariable = { status: raw.status, body: (await raw.json()) as { errors: unknown[] } };
    expect(asVariable.status).toBe(400);
    expect(JSON.stringify(asVariable.body.errors)).toContain('MAX_JSON_DEPTH');
    const literal = 'mutation { quickPrintImport(data: ' + '['.repeat(10_000) + ']'.repeat(10_000) + ') { message } }';
    const asLiteral = await t.rest('POST', '/graphql', { token: admin, body: { query: literal } });
    expect(asLiteral.status).toBe(400);
    // 9 levels, few tokens: the scalar's own bound answers
    const nine = 'mutation { quickPrintImport(data: [[[[[[[[[1]]]]]]]]]) { message } }';
    const asNine = await t.rest('POST', '/graphql', { token: admin, body: { query: nine } });
    expect(asNine.status).toBe(400);
    expect(JSON.stringify(asNine.body.errors)).toContain('MAX_JSON_DEPTH');
    expect((await t.rest('GET', '/readyz')).status).toBe(200);
  });

  it('counts Analityka by its range: ten year-long aliases are refused before running, one year runs', async () => {
    const office = await t.tokenFor(3);
    const charts = 'days output { day records } workers { name records } batches { day batches }';
    const year = (i: number) => `y${i}: manufacturingAnalytics(input: { startDate: "2025-01-01", endDate: "2025-12-31" }) { ${charts} }`;
    const ten = await t.rest('POST', '/graphql', { token: office, body: { query: `query { ${Array.from({ length: 10 }, (_, i) => year(i)).join(' ')} }` } });
    expect(ten.status).toBe(400);
    expect(ten.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'MAX_COST', max: GRAPHQL_LIMITS.MAX_COST });
    // the same ten over a week each are cheap enough, and one year alone runs
    const week = (i: number) => `w${i}: manufacturingAnalytics(input: { startDate: "2025-01-01", endDate: "2025-01-07" }) { days }`;
    const weeks = await t.rest('POST', '/graphql', { token: office, body: { query: `query { ${Array.from({ length: 10 }, (_, i) => week(i)).join(' ')} }` } });
    expect(weeks.status).toBe(200);
    expect(weeks.body.data.w9.days).toHaveLength(7);
    const one = await t.rest('POST', '/graphql', { token: office, body: { query: `query { ${year(0)} }` } });
    expect(one.status).toBe(200);
    expect(one.body.data.y0.days).toHaveLength(365);
    // an import and a print declare their cost too (renders and parsing do not show in what they select)
    const imports = Array.from({ length: 6 }, (_, i) => `i${i}: quickPrintImport(data: []) { message }`).join(' ');
    const importing = await t.rest('POST', '/graphql', { token: await t.tokenFor(4), body: { query: `mutation { ${imports} }` } });
    expect(importing.status).toBe(400);
    expect(importing.body.errors[0].extensions).toMatchObject({ limit: 'MAX_COST' });
  });

  it("accepts every operation of the client (client/src/**/*.graphql) with the largest page sizes", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (e.name.endsWith('.graphql')) files.push(join(dir, e.name));
      }
    };
    walk(join(repoRoot, 'client', 'src'));
    const document = parse(files.map((f) => readFileSync(f, 'utf8')).join('\n'), { maxTokens: undefined });
    expect(validate(t.app.schema, document, specifiedRules)).toEqual([]);
    const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const op of operations) {
      const variables = Object.fromEntries((op.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample(v.variable.name.value, v.type)]));
      // each operation alone, as the client sends it (with the fragments it uses)
      try {
        enforceLimits(t.app.schema, document, op.name!.value, variables);
      } catch (err) {
        refused.push(`${op.name?.value}: ${(err as Error).message}`);
      }
    }
    expect(refused).toEqual([]);
  });
});

/** `n` inline fragments on `type` nested inside each other around `inner`: depth n, few tokens. */
function nest(n: number, type: string, inner: string): string {
  return `... on ${type} { `.repeat(n) + inner + ' }'.repeat(n);
}

/** A value for a client variable: the largest page, otherwise something of the right type. */
function sample(name: string, type: TypeNode): unknown {
  if (type.kind === Kind.NON_NULL_TYPE) return sample(name, type.type);
  if (type.kind === Kind.LIST_TYPE) return [sample(name, type.type)];
  const t = type.name.value;
  if (name === 'limit') return MAX_PAGE_SIZE;
  if (t === 'Int') return 1;
  if (t === 'Boolean') return true;
  if (t === 'JSON') return [];
  return t === 'String' || t === 'ID' ? 'x' : undefined;
}
