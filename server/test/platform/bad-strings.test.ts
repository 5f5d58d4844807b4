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
  type GraphQLInputField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STRING_LENGTH } from '../../src/platform/validation.js';
import { subscribe, TestApp, waitFor } from '../support/test-app.js';

/** Issue 11, item 4: NUL and other control characters, lone surrogates and oversized strings in
 *  every REST parameter and body field and every string argument of every GraphQL root field:
 *  never a 500. Each is refused at validation (400 naming the field), or by an earlier rule
 *  (401/403/404/409/413/422). Figures are printed at the end. */

const CONTROL = [...Array.from({ length: 32 }, (_, c) => c).filter((c) => c !== 9 && c !== 10 && c !== 13), 127].map((c) => String.fromCharCode(c));
const withControl = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...CONTROL, '\ud800', '\udfff'), fc.string({ maxLength: 6 }))
  .map(([a, c, b]) => a + c + b);
const oversized = fc.integer({ min: MAX_STRING_LENGTH + 1, max: 150_000 }).map((n) => 'ż'.repeat(n));
/** Long but allowed by the global rule: longer than a varchar(255) column. A field without its own
 *  maximum may accept it (2xx) or refuse it (4xx), but the database must never see it too long (5xx). */
const long = fc.integer({ min: 256, max: MAX_STRING_LENGTH }).map((n) => 'Ł'.repeat(n));
const isLongButAllowed = (s: string) => s.length > 255 && s.length <= MAX_STRING_LENGTH && /^Ł+$/.test(s);
const badString = fc.oneof({ weight: 4, arbitrary: withControl }, { weight: 1, arbitrary: oversized }, { weight: 2, arbitrary: long });
/** Cases per field: the two classic ones, then fast-check's. */
const RUNS = 4;
const EXAMPLES: Array<[string]> = [['\u0000'], ['x'.repeat(MAX_STRING_LENGTH + 1)], ['Ł'.repeat(300)]];

/** 414/431: Node's own limit on the request line and headers (an oversized query string). */
const ACCEPTABLE = new Set([400, 401, 403, 404, 409, 413, 414, 422, 431]);
/** A lone surrogate cannot travel in a URL or a multipart field: the URL carries its malformed
 *  UTF-8 bytes (decoded as other, harmless characters) and FormData turns it into U+FFFD. Such a
 *  value is no longer a bad string, so any answer but a 5xx is right for it there. */
const hasLoneSurrogate = (s: string) => /[\uD800-\uDFFF]/.test(s);

