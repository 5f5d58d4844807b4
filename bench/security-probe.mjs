/**
 * The security probe's figures (issue 25): requests per category, HTTP 500s, wrong grants and
 * rows changed by refused requests; the goal is 0 of each of the last three.
 *
 *   npm run build -w server && node bench/security-probe.mjs
 *
 * It runs the BUILT server (server/dist) in this process on a fresh, seeded SQLite file (so it can
 * read the policy table and count the rows each request changes) and talks to it over real HTTP
 * only. Workers are off: every row change is a request's. A refused request is any 4xx; "rows
 * changed" is SQLite's total_changes() of the app's one connection before and after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import jwt from 'jsonwebtoken';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const { App, seedDemoData } = await import(join(root, 'server/dist/server/src/app.js'));
const { loadConfig } = await import(join(root, 'server/dist/server/src/platform/config.js'));

const dataDir = mkdtempSync(join(tmpdir(), 'security-probe-'));
const SECRET = 'security-probe-secret-at-least-32-bytes!!';
const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WORKERS: 'false', CLIENT_DIST: join(dataDir, 'no-client') });
const app = await App.create(config);
await seedDemoData(app.orm);
const port = await app.listen(0, '127.0.0.1');
const base = `http://127.0.0.1:${port}`;
const conn = app.orm.em.getConnection();
const changes = async () => Number((await conn.execute('select total_changes() as n'))[0].n);
/** An API key's last-used stamp (written at most once a minute when the key authenticates, before
 *  authorization): bookkeeping of the credential, counted apart from the rows a request changed. */
const keyStamps = async () => String((await conn.execute('select group_concat(last_used_at) as s from api_keys'))[0].s);
let keyStampWrites = 0;

const stats = new Map();
const stat = (category) => {
  if (!stats.has(category)) stats.set(category, { requests: 0, http500: 0, wrongGrants: 0, refused: 0, rowsChangedByRefused: 0, examples: [] });
  return stats.get(category);
};
const note = (s, text) => s.examples.length < 5 && s.examples.push(text);

