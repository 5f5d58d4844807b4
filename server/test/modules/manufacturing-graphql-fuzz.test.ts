import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manufacturingAnalyticsModule } from '../../src/modules/manufacturing-analytics/index.js';
import { manufacturingCustomModule } from '../../src/modules/manufacturing-custom/index.js';
import { manufacturingReferenceModule } from '../../src/modules/manufacturing-reference/index.js';
import { manufacturingStandardModule } from '../../src/modules/manufacturing-standard/index.js';
import { policyOfField } from '../../src/platform/graphql/enforce-policies.js';
import { TestApp } from '../support/test-app.js';

/**
 * Issue 13: bad input to every GraphQL query and mutation of the four manufacturing modules, over
 * real HTTP, as fast-check makes it from each argument's type: values of the right type that make
 * no sense (negative, huge, empty, impossible dates, unknown ids, control characters, unknown enum
 * values inside JSON) and values of the wrong type, nulls and missing fields. Never a 5xx, never
 * INTERNAL_SERVER_ERROR; a refused input names the field (the service's `fields`, or GraphQL's
 * coercion message naming the variable's path); and a refused call writes nothing (the row count
 * of every table is the same before and after).
 */

const MANUFACTURING_MODULES = [manufacturingCustomModule, manufacturingStandardModule, manufacturingReferenceModule, manufacturingAnalyticsModule];
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

const weirdStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '2026-02-30',
  '2026-13-01',
  '31/12/2026',
  '2026-01-01T25:61:00Z',
  'ż',
  '%_\\',
  "'; drop table x;--",
  '\u0000',
  'a\u001bb',
  'Ł'.repeat(300),
  '999999999999999999999',
  'szklo_kabina',
  'ZAM/1/2026',
);
const anyString = fc.oneof({ weight: 3, arbitrary: weirdStrings }, { weight: 2, arbitrary: fc.string({ maxLength: 24 }) });
const badInt = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 3 }) },
  { weight: 2, arbitrary: fc.constantFrom(-2147483648, 2147483647, 99999999, 1000, 100000) },
  { weight: 2, arbitrary: fc.integer() },
);
const badFloat = fc.oneof(
  { weight: 3, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -0.001, 1e308, -1e308, 5e-324, 0.1 + 0.2, 123456.7891) },
);
/** A value of another type than the one declared (GraphQL's coercion refuses it). */
const wrongType = fc.oneof(fc.constant('x'), fc.constant(1.5), fc.constant(true), fc.constant({ a: 1 }), fc.constant([[1]]));

/** fast-check's values for one input type. `typed`: only values GraphQL accepts for the type (so
 *  the call reaches the service's own validation); otherwise also wrong types, nulls for required
 *  places, unknown fields and oversized lists. */
function arbitraryFor(type: GraphQLInputType, typed: boolean, depth = 0): fc.Arbitrary<unknown> {
  const or = (arb: fc.Arbitrary<unknown>, ...wrong: Array<{ weight: number; arbitrary: fc.Arbitrary<unknown> }>) => (typed ? arb : fc.oneof({ weight: 8, arbitrary: arb }, ...wrong));
  if (isNonNullType(type)) {
    return or(arbitraryFor(type.ofType as GraphQLInputType, typed, depth), { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: wrongType });
  }
  const nullable = (arb: fc.Arbitrary<unknown>) =>
    fc.oneof({ weight: 6, arbitrary: arb }, { weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constant(null) });
  if (isListType(type)) {
    const items = fc.array(arbitraryFor(type.ofType as GraphQLInputType, typed, depth + 1), { maxLength: 3 });
    return nullable(or(items, { weight: 1, arbitrary: fc.array(fc.constant(1), { minLength: 300, maxLength: 1200 }) }));
  }
  const named = getNamedType(type);
  if (isEnumType(named)) return nullable(or(fc.constantFrom(...named.getValues().map((v) => v.name)), { weight: 1, arbitrary: fc.constantFrom('NOPE', 'asc', '') }));
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant(undefined);
    const fields = Object.values(named.getFields());
    const record = fc.record(Object.fromEntries(fields.map((f) => [f.name, arbitraryFor(f.type, typed, depth + 1)])) as Record<string, fc.Arbitrary<unknown>>);
    // an unknown field: GraphQL names it
    return nullable(or(record.map(dropUndefined), { weight: 1, arbitrary: record.map((r) => ({ ...dropUndefined(r), notAField: 1 })) }));
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return nullable(or(badInt, { weight: 1, arbitrary: wrongType }));
      case 'Float':
        return nullable(or(badFloat, { weight: 1, arbitrary: wrongType }));
      case 'Boolean':
        return nullable(or(fc.boolean(), { weight: 1, arbitrary: wrongType }));
      case 'JSON':
        return nullable(fc.jsonValue({ maxDepth: 2 }));
      case 'JSONObject':
        return nullable(fc.dictionary(anyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }));
      case 'DateTimeISO':
        return nullable(fc.oneof(fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString()), anyString));
      default:
        return nullable(or(anyString, { weight: 1, arbitrary: wrongType }));
    }
  }
  return fc.constant(undefined);
}

