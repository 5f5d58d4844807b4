/**
 * What the in-process benches share: the production-mode guard, command-line numbers, percentiles
 * and warm timing. (The built-server benches use built-server.ts.)
 */
import { loadavg } from 'node:os';

/** The benches measure the production build's behaviour (no dev-only checks). */
export function requireProduction(): void {
  if (process.env.NODE_ENV !== 'production') {
    console.error('Run the bench with NODE_ENV=production (see docs/PERFORMANCE.md).');
    process.exit(2);
  }
}

/** `--name N` on the command line, or the fallback. */
export function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

export const pct = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
export const ms = (n: number): string => n.toFixed(1);
/** The 1, 5 and 15 minute load averages, given beside every figure on this shared machine. */
export const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** Times `runs` calls of fn after `warm` warm-up calls, in milliseconds. */
export async function timed(fn: () => Promise<unknown>, runs: number, warm = 2): Promise<number[]> {
  for (let i = 0; i < warm; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** Runs a bench's main and exits with its outcome. */
export function runMain(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
