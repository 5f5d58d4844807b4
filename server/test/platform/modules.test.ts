import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app.js';
import { MODULES } from '../../src/modules/index.js';
import { minRole } from '../../src/platform/authorization/rules.js';
import { ConfigError, loadConfig } from '../../src/platform/config.js';
import { collectDeclarations, orderModules } from '../../src/platform/modules/assemble.js';
import { defineModule } from '../../src/platform/modules/module.js';
import { TEST_JWT_SECRET } from '../support/test-app.js';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: mkdtempSync(join(tmpdir(), 'modules-')), LOG_LEVEL: 'silent', WORKERS: 'false', ...env });

/** The platform assembles the listed modules; their manifests are all it knows of them. */
describe('module manifests', () => {
  it('an empty example module is one manifest plus one entry in the list, and its operation is served and guarded', async () => {
    const example = defineModule({
      name: 'example',
      policies: { exampleHello: minRole(2) },
      setup: () => ({ routes: [{ method: 'get', path: '/example', operation: 'exampleHello', summary: 'Hello', tags: ['example'], handle: async () => ({ hello: 'world' }) }] }),
    });
    const app = await App.create(config(), undefined, [...MODULES, example]);
    try {
      expect(app.policies.ruleOf('exampleHello')).toEqual({ minRole: 2 });
      expect(app.routes.some((r) => r.path === '/example')).toBe(true);
    } finally {
      await app.stop();
    }
  });

  it('two modules declaring one operation stop the boot, naming both', () => {
    const a = defineModule({ name: 'a', policies: { same: minRole(1) }, setup: () => ({}) });
    const b = defineModule({ name: 'b', policies: { same: minRole(4) }, setup: () => ({}) });
    expect(() => collectDeclarations([a, b], [])).toThrow('Operation same is declared by both modules a and b');
  });

  it('two modules declaring one topic stop the boot, and a module cannot take a platform topic', () => {
    const a = defineModule({ name: 'a', topics: ['THING'], setup: () => ({}) });
    const b = defineModule({ name: 'b', topics: ['THING'], setup: () => ({}) });
    expect(() => collectDeclarations([a, b], [])).toThrow('Topic THING is declared by both a and b');
    const c = defineModule({ name: 'c', topics: ['SESSION_REVOKED'], setup: () => ({}) });
    expect(() => collectDeclarations([c], [])).toThrow('Topic SESSION_REVOKED is declared by both platform and c');
  });

  it('modules are set up after the ones they require; a missing or cyclic requirement stops the boot', () => {
    const base = defineModule({ name: 'base', setup: () => ({}) });
    const top = defineModule({ name: 'top', requires: [base], setup: () => ({}) });
    expect(orderModules([top, base]).map((m) => m.name)).toEqual(['base', 'top']);
    expect(() => orderModules([top])).toThrow('Module top requires base, which is not in the module list');
    const x: { requires: unknown[] } & ReturnType<typeof defineModule> = defineModule({ name: 'x', requires: [], setup: () => ({}) }) as never;
    const y = defineModule({ name: 'y', requires: [x], setup: () => ({}) });
    x.requires.push(y);
    expect(() => orderModules([x, y])).toThrow(/Module dependency cycle: x -> y -> x/);
  });

  it("a module reaches another's API only when it lists it in requires", async () => {
    const base = defineModule({ name: 'base', setup: () => ({ api: { n: 1 } }) });
    const sneaky = defineModule({ name: 'sneaky', setup: ({ use }) => ({ api: use(base) }) });
    await expect(App.create(config(), undefined, [base, sneaky])).rejects.toThrow('Module sneaky uses base without listing it in requires');
  });

  it("a bad value in a module's configuration slice stops the boot naming the variable", async () => {
    await expect(App.create(config({ ERP_CONNECTOR: 'http' }))).rejects.toThrow(/ERP_URL: required when ERP_CONNECTOR=http/);
    await expect(App.create(config({ PRINT_MAX_ATTEMPTS: 'many' }))).rejects.toThrow(ConfigError);
    await expect(App.create(config({ DOCUMENT_LOCK_TTL: 'forever' }))).rejects.toThrow(/DOCUMENT_LOCK_TTL:/);
  });
});
