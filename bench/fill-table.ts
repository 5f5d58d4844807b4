/**
 * Makes a bench table hold `target` rows: inserts the missing ones with raw multi-row INSERTs of
 * 2,000 (through the table's triggers, as the app's writes go), then analyzes the tables named.
 */
import type { AbstractSqlConnection } from '@mikro-orm/knex';
import { load } from './timing.js';

export async function fillTable(
  conn: AbstractSqlConnection,
  opts: { table: string; columns: readonly string[]; target: number; row: (k: number) => unknown[]; analyze: string; what: string },
): Promise<void> {
  const [{ n }] = await conn.execute<Array<{ n: number | string }>>(`select count(*) as n from ${opts.table}`);
  if (Number(n) >= opts.target) return;
  const t0 = performance.now();
  const placeholders = `(${opts.columns.map(() => '?').join(', ')})`;
  for (let at = Number(n); at < opts.target; at += 2000) {
    const rows: unknown[] = [];
    let values = 0;
    for (let k = at; k < Math.min(opts.target, at + 2000); k++, values++) rows.push(...opts.row(k));
    await conn.execute(`insert into ${opts.table} (${opts.columns.join(', ')}) values ${Array.from({ length: values }, () => placeholders).join(', ')}`, rows);
    if (at % 100_000 === 0) console.log(`  ${at} ${opts.what}, ${((performance.now() - t0) / 1000).toFixed(0)} s, load ${load()}`);
  }
  await conn.execute(opts.analyze);
  console.log(`made ${opts.target} ${opts.what} in ${((performance.now() - t0) / 1000).toFixed(0)} s (through the triggers), load ${load()}`);
}
