import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKey } from '../../src/modules/api-keys/api-key.entity.js';
import { HistoryEntry } from '../../src/platform/audit/history-entry.entity.js';
import { TestApp } from '../support/test-app.js';
import { pushDocument } from './documents.fixtures.js';

const REGISTER = `mutation Register($input: AgentRegisterInput!) { printAgentRegister(input: $input) { id } }`;

/** API key scopes (ADR 0203): a key is made for the shop or for a print agent, and only reaches
 *  the operations of its scope. */
describe('API keys with a scope', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await TestApp.start();
    admin = await t.tokenFor(4);
  });
  afterAll(() => t.stop());

  const create = (body: unknown) => t.rest('POST', '/api/api-keys', { token: admin, body });
  const register = (key: string) =>
    t.gql(REGISTER, { input: { computer: { name: 'Stanowisko zakres', hostname: 'stanowisko-zakres' }, printers: [{ name: 'Zebra', queue: 'zebra', language: 'zpl' }] } }, key);

  it('requires a known scope at creation and names the field', async () => {
    const missing = await create({ name: 'Bez zakresu' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('scope');
    const unknown = await create({ name: 'Zły zakres', scope: 'admin' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.scope).toMatch(/shop, print-agent/);
    const gql = await t.gql(`mutation { apiKeyCreate(input: { name: "x", scope: "root" }) { id } }`, {}, admin);
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.app.orm.em.fork().count(ApiKey, {})).toBe(0);
  });

  it('a shop key pushes documents and cannot act as a print agent; a print-agent key the other way round', async () => {
    const shop = await create({ name: 'Sklep internetowy', scope: 'shop' });
    expect(shop.status).toBe(201);
    expect(shop.body).toMatchObject({ name: 'Sklep internetowy', scope: 'shop', revokedAt: null });
    const agent = await create({ name: 'Agent magazyn', scope: 'print-agent' });
    expect(agent.status).toBe(201);
    expect(agent.body.scope).toBe('print-agent');

    expect((await pushDocument(t, { token: shop.body.key })).status).toBe(201);
    const shopAsAgent = await register(shop.body.key);
    expect(shopAsAgent.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(shopAsAgent.errors?.[0].message).toMatch(/scope print-agent/);

    const agentPush = await pushDocument(t, { token: agent.body.key });
    expect(agentPush.status).toBe(403);
    expect(agentPush.body.message).toMatch(/scope shop/);
    const agentRegisters = await register(agent.body.key);
    expect(agentRegisters.errors).toBeUndefined();
    expect(agentRegisters.data.printAgentRegister[0].id).toBeGreaterThan(0);

    // both still reach nothing else
    for (const key of [shop.body.key, agent.body.key]) {
      expect((await t.rest('GET', '/api/documents', { token: key })).status).toBe(403);
      expect((await t.rest('GET', '/api/api-keys', { token: key })).status).toBe(403);
    }

    // the list (REST and GraphQL) shows each key's scope, never the key
    const list = await t.rest('GET', '/api/api-keys', { token: admin });
    expect(list.body.map((k: { name: string; scope: string }) => [k.name, k.scope])).toEqual([
      ['Agent magazyn', 'print-agent'],
      ['Sklep internetowy', 'shop'],
    ]);
    expect(JSON.stringify(list.body)).not.toContain(shop.body.key);
    const gql = await t.gql('{ apiKeys { name scope } }', {}, admin);
    expect(gql.data.apiKeys[0]).toEqual({ name: 'Agent magazyn', scope: 'print-agent' });

    // the creation is in the history with its scope
    const entry = await t.app.orm.em.fork().findOneOrFail(HistoryEntry, { entityType: 'api_key', entityId: String(agent.body.id), action: 'created' });
    expect(entry.after).toMatchObject({ name: 'Agent magazyn', scope: 'print-agent' });
  });

  it('a key stored before scopes existed (no scope written) is a shop key', async () => {
    const em = t.app.orm.em.fork();
    const key = 'gbo_live_' + 'a'.repeat(43);
    const { createHash } = await import('node:crypto');
    // insert the way the old code did, without the column: the migration's default applies
    await em.getConnection().execute(
      'insert into api_keys (name, prefix, key_hash, created_at, updated_at) values (?, ?, ?, ?, ?)',
      ['Stary klucz', key.slice(0, 15), createHash('sha256').update(key).digest('hex'), new Date(), new Date()],
    );
    const row = await t.app.orm.em.fork().findOneOrFail(ApiKey, { name: 'Stary klucz' });
    expect(row.scope).toBe('shop');
    expect((await pushDocument(t, { token: key })).status).toBe(201);
    expect((await register(key)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
