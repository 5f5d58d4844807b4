// Preloaded into the built server by bench/shift.ts only (`node --import ./bench/loop-probe.mjs`):
// the server's event-loop delay (perf_hooks.monitorEventLoopDelay) measured inside the server
// process, handed to the bench on SIGUSR2 as a JSON file (BENCH_LOOP_FILE), then reset. Nothing
// of it is in the product: no endpoint, no code path of the app reads it.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(file, JSON.stringify({ p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max), mean: ms(h.mean), count: h.count }));
    h.reset();
  });
}
