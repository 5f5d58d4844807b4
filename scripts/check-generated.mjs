// Fails when a generated file is stale or an entity changed without a migration:
//   schema.graphql and domain/authorization/policy-table.ts (emitted by the server), client/src/gql (codegen), migrations (both dialects).
// Fix with: npm run schema:emit && npm run codegen && npm run db:migration:create -- <name>
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const problems = [];

run('npm run schema:emit --silent');
run('npm run codegen --silent');
const stale = execSync('git status --porcelain -- schema.graphql client/src/gql domain/authorization/policy-table.ts', { encoding: 'utf8' }).trim();
if (stale) problems.push(`generated files differ from the committed ones (run npm run schema:emit && npm run codegen, then commit):\n${stale}`);

try {
  run('npm run db:migration:check -w server --silent');
} catch {
  problems.push('entities changed without a migration (npm run db:migration:create -- <name>)');
}

if (problems.length) {
  console.error('\ncheck:generated failed:\n- ' + problems.join('\n- '));
  process.exit(1);
}
console.log('check:generated: schema.graphql, client hooks and migrations are current');
