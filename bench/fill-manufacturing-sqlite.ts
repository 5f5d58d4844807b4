/**
 * Fills an embedded (SQLite) app database with ~2 years of manufacturing at a chosen volume, for the
 * benches that measure it on SQLite (measure-analytics.ts, measure-manufacturing.ts). Not part of
 * the test suite.
 */
import type { App } from '../server/src/app.js';
import { prng } from '../seed/stock-items.js';
import { ms } from './timing.js';

/** SQLite: ~2 years of custom records (labels, reprints, batches, missing glass) and standard
 *  entries (pieces, error lines), written with multi-row INSERTs through the app's connection. */
export async function fillManufacturingSqlite(app: App, records: number): Promise<void> {
  const conn = app.orm.em.fork().getConnection();
  const rnd = prng(22);
  const now = Date.now();
  const span = 730 * 86_400_000;
  const types = ['szklo_kabina', 'szklo_kabina', 'kabina', 'lustro', 'drzwi', 'prysznic', 'hartowane'];
  const workers: Array<[number, string]> = [
    [1002, 'Jan Kowalski'],
    [1003, 'Anna Nowak'],
    [1004, 'Piotr Wiśniewski'],
  ];
  const insert = async (table: string, cols: string[], rows: unknown[][]) => {
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500);
      await conn.execute(`insert into ${table} (${cols.map((c) => `\`${c}\``).join(', ')}) values ${chunk.map((r) => `(${r.map(() => '?').join(', ')})`).join(', ')}`, chunk.flat() as never[]);
    }
  };
  const t0 = performance.now();
  const recs: unknown[][] = [];
  for (let i = 0; i < records; i++) {
    const at = now - span + Math.floor((i / records) * span) + Math.floor(rnd() * 60_000);
    const [w, name] = workers[i % 3]!;
    const n = 1 + Math.floor(rnd() * 10);
    const panes = Array.from({ length: n }, (_, k) => ({ index: k + 1, part: null, widthMm: 500, heightMm: 1000, thicknessMm: 6, glassKind: 'float', schemaId: null, weightKg: 7.5 }));
    recs.push([at, at, `B/${i}`, types[Math.floor(rnd() * types.length)], at < now - 10 * 86_400_000 ? 'CLOSED' : 'LABELED', w, name, JSON.stringify(panes), n, n * 500_000, at + 600_000, rnd() < 0.005 ? at + 1000 : null]);
  }
  await insert('manufacturing_records', ['created_at', 'updated_at', 'order_number', 'type', 'status', 'employee_number', 'employee_name', 'panes', 'pane_count', 'area_mm2', 'first_label_at', 'deleted_at'], recs);
  // One label per record, 3 % voided and reprinted.
  const labels: unknown[][] = recs.map((r, i) => [Number(r[0]) + 600_000, Number(r[0]) + 600_000, `L-${i}`, i + 1, 1, 1, 1002, 'Jan Kowalski', '{}', null, null, null]);
  const voided = labels.filter(() => rnd() < 0.03).map((l) => {
    l[10] = Number(l[0]) + 3_600_000;
    l[11] = rnd() < 0.5 ? 'uszkodzona' : 'zły wymiar';
    return l;
  });
  await insert('manufacturing_labels', ['created_at', 'updated_at', 'code', 'record_id', 'pane_index', 'pane_count', 'printed_by', 'printed_by_name', 'payload', 'reprint_of', 'voided_at', 'void_reason'], labels);
  const ids = new Map(((await conn.execute(`select id, code from manufacturing_labels`)) as Array<{ id: number; code: string }>).map((x) => [x.code, x.id]));
  await insert(
    'manufacturing_labels',
    ['created_at', 'updated_at', 'code', 'record_id', 'pane_index', 'pane_count', 'printed_by', 'printed_by_name', 'payload', 'reprint_of'],
    voided.map((l) => [Number(l[10]) + 60_000, Number(l[10]) + 60_000, `${l[2]}-R`, l[3], 1, 1, 1002, 'Jan Kowalski', '{}', ids.get(String(l[2]))]),
  );
  const batches: unknown[][] = [];
  for (let i = 0; i < records / 25; i++) {
    const at = now - span + Math.floor((i / (records / 25)) * span);
    batches.push([at, at, 1002, 'Jan Kowalski', 25, 25 + Math.floor(rnd() * 200), 100, '[]', '[]']);
  }
  await insert('manufacturing_batches', ['created_at', 'updated_at', 'closed_by', 'closed_by_name', 'record_count', 'pane_count', 'total_weight_kg', 'manifest', 'reopen_log'], batches);
  await insert(
    'manufacturing_missing_glass',
    ['created_at', 'updated_at', 'record_id', 'order_number', 'reason', 'reported_by', 'reported_by_name', 'status', 'closed_at'],
    recs.filter(() => rnd() < 0.02).map((r, i) => [Number(r[0]) + 86_400_000, Number(r[0]) + 86_400_000, i + 1, r[2], 'wada', 1002, 'Jan Kowalski', rnd() < 0.7 ? 'CLOSED' : 'OPEN', Number(r[0]) + 3 * 86_400_000]),
  );
  const entries: unknown[][] = [];
  for (let i = 0; i < records / 2; i++) {
    const at = now - span + Math.floor((i / (records / 2)) * span);
    const status = rnd() < 0.01 ? 'ERROR' : 'PERSISTED';
    entries.push([at, at, 1002, 1, 'IDX-1', 'Lustro', 1 + Math.floor(rnd() * 20), status, status === 'PERSISTED' ? at : null]);
  }
  await insert('standard_manufacturing_entries', ['created_at', 'updated_at', 'numer_pracownika', 'manufacturing_data_id', 'index', 'name', 'quantity', 'status', 'persisted_at'], entries);
  const pieces: unknown[][] = [];
  entries.forEach((e, i) => {
    for (let s = 1; s <= Number(e[6]); s++) pieces.push([e[0], e[0], i + 1, s, `ST-${i}-${s}`, rnd() < 0.02 ? 2 : 1, e[0], rnd() < 0.01 ? Number(e[0]) + 1000 : null]);
  });
  await insert('standard_manufacturing_pieces', ['created_at', 'updated_at', 'entry_id', 'seq', 'code', 'print_count', 'printed_at', 'voided_at'], pieces);
  await insert(
    'standard_manufacturing_error_logs',
    ['created_at', 'updated_at', 'numer_pracownika', 'entry_id', 'index', 'kind', 'message'],
    entries.filter((e) => e[7] === 'ERROR').map((e, i) => [e[0], e[0], 1002, i + 1, 'IDX-1', rnd() < 0.5 ? 'CHECK' : 'ERP', 'x']),
  );
  console.log(`filled: ${recs.length} records, ${labels.length + voided.length} labels, ${batches.length} batches, ${entries.length} entries, ${pieces.length} pieces in ${ms((performance.now() - t0) / 1000)} s`);
}