describe('bad strings in every input', () => {
  let t: TestApp;
  let admin: string;
  const figures = { rest: 0, restWrong: 0, rest400: 0, graphql: 0, graphqlWrong: 0, graphql400: 0, ws: 0, wsWrong: 0, multipart: 0, multipartWrong: 0 };
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
  });
  afterAll(async () => {
    console.log('bad strings:', JSON.stringify(figures));
    await t.stop();
  });

  it('REST: every path parameter, query parameter and JSON body field of every route', async () => {
    const { body: doc } = await t.rest('GET', '/api/openapi.json');
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(methods)) {
        const params: Array<{ name: string; in: string }> = op.parameters ?? [];
        const bodyProps = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
        const targets = [...params.filter((p) => p.in === 'path' || p.in === 'query').map((p) => ({ where: p.in, name: p.name })), ...bodyProps.map((name) => ({ where: 'body', name }))];
        for (const target of targets) {
          await fc.assert(
            fc.asyncProperty(badString, async (bad) => {
              let url = path.replace(/\{(\w+)\}/g, (_m, name) => (target.where === 'path' && name === target.name ? urlEncode(bad) : '987654321'));
              if (target.where === 'query') url += `?${encodeURIComponent(target.name)}=${urlEncode(bad)}`;
              const body = method === 'get' ? undefined : target.where === 'body' ? { [target.name]: bad } : {};
              const res = await t.rest(method.toUpperCase(), url, { token: admin, body, headers: { 'idempotency-key': `fuzz-${Math.random()}` } });
              figures.rest++;
              if (res.status === 400) figures.rest400++;
              const transformed = (target.where !== 'body' && hasLoneSurrogate(bad) && res.status < 500) || (isLongButAllowed(bad) && res.status < 500);
              if (!ACCEPTABLE.has(res.status) && !transformed) {
                figures.restWrong++;
                wrong.push(`${method.toUpperCase()} ${path} ${target.where}.${target.name} = ${show(bad)}: ${res.status} ${String(JSON.stringify(res.body)).slice(0, 200)}`);
              }
              // refused at validation: the answer names the field
              if (res.status === 400 && target.where !== 'path' && !res.body?.fields) wrong.push(`${method.toUpperCase()} ${path} ${target.name}: 400 without fields`);
            }),
            { numRuns: RUNS, examples: EXAMPLES },
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(figures.rest).toBeGreaterThan(200);
  }, 300_000);

  it('REST multipart: document fields and label import rows', async () => {
    const wrong: string[] = [];
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const fields = ['number', 'externalId', 'customer', 'shippingMethod', 'wantsInvoice', 'paymentsCod', 'is_pickup', 'pickup_place'];
    for (const field of fields) {
      await fc.assert(
        fc.asyncProperty(badString, async (bad) => {
          const form = new FormData();
          const base: Record<string, string> = { number: `FZ/${Math.random()}`, customer: 'Klient', shippingMethod: 'Kurier', wantsInvoice: 'false', paymentsCod: 'false', is_pickup: 'false' };
          for (const [k, v] of Object.entries({ ...base, [field]: bad })) form.append(k, v);
          form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'doc.pdf');
          const res = await fetch(t.url + '/api/documents', { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'idempotency-key': `fuzz-${Math.random()}` }, body: form });
          figures.multipart++;
          if (!ACCEPTABLE.has(res.status) && !((hasLoneSurrogate(bad) || isLongButAllowed(bad)) && res.status < 500)) {
            figures.multipartWrong++;
            wrong.push(`POST /api/documents ${field}: ${res.status} ${(await res.text()).slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS, examples: EXAMPLES },
      );
    }
    for (const column of ['name', 'line1', 'ean', 'code', 'size']) {
      await fc.assert(
        fc.asyncProperty(withControl.filter((s) => !/[;"\r\n]/.test(s)), async (bad) => {
          const row: Record<string, string> = { name: 'Etykieta', line1: 'L1', ean: '5901234123457', code: 'K1', size: '100x50' };
          row[column] = bad;
          const csv = `name;line1;ean;code;size\n${Object.values(row).join(';')}\n`;
          const form = new FormData();
          form.append('file', new Blob([csv], { type: 'text/csv' }), 'labels.csv');
          const res = await fetch(t.url + '/api/quick-print/import', { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
          figures.multipart++;
          if (!ACCEPTABLE.has(res.status)) {
            figures.multipartWrong++;
            wrong.push(`POST /api/quick-print/import csv ${column}: ${res.status} ${(await res.text()).slice(0, 200)}`);
          }
        }),
        { numRuns: RUNS, examples: [['\u0000']] },
      );
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('GraphQL: every string argument (and string field of an input argument) of every query and mutation', async () => {
    const wrong: string[] = [];
    const schema = t.app.schema;
    for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
      for (const field of Object.values(type!.getFields())) {
        for (const target of stringTargets(field)) {
          await fc.assert(
            fc.asyncProperty(badString, async (bad) => {
              const variables = Object.fromEntries(field.args.map((a) => [a.name, sampleFor(a.type, target.arg === a.name ? target.path : null, bad)]).filter(([, v]) => v !== undefined));
              const res = await t.rest('POST', '/graphql', { token: admin, body: { query: documentFor(kind, field), variables } });
              figures.graphql++;
              if (res.status === 400) figures.graphql400++;
              const codes = (res.body?.errors ?? []).map((e: any) => e.extensions?.code);
              if (res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
                figures.graphqlWrong++;
                wrong.push(`${kind} ${field.name}(${target.arg}${target.path.map((p) => '.' + p).join('')} = ${show(bad)}): ${res.status} ${String(JSON.stringify(res.body)).slice(0, 200)}`);
              }
            }),
            { numRuns: RUNS, examples: EXAMPLES },
          );
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(figures.graphql).toBeGreaterThan(100);
  }, 300_000);

  it('GraphQL subscriptions: string arguments over WebSocket', async () => {
    const wrong: string[] = [];
    const client = t.ws(admin);
    for (const field of Object.values(t.app.schema.getSubscriptionType()!.getFields())) {
      for (const target of stringTargets(field)) {
        for (const bad of ['\u0000', 'a\u001bb', '\ud800', 'x'.repeat(MAX_STRING_LENGTH + 1)]) {
          const variables = Object.fromEntries(field.args.map((a) => [a.name, sampleFor(a.type, target.arg === a.name ? target.path : null, bad)]));
          const opened = t.app.platform.pubSub.subscriptionsOpened;
          const sub = subscribe(client, documentFor('subscription', field), variables);
          // Its answer: an error, the end, or the server registering it (accepted, stays open).
          await waitFor(() => sub.errors.length > 0 || sub.isCompleted() || t.app.platform.pubSub.subscriptionsOpened > opened, 10_000, 'subscription answer');
          figures.ws++;
          if (JSON.stringify(sub.errors).includes('INTERNAL_SERVER_ERROR')) {
            figures.wsWrong++;
            wrong.push(`subscription ${field.name}(${target.arg}): ${JSON.stringify(sub.errors).slice(0, 200)}`);
          }
          sub.unsubscribe();
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});

/** Percent-encoding; a lone surrogate (no UTF-8 for it) goes as the bytes of its WTF-8 form,
 *  which are malformed UTF-8 for the server. */
const urlEncode = (s: string) => s.split(/([\uD800-\uDFFF])/).map((part) => (/^[\uD800-\uDFFF]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('');
const show = (s: string) => `${JSON.stringify(s.slice(0, 20))}${s.length > 20 ? `...(${s.length} chars)` : ''}`;

interface Target {
  arg: string;
  path: string[];
}

/** The string-typed places of a field's arguments: the argument itself, or fields of an input object. */
function stringTargets(field: GraphQLField<unknown, unknown>): Target[] {
  const out: Target[] = [];
  const walk = (arg: string, type: GraphQLInputType, path: string[], depth: number) => {
    const named = getNamedType(type);
    if (isScalarType(named) && (named.name === 'String' || named.name === 'ID' || named.name === 'JSON' || named.name === 'JSONObject')) out.push({ arg, path });
    else if (isInputObjectType(named) && depth < 3) for (const f of Object.values(named.getFields())) walk(arg, f.type, [...path, f.name], depth + 1);
  };
  for (const a of field.args) walk(a.name, a.type, [], 0);
  return out;
}

/** A value for an input type: `bad` where the target path ends, a plausible value elsewhere for
 *  required places, nothing for optional ones. */
function sampleFor(type: GraphQLInputType, path: string[] | null, bad: string): unknown {
  const required = isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const v = sampleFor(inner.ofType as GraphQLInputType, path, bad);
    return v === undefined ? (required ? [] : undefined) : [v];
  }
  if (path && path.length === 0) {
    const named = getNamedType(inner);
    if (named.name === 'JSON') return [{ name: bad, line1: bad }];
    if (named.name === 'JSONObject') return { value: bad, [bad.slice(0, 50)]: 1 };
    return bad;
  }
  if (isInputObjectType(inner)) {
    if (!required && !path) return undefined;
    const fields = inner.getFields();
    return Object.fromEntries(
      Object.values(fields)
        .map((f: GraphQLInputField) => [f.name, sampleFor(f.type, path && path[0] === f.name ? path.slice(1) : null, bad)])
        .filter(([, v]) => v !== undefined),
    );
  }
  if (!required) return undefined;
  const named = getNamedType(inner);
  if (isEnumType(named)) return named.getValues()[0].name;
  switch (named.name) {
    case 'Int':
      return 1;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'JSON':
      return [];
    case 'JSONObject':
      return {};
    default:
      return 'x';
  }
}

function documentFor(kind: string, field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a: GraphQLArgument) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) || 'getTypes' in named ? ' { __typename }' : '';
  return `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}
