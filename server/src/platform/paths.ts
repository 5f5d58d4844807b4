import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the first folder above this file that holds schema.graphql.
 *  Works the same from server/src (dev, tests) and server/dist/server/src (built). */
function findRepoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'schema.graphql')) && existsSync(join(dir, 'package.json'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the repository root (schema.graphql) above ' + import.meta.url);
    dir = parent;
  }
}

export const repoRoot = findRepoRoot();
export const schemaFile = join(repoRoot, 'schema.graphql');
export const policyTableFile = join(repoRoot, 'domain', 'authorization', 'policy-table.ts');