function dropUndefined(r: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined));
}

/** The document of one root field, selecting its scalar fields (and __typename). */
function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a: GraphQLArgument) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? ` { __typename ${scalarsOf(named).join(' ')} }` : '';
  return `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function scalarsOf(type: GraphQLObjectType): string[] {
  return Object.values(type.getFields())
    .filter((f) => f.args.length === 0 && (isScalarType(getNamedType(f.type)) || isEnumType(getNamedType(f.type))))
    .map((f) => f.name)
    .slice(0, 12);
}

/** An error names the field: the service's `fields`, or GraphQL's own message naming the variable
 *  (`Variable "$input" got invalid value ... at "input.x"`, `... of required type ... was not provided`). */
function namesTheField(e: { message: string; extensions?: Record<string, unknown> }): boolean {
  const fields = e.extensions?.fields as Record<string, string> | undefined;
  if (fields && Object.keys(fields).length > 0) return true;
  return /Variable "\$\w+"/.test(e.message);
}

const ERROR_LOG = 'standard_manufacturing_error_logs';

describe('manufacturing GraphQL: bad input (fast-check) over HTTP', () => {
  let t: TestApp;
  let admin: string;
  const figures = { calls: 0, refused: 0, answered: 0, byCode: {} as Record<string, number> };
  beforeAll(async () => {
    // no background workers: nothing writes between the two counts but the call itself
    t = await TestApp.start({ WORKERS: 'false' });
    admin = await t.tokenFor(4);
  });
  afterAll(async () => {
    console.log('manufacturing GraphQL fuzz:', JSON.stringify(figures));
    await t.stop();
  });

  /** Rows of every table, in one statement. */
  const rowCounts = async (): Promise<Record<string, number>> => {
    const tables = [...new Set(Object.values(t.app.orm.getMetadata().getAll()).map((m) => m.tableName).filter(Boolean))].sort();
    const quote = t.db.url ? (s: string) => `\`${s}\`` : (s: string) => `"${s}"`;
    const sql = `select ${tables.map((name, i) => `(select count(*) from ${quote(name)}) as c${i}`).join(', ')}`;
    const [row] = await t.app.orm.em.fork().getConnection().execute(sql);
    return Object.fromEntries(tables.map((name, i) => [name, Number((row as Record<string, unknown>)[`c${i}`])]));
  };

  const policies = new Set(MANUFACTURING_MODULES.flatMap((m) => Object.keys(m.policies ?? {})));
  const fieldsOf = (kind: 'query' | 'mutation') => {
    const type = kind === 'query' ? t.app.schema.getQueryType()! : t.app.schema.getMutationType()!;
    return Object.values(type.getFields()).filter((f) => policies.has(policyOfField(type, f.name) ?? ''));
  };

  it('found by the fuzzing, kept: a print to a printer that does not exist writes nothing; a costly page names `limit`', async () => {
    const list = await t.gql('query { manufacturingMissingGlass(status: "OPEN") { items { id } } }', {}, admin);
    const id = list.data.manufacturingMissingGlass.items[0]?.id ?? 1;
    const before = await rowCounts();
    const res = await t.gql('mutation($id: Int!, $printer: Int) { manufacturingPrintMissing(id: $id, printer: $printer) { message } }', { id, printer: 208676068 }, admin);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', fields: { printer: 'no such printer' } });
    expect(await rowCounts()).toEqual(before);
    const costly = await t.gql('query($limit: Int) { manufacturingMissingGlass(limit: $limit) { items { id } } }', { limit: 100000 }, admin);
    expect(costly.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', limit: 'MAX_COST' });
    expect(costly.errors?.[0].extensions?.fields).toHaveProperty('limit');
  });

  for (const kind of ['query', 'mutation'] as const) {
    it(`every manufacturing ${kind}: never a 500, refusals name the field and write nothing`, async () => {
      const fields = fieldsOf(kind);
      expect(fields.length).toBeGreaterThan(kind === 'query' ? 10 : 10);
      const wrong: string[] = [];
      for (const field of fields) {
        const argsOf = (typed: boolean) => fc.record(Object.fromEntries(field.args.map((a) => [a.name, arbitraryFor(a.type, typed)])) as Record<string, fc.Arbitrary<unknown>>);
        // two in three calls carry values of the declared types: they reach the service's rules
        const args = fc.oneof({ weight: 2, arbitrary: argsOf(true) }, { weight: 1, arbitrary: argsOf(false) });
        const query = documentFor(kind, field);
        await fc.assert(
          fc.asyncProperty(args, async (raw) => {
            const variables = dropUndefined(raw);
            const before = await rowCounts();
            const res = await t.rest('POST', '/graphql', { token: admin, body: { query, variables } });
            figures.calls++;
            const errors: Array<{ message: string; extensions?: Record<string, unknown> }> = res.body?.errors ?? [];
            const show = `${kind} ${field.name} ${JSON.stringify(variables).slice(0, 300)}`;
            if (res.status >= 500) wrong.push(`${show}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
            if (errors.length === 0) {
              figures.answered++;
              return;
            }
            figures.refused++;
            for (const e of errors) {
              const code = String(e.extensions?.code);
              figures.byCode[code] = (figures.byCode[code] ?? 0) + 1;
              if (code === 'INTERNAL_SERVER_ERROR' || code === 'undefined') wrong.push(`${show}: ${code} ${e.message}`);
            }
            // A refused input names the field (graphql-js' closing "too many errors" one names none,
            // the 50 before it do).
            const badInput = errors.filter((e) => e.extensions?.code === 'BAD_USER_INPUT');
            if (badInput.length && !badInput.some(namesTheField)) wrong.push(`${show}: BAD_USER_INPUT without the field: ${badInput[0].message}`);
            if (badInput.length > 1 && badInput.filter((e) => !namesTheField(e)).length > 1) wrong.push(`${show}: several BAD_USER_INPUT errors without the field`);
            const after = await rowCounts();
            // By design (issue 14, the station's error log): a persist its checks refuse (422 with
            // the reasons; not the 422 of an Idempotency-Key reused with another body) is itself
            // recorded, as exactly one error-log row and nothing else.
            if (field.name === 'standardManufacturingPersist' && errors[0].extensions?.code === 'UNPROCESSABLE' && Array.isArray(errors[0].extensions?.reasons)) {
              if (after[ERROR_LOG] - before[ERROR_LOG] !== 1) wrong.push(`${show}: a refused persist logged ${after[ERROR_LOG] - before[ERROR_LOG]} error rows, not 1`);
              before[ERROR_LOG] = after[ERROR_LOG];
            }
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            if (changed.length) wrong.push(`${show}: refused (${errors[0].message}) but wrote ${changed.map((k) => `${k} ${before[k]}->${after[k]}`).join(', ')}`);
          }),
          { numRuns: RUNS },
        );
      }
      expect(wrong).toEqual([]);
    }, 600_000);
  }
});