/** One request; counts it, its 500, and rows changed when it was refused. */
async function send(category, method, path, { token, body, raw, headers = {}, expectRefused = false, label } = {}) {
  const s = stat(category);
  const h = { ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  let payload;
  if (raw !== undefined) payload = raw;
  else if (body !== undefined) {
    payload = JSON.stringify(body);
    h['content-type'] ??= 'application/json';
  }
  const before = await changes();
  const stampsBefore = await keyStamps();
  const res = await fetch(base + path, { method, headers: h, body: payload });
  const text = await res.text();
  let changed = (await changes()) - before;
  if ((await keyStamps()) !== stampsBefore) {
    changed -= 1;
    keyStampWrites++;
  }
  s.requests++;
  const graphqlError = path === '/graphql' ? safeJson(text)?.errors?.[0]?.extensions?.code : undefined;
  const refused = (res.status >= 400 && res.status < 500) || ['UNAUTHENTICATED', 'FORBIDDEN', 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED', 'PAYLOAD_TOO_LARGE', 'UNPROCESSABLE'].includes(graphqlError);
  if (res.status >= 500 || graphqlError === 'INTERNAL_SERVER_ERROR') {
    s.http500++;
    note(s, `500: ${label ?? `${method} ${path}`}: ${text.slice(0, 120)}`);
  }
  if (refused) {
    s.refused++;
    if (changed > 0) {
      s.rowsChangedByRefused += changed;
      note(s, `refused but changed ${changed} row(s): ${label ?? `${method} ${path}`} -> ${res.status} ${graphqlError ?? ''}`);
    }
  }
  return { status: res.status, graphqlError, refused, text };
}
const safeJson = (t) => {
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
};

// ------------------------------------------------------------------ callers
const login = async (email) => (await (await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: email, password: 'demo1234' }) })).json()).access_token;
const users = { 1: 'klient@example.com', 2: 'biuro@example.com', 3: 'magazyn@example.com', 4: 'admin@example.com' };
const tokens = {};
for (const [role, email] of Object.entries(users)) tokens[role] = await login(email);
const key = async (scope) => (await (await fetch(`${base}/api/api-keys`, { method: 'POST', headers: { authorization: `Bearer ${tokens[4]}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: `probe ${scope}`, scope }) })).json()).key;
const keys = { shop: await key('shop'), 'print-agent': await key('print-agent') };
const adminClaims = jwt.decode(tokens[4]);
const forged = {
  'admin token without exp': jwt.sign(Object.fromEntries(Object.entries(adminClaims).filter(([k]) => k !== 'exp')), SECRET, { algorithm: 'HS256' }),
  'admin page token as Bearer': jwt.sign({ ...adminClaims, typ: 'page' }, SECRET, { algorithm: 'HS256' }),
  'admin token, alg none': jwt.sign({ ...adminClaims }, '', { algorithm: 'none' }),
  'admin token, wrong secret': jwt.sign({ ...adminClaims }, 'another-secret-of-at-least-32-bytes!!!', { algorithm: 'HS256' }),
};

// The rule of an operation for a caller: allowed, or refused (401/403).
const allows = (rule, caller) => {
  if (rule === 'public') return true;
  if (caller.kind === 'anonymous' || caller.kind === 'forged') return false;
  if (caller.kind === 'key') return rule.integration === caller.scope;
  return rule.minRole !== null && caller.role >= rule.minRole;
};
const callers = [
  { name: 'anonymous', kind: 'anonymous' },
  ...[1, 2, 3, 4].map((role) => ({ name: `role ${role}`, kind: 'user', role, token: tokens[role] })),
  { name: 'shop key', kind: 'key', scope: 'shop', token: keys.shop },
  { name: 'print-agent key', kind: 'key', scope: 'print-agent', token: keys['print-agent'] },
  ...Object.entries(forged).map(([name, token]) => ({ name, kind: 'forged', token })),
];
const ruleOf = (op) => app.policies.ruleOf(op);
const ID = '987654321';

// ------------------------------------------------- 1. authorization (refused callers only)
// Only the callers the rule refuses are sent: each must be 401/403 (else a wrong grant) and write nothing.
for (const r of app.routes) {
  const rule = ruleOf(r.operation);
  for (const caller of callers) {
    if (allows(rule, caller)) continue;
    const res = await send('authorization (REST)', r.method.toUpperCase(), '/api' + r.path.replace(/:\w+/g, ID), { token: caller.token, body: r.method === 'get' ? undefined : {}, label: `${r.method.toUpperCase()} ${r.path} as ${caller.name}` });
    if (res.status !== 401 && res.status !== 403) {
      stat('authorization (REST)').wrongGrants++;
      note(stat('authorization (REST)'), `wrong grant: ${r.method.toUpperCase()} ${r.path} as ${caller.name} -> ${res.status}`);
    }
  }
}
const { isNonNullType, isObjectType, isInterfaceType, isUnionType, getNamedType, isScalarType, isEnumType, isInputObjectType } = await import(join(root, 'node_modules/graphql/index.js'));
const { policyOfField } = await import(join(root, 'server/dist/server/src/platform/graphql/enforce-policies.js'));
const rootFields = [];
for (const [kind, type] of [['query', app.schema.getQueryType()], ['mutation', app.schema.getMutationType()]]) {
  for (const field of Object.values(type.getFields())) rootFields.push({ kind, type, field });
}
const selectionOf = (t) => {
  const n = getNamedType(t);
  return isObjectType(n) || isInterfaceType(n) || isUnionType(n) ? ' { __typename }' : '';
};
const documentFor = (kind, field) => {
  const required = field.args.filter((a) => isNonNullType(a.type));
  const vars = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Probe${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionOf(field.type)} }`;
};
for (const { kind, type, field } of rootFields) {
  const rule = ruleOf(policyOfField(type, field.name));
  for (const caller of callers) {
    if (allows(rule, caller)) continue;
    const res = await send('authorization (GraphQL)', 'POST', '/graphql', { token: caller.token, body: { query: documentFor(kind, field), variables: {} }, label: `${kind} ${field.name} as ${caller.name}` });
    if (res.graphqlError !== 'UNAUTHENTICATED' && res.graphqlError !== 'FORBIDDEN') {
      stat('authorization (GraphQL)').wrongGrants++;
      note(stat('authorization (GraphQL)'), `wrong grant: ${kind} ${field.name} as ${caller.name} -> ${res.status} ${res.graphqlError}`);
    }
  }
}
// The page-session cookie is no credential: every signed-in REST route with only the cookie.
const pageCookie = await fetch(`${base}/api/auth/page-session`, { method: 'POST', headers: { authorization: `Bearer ${tokens[4]}` } });
const cookie = (pageCookie.headers.get('set-cookie') ?? '').split(';')[0];
for (const r of app.routes) {
  if (ruleOf(r.operation) === 'public') continue;
  const res = await send('authorization (cookie only)', r.method.toUpperCase(), '/api' + r.path.replace(/:\w+/g, ID), { headers: { cookie }, body: r.method === 'get' ? undefined : {}, label: `${r.method.toUpperCase()} ${r.path} with the session cookie` });
  if (res.status !== 401) {
    stat('authorization (cookie only)').wrongGrants++;
    note(stat('authorization (cookie only)'), `wrong grant: ${r.method.toUpperCase()} ${r.path} with the cookie -> ${res.status}`);
  }
}

// ------------------------------------------------------------- 2. bad input, as an admin
const BAD_STRINGS = ['\u0000', 'a\u001bb', '\ud800', 'x'.repeat(10_001)];
const BAD_IDS = ['-1', '0', 'abc', '1e99', '9999999999999999999', '%00', '1.5'];
const openapi = await (await fetch(`${base}/api/openapi.json`)).json();
const bodyFields = (r) => {
  const path = '/api' + r.path.replace(/:(\w+)/g, '{$1}');
  const schema = openapi.paths?.[path]?.[r.method]?.requestBody?.content?.['application/json']?.schema;
  return Object.keys(schema?.properties ?? {});
};
const adminOf = (rule) => (rule !== 'public' && rule.minRole === null ? keys[rule.integration] : tokens[4]);
for (const r of app.routes) {
  const token = adminOf(ruleOf(r.operation));
  const method = r.method.toUpperCase();
  if (r.path.includes(':')) {
    for (const bad of BAD_IDS) {
      const res = await send('bad input (REST ids)', method, '/api' + r.path.replace(/:\w+/g, bad), { token, body: method === 'GET' ? undefined : {}, label: `${method} ${r.path} id=${bad}` });
      if (!res.refused && res.status < 500) note(stat('bad input (REST ids)'), `accepted: ${method} ${r.path} id=${bad} -> ${res.status}`);
    }
  }
  if (method === 'GET' || method === 'DELETE') continue;
  const path = '/api' + r.path.replace(/:\w+/g, ID);
  for (const field of bodyFields(r)) {
    for (const bad of BAD_STRINGS) await send('bad input (REST bodies)', method, path, { token, body: { [field]: bad }, label: `${method} ${r.path} ${field}=${JSON.stringify(bad.slice(0, 8))}` });
    await send('bad input (REST bodies)', method, path, { token, body: { [field]: { $gt: '' } }, label: `${method} ${r.path} ${field}=operator object` });
  }
  await send('bad input (REST bodies)', method, path, { token, raw: '{"broken": ', headers: { 'content-type': 'application/json' }, label: `${method} ${r.path} broken JSON` });
  await send('bad input (REST bodies)', method, path, { token, raw: Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('"}')]), headers: { 'content-type': 'application/json' }, label: `${method} ${r.path} invalid UTF-8` });
}
// GraphQL: every string argument of every query and mutation, with each bad string.
for (const { kind, type, field } of rootFields) {
  const rule = ruleOf(policyOfField(type, field.name));
  const token = adminOf(rule);
  for (const arg of field.args) {
    const named = getNamedType(arg.type);
    if (!(isScalarType(named) && (named.name === 'String' || named.name === 'ID'))) continue;
    for (const bad of BAD_STRINGS) {
      const required = field.args.filter((a) => isNonNullType(a.type) && a.name !== arg.name);
      const vars = [`$v: ${arg.type.toString()}`, ...required.map((a) => `$${a.name}: ${a.type.toString()}`)].join(', ');
      const args = [`${arg.name}: $v`, ...required.map((a) => `${a.name}: $${a.name}`)].join(', ');
      await send('bad input (GraphQL arguments)', 'POST', '/graphql', { token, body: { query: `${kind} Probe(${vars}) { ${field.name}(${args})${selectionOf(field.type)} }`, variables: { v: bad } }, label: `${field.name}(${arg.name}=${JSON.stringify(bad.slice(0, 8))})` });
    }
  }
}

// ------------------------------------------------------------- 3. hostile files and paths
const zip = (parts) => {
  const locals = [];
  const central = [];
  let offset = 0;
  for (const { name, content } of parts) {
    const n = Buffer.from(name);
    const data = deflateRawSync(content);
    const l = Buffer.alloc(30);
    l.writeUInt32LE(0x04034b50, 0), l.writeUInt16LE(20, 4), l.writeUInt16LE(0x0800, 6), l.writeUInt16LE(8, 8), l.writeUInt32LE(crc32(content) >>> 0, 14), l.writeUInt32LE(data.length, 18), l.writeUInt32LE(content.length, 22), l.writeUInt16LE(n.length, 26);
    const d = Buffer.alloc(46);
    d.writeUInt32LE(0x02014b50, 0), d.writeUInt16LE(20, 4), d.writeUInt16LE(20, 6), d.writeUInt16LE(0x0800, 8), d.writeUInt16LE(8, 10), d.writeUInt32LE(crc32(content) >>> 0, 16), d.writeUInt32LE(data.length, 20), d.writeUInt32LE(content.length, 24), d.writeUInt16LE(n.length, 28), d.writeUInt32LE(offset, 42);
    locals.push(l, n, data);
    central.push(d, n);
    offset += 30 + n.length + data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0), end.writeUInt16LE(parts.length, 8), end.writeUInt16LE(parts.length, 10), end.writeUInt32LE(dir.length, 12), end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
};
const workbook = (extra) =>
  zip([
    { name: 'xl/workbook.xml', content: Buffer.from('<workbook xmlns:r="r"><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>') },
    { name: 'xl/_rels/workbook.xml.rels', content: Buffer.from('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>') },
    { name: 'xl/worksheets/sheet1.xml', content: Buffer.from('<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>') },
    ...extra,
  ]);
const hostileFiles = {
  'zip-slip ../../../../tmp/x.txt': workbook([{ name: '../../../../tmp/security-probe-x.txt', content: Buffer.from('x') }]),
  'absolute entry /etc/x': workbook([{ name: '/etc/security-probe-x', content: Buffer.from('x') }]),
  'backslash entry': workbook([{ name: '..\\..\\x.txt', content: Buffer.from('x') }]),
  'not a zip': Buffer.from('PK\u0003\u0004garbage'),
  'empty file': Buffer.alloc(0),
  'csv with invalid UTF-8': Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x0a]),
};
const uploadStat = stat('hostile files (imports)');
for (const path of ['/api/quick-print/import', '/api/manufacturing-data/import']) {
  for (const [name, bytes] of Object.entries(hostileFiles)) {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), name.includes('csv') ? 'x.csv' : 'x.xlsx');
    const before = await changes();
    const res = await fetch(base + path, { method: 'POST', headers: { authorization: `Bearer ${tokens[4]}` }, body: form });
    const changed = (await changes()) - before;
    uploadStat.requests++;
    if (res.status >= 500) (uploadStat.http500++, note(uploadStat, `500: ${path} ${name}`));
    if (res.status >= 400 && res.status < 500) {
      uploadStat.refused++;
      if (changed > 0) (uploadStat.rowsChangedByRefused += changed), note(uploadStat, `refused but changed: ${path} ${name}`);
    } else note(uploadStat, `accepted: ${path} ${name} -> ${res.status}`);
  }
}
for (const prefix of ['/app/', '/authentication/', '/assets/', '/']) {
  for (const v of ['%00', '..%2f..%2f..%2fetc%2fpasswd', '%2e%2e%2f%2e%2e%2fpackage.json', '..%5c..%5cpackage.json', '%c0%ae%c0%ae/', '%E0%A4%A', '%', 'a%1bb']) {
    const res = await send('hostile paths', 'GET', prefix + v, { label: prefix + v });
    if (!res.refused) note(stat('hostile paths'), `answered ${res.status}: ${prefix}${v}`);
  }
}

// ------------------------------------------------------------------------------ report
await app.stop();
rmSync(dataDir, { recursive: true, force: true });
const rows = [...stats].map(([category, s]) => ({ category, requests: s.requests, refused: s.refused, 'HTTP 500': s.http500, 'wrong grants': s.wrongGrants, 'rows changed by refused': s.rowsChangedByRefused }));
const total = rows.reduce((t, r) => ({ category: 'total', requests: t.requests + r.requests, refused: t.refused + r.refused, 'HTTP 500': t['HTTP 500'] + r['HTTP 500'], 'wrong grants': t['wrong grants'] + r['wrong grants'], 'rows changed by refused': t['rows changed by refused'] + r['rows changed by refused'] }), { requests: 0, refused: 0, 'HTTP 500': 0, 'wrong grants': 0, 'rows changed by refused': 0 });
console.table([...rows, total]);
for (const [category, s] of stats) for (const e of s.examples) console.log(`  ${category}: ${e}`);
console.log(`  (API keys' last-used stamps written while authenticating, not counted above: ${keyStampWrites})`);
process.exitCode = total['HTTP 500'] || total['wrong grants'] || total['rows changed by refused'] ? 1 : 0;
