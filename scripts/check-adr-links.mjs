#!/usr/bin/env node
// Checks that every reference to a decision record points at a file in docs/adr that exists and,
// when it names an anchor, at a heading that file has. Decisions live as sections of area files, so
// a renamed heading or a folded record breaks links that no compiler sees.
// Usage: node scripts/check-adr-links.mjs   (exit 1 and a list of broken links when any)
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-ssr', 'artifacts', 'coverage']);
const EXTENSIONS = /\.(md|ts|tsx|mjs|cjs|js|yml|yaml|json)$/;

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens.
function slug(heading) {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');
}

const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) {
    const set = new Set();
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const m = /^#{1,6}\s+(.*)$/.exec(line);
      if (m) set.add(slug(m[1]));
    }
    anchorsOf.set(file, set);
  }
  return anchorsOf.get(file);
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (EXTENSIONS.test(name)) yield path;
  }
}

const adrDir = join(root, 'docs', 'adr');
const problems = [];
let checked = 0;

function check(from, lineNo, target, anchor, text) {
  checked++;
  if (!target.startsWith(adrDir)) return;
  const where = `${relative(root, from)}:${lineNo}: ${text}`;
  if (!existsSync(target)) return void problems.push(`${where} -> no file ${relative(root, target)}`);
  if (statSync(target).isDirectory()) return;
  if (anchor && !anchors(target).has(anchor)) problems.push(`${where} -> no heading #${anchor} in ${relative(root, target)}`);
}

for (const file of files(root)) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, i) => {
    // Repository paths written out anywhere: docs/adr/<file>[#anchor]
    for (const m of line.matchAll(/docs\/adr\/([0-9A-Za-z._-]*)(?:#([0-9A-Za-z_-]+))?/g)) {
      check(file, i + 1, join(adrDir, m[1]), m[2], m[0]);
    }
    // Relative Markdown links from docs: [text](adr/x.md#a), [text](x.md#a) inside docs/adr
    if (file.endsWith('.md')) {
      for (const m of line.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
        if (/^[a-z]+:/.test(m[1])) continue;
        const target = m[1] === '' ? file : resolve(dirname(file), m[1]);
        check(file, i + 1, target, m[2], m[0]);
      }
    }
  });
}

if (problems.length) {
  console.error(`check-adr-links: ${problems.length} broken link(s) to docs/adr:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-adr-links: ${checked} links checked, none broken`);
