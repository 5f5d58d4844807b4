import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/platform/paths.js';

/** The module boundaries CI enforces (.dependency-cruiser.cjs), tried on a small tree that breaks
 *  each rule once: the check must name every break. */
describe('module boundary rules', () => {
  it('refuse a platform file importing a module, a module importing another module\'s entity, a cycle, and the client importing the server', () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
    const file = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    file('tsconfig.depcruise.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', jsx: 'react-jsx' }, include: ['server/src', 'client/src'] }));
    file('server/src/platform/wiring.ts', "import { Thing } from '../modules/a/a.entity.js';\nexport const x = Thing;\n");
    file('server/src/modules/a/a.entity.ts', 'export class Thing {}\n');
    file('server/src/modules/a/index.ts', "export { Thing } from './a.entity.js';\n");
    file('server/src/modules/b/b.service.ts', "import { Thing } from '../a/a.entity.js';\nimport { ok } from '../a/index.js';\nexport const y = [Thing, ok];\n");
    file('server/src/modules/c/one.ts', "import { two } from './two.js';\nexport const one = () => two;\n");
    file('server/src/modules/c/two.ts', "import { one } from './one.js';\nexport const two = () => one;\n");
    file('client/src/page.tsx', "import { Thing } from '../../server/src/modules/a/index.js';\nexport const z = Thing;\n");
    let output = '';
    try {
      execFileSync(join(repoRoot, 'node_modules', '.bin', 'depcruise'), ['server/src', 'client/src', '--config', join(repoRoot, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      output = String((err as { stdout?: string }).stdout ?? '');
    }
    expect(output).toMatch(/platform-imports-no-module: server\/src\/platform\/wiring\.ts → server\/src\/modules\/a\/a\.entity\.ts/);
    expect(output).toMatch(/modules-meet-through-index: server\/src\/modules\/b\/b\.service\.ts → server\/src\/modules\/a\/a\.entity\.ts/);
    expect(output).not.toMatch(/b\.service\.ts → server\/src\/modules\/a\/index\.ts/); // through index.ts is the way
    expect(output).toMatch(/no-cycles: server\/src\/modules\/c\/(one|two)\.ts/);
    expect(output).toMatch(/client-imports-no-server: client\/src\/page\.tsx/);
  }, 30_000);

  it('refuse a client component importing a generated hook or @apollo/client; types, hooks/ and tests may (ADR 0941)', () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-client-'));
    const file = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    file('tsconfig.depcruise.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'Bundler', jsx: 'react-jsx' }, include: ['client/src'] }));
    file('client/src/gql/graphql.tsx', 'export type Thing = { id: number };\nexport function useThingQuery() { return 1; }\n');
    file('client/src/features/x/components/fetching.tsx', "import { useThingQuery } from '../../../gql/graphql';\nexport const a = useThingQuery;\n");
    file('client/src/features/x/sub/components/apollo.tsx', "import { useQuery } from '@apollo/client/react';\nexport const b = useQuery;\n");
    file('client/src/features/x/components/presenting.tsx', "import type { Thing } from '../../../gql/graphql';\nexport const c = (t: Thing) => t.id;\n");
    file('client/src/features/x/components/presenting.test.tsx', "import { useThingQuery } from '../../../gql/graphql';\nexport const d = useThingQuery;\n");
    file('client/src/features/x/hooks/use-thing.ts', "import { useThingQuery } from '../../../gql/graphql';\nexport const useThing = useThingQuery;\n");
    let output = '';
    try {
      execFileSync(join(repoRoot, 'node_modules', '.bin', 'depcruise'), ['client/src', '--config', join(repoRoot, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      output = String((err as { stdout?: string }).stdout ?? '');
    }
    expect(output).toMatch(/components-present: client\/src\/features\/x\/components\/fetching\.tsx → client\/src\/gql\/graphql\.tsx/);
    expect(output).toMatch(/components-present: client\/src\/features\/x\/sub\/components\/apollo\.tsx → @apollo\/client/);
    expect(output).not.toMatch(/presenting\.tsx|presenting\.test\.tsx|use-thing\.ts/);
  }, 30_000);

  it("refuse a feature reaching into the shell, the shell reaching past the feature list into a feature, and shared/ importing either", () => {
    const root = mkdtempSync(join(tmpdir(), 'boundaries-shell-'));
    const file = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    file('tsconfig.depcruise.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'Bundler', jsx: 'react-jsx' }, include: ['client/src'] }));
    file('client/src/shared/session/auth-store.ts', 'export const session = 1;\n');
    file('client/src/shared/leaky.ts', "import { menu } from '../app/menu';\nimport { page } from '../features/x/pages/x-page';\nexport const l = [menu, page];\n");
    file('client/src/features/x/pages/x-page.tsx', "import { session } from '../../../shared/session/auth-store';\nexport const page = session;\n");
    file('client/src/features/x/hooks/use-menu.ts', "import { menu } from '../../../app/menu';\nexport const useMenu = () => menu;\n");
    file('client/src/features/x/x.feature.ts', "export const xFeature = { name: 'x', page: () => import('./pages/x-page') };\n");
    file('client/src/features/index.ts', "import { xFeature } from './x/x.feature';\nexport const FEATURES = [xFeature];\n");
    file('client/src/app/menu.ts', "import { FEATURES } from '../features/index';\nexport const menu = FEATURES;\n");
    file('client/src/app/shortcut.ts', "import { page } from '../features/x/pages/x-page';\nexport const s = page;\n");
    file('client/src/app/shortcut.test.ts', "import { page } from '../features/x/pages/x-page';\nexport const t = page;\n");
    let output = '';
    try {
      execFileSync(join(repoRoot, 'node_modules', '.bin', 'depcruise'), ['client/src', '--config', join(repoRoot, '.dependency-cruiser.cjs'), '--output-type', 'err'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    } catch (err) {
      output = String((err as { stdout?: string }).stdout ?? '');
    }
    expect(output).toMatch(/features-import-no-app: client\/src\/features\/x\/hooks\/use-menu\.ts → client\/src\/app\/menu\.ts/);
    expect(output).toMatch(/shell-reads-the-feature-list: client\/src\/app\/shortcut\.ts → client\/src\/features\/x\/pages\/x-page\.tsx/);
    expect(output).toMatch(/shared-imports-no-feature: client\/src\/shared\/leaky\.ts → client\/src\/app\/menu\.ts/);
    expect(output).toMatch(/shared-imports-no-feature: client\/src\/shared\/leaky\.ts → client\/src\/features\/x\/pages\/x-page\.tsx/);
    // the list, a manifest's lazy page, a feature using shared/, and a test of the shell are the ways
    expect(output).not.toMatch(/app\/menu\.ts → client\/src\/features\/index\.ts|x\.feature\.ts →|x-page\.tsx → client\/src\/shared|shortcut\.test\.ts/);
  }, 30_000);
});
