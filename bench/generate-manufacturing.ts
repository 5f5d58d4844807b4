/**
 * Generates the manufacturing benchmark database on MariaDB (issues 13 and 14): the app's schema
 * (migrations) and demo data, then
 *  - 200,000 custom manufacturing records over ~2 years (types and workers spread like the seed:
 *    seed/manufacturing-custom.seeder.ts), the older ones CLOSED in batches, the last 10 days
 *    open (LABELED, the last day NEW), 0.5 % deleted, with their panes (JSON);
 *  - exactly 1,000,000 labels (one per pane of every labelled record, some voided and reprinted),
 *    their log lines (CREATED, LABEL_PRINTED, BATCH_CLOSED, MISSING_REPORTED, DELETED), ~2 % of
 *    records with a missing-glass entry (closed on batched records, some open on open work);
 *  - exactly 2,000,000 standard pieces in ~97,000 standard entries (persisted, some in error with
 *    their error-log lines, drafts of the last day), some pieces voided or printed twice.
 * Records, batches, entries and missing glass go in as multi-row INSERTs from here; labels,
 * logs and pieces as INSERT ... SELECT joined with MariaDB's sequence engine (seq_1_to_N).
 *
 *   node --import @swc-node/register/esm-register bench/generate-manufacturing.ts [--records 200000] [--labels 1000000] [--pieces 2000000]
 *
 * BENCH_MYSQL (default mysql://root@127.0.0.1:3306) names the server; BENCH_MFG_DB (default
 * bench_mfg) the database, which is DROPPED and created again. Not part of the test suite.
 */
import 'reflect-metadata';
import mysql from 'mysql2/promise';
import { openAppDatabase as openDatabase, seedDemoData } from '../server/src/app.js';
import { paneWeightKg } from '../domain/manufacturing/index.js';
import { DEMO_USERS } from '../seed/demo-users.js';
import { prng } from '../seed/stock-items.js';

export const BENCH_SERVER = (process.env.BENCH_MYSQL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
export const BENCH_MFG_DB = process.env.BENCH_MFG_DB ?? 'bench_mfg';
export const mfgUrl = () => `${BENCH_SERVER}/${BENCH_MFG_DB}`;
const DAY = 86_400_000;
const SPAN_DAYS = 730;
/** Records of the last OPEN_DAYS days are open work (LABELED; the newest day NEW). */
const OPEN_DAYS = 10;

/** The seed's type mix (szklo_kabina twice as common) and pane counts per record by type. */
const TYPES = ['szklo_kabina', 'szklo_kabina', 'obraz_lustro_wc', 'dach', 'paleta', 'polpaleta', 'inne'] as const;
const PANES: Record<string, [number, number]> = { szklo_kabina: [2, 7], obraz_lustro_wc: [1, 5], dach: [2, 10], paleta: [3, 9], polpaleta: [2, 8], inne: [1, 9] };
const GLASS: Record<string, [string, number]> = { szklo_kabina: ['hartowane', 8], obraz_lustro_wc: ['lustro', 4], dach: ['laminowane', 10], paleta: ['float', 6], polpaleta: ['float', 6], inne: ['float', 4] };
const REASONS = ['stluczka_w_produkcji', 'wada', 'nie_dostarczono', 'zly_wymiar', 'inne'];
const VOID_REASONS = ['Zmiana wymiaru', 'Uszkodzona etykieta', 'Błąd wydruku'];

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const sqlDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

async function main() {
  const nRecords = arg('records', 200_000);
  const nLabels = arg('labels', 1_000_000);
  const nPieces = arg('pieces', 2_000_000);
  const started = Date.now();
  if (!/^[a-z0-9_]+$/.test(BENCH_MFG_DB)) throw new Error('BENCH_MFG_DB: letters, digits and underscores only');
  const admin = await mysql.createConnection(BENCH_SERVER + '/');
  await admin.query(`DROP DATABASE IF EXISTS \`${BENCH_MFG_DB}\``);
  await admin.query(`CREATE DATABASE \`${BENCH_MFG_DB}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();

  const orm = await openDatabase({ database: { kind: 'mysql', url: mfgUrl() } });
  await seedDemoData(orm);
  await orm.close(true);
  log('schema and demo data', started);
  const db = await mysql.createConnection(mfgUrl());
  const maxId = async (table: string) => Number(((await db.query(`select coalesce(max(id), 0) as m from ${table}`)) as unknown as [[{ m: number }]])[0][0].m);
  const workers = DEMO_USERS.filter((u) => u.role >= 2).map((u) => ({ numer: u.numer_pracownika, name: `${u.firstName} ${u.lastName}` }));
  const rnd = prng(20_261_124);
  const now = Date.now();
  const start = now - SPAN_DAYS * DAY;
  const step = (SPAN_DAYS * DAY) / nRecords;

  // ---------------------------------------------------------------- custom records and batches
  const recBase = await maxId('manufacturing_records');
  let batchId = await maxId('manufacturing_batches');
  const batchRows: unknown[][] = [];
  let current: { ids: number[]; panes: number; weight: number; manifest: unknown[]; last: number; worker: (typeof workers)[number] } | null = null;
  let batchTarget = 0;
  const missing: unknown[][] = [];
  let records: unknown[][] = [];
  const flushBatch = (): { id: number; number: string } | null => {
    if (!current) return null;
    const closedAt = current.last + 3 * 3_600_000;
    const number = `PRT/${new Date(closedAt).getUTCFullYear()}/${String(batchId).padStart(6, '0')}`;
    batchRows.push([batchId, number, 'CLOSED', current.worker.numer, current.worker.name, current.ids.length, current.panes, Math.round(current.weight * 100) / 100, JSON.stringify(current.manifest), '[]', sqlDate(closedAt), sqlDate(closedAt)]);
    current = null;
    return { id: batchId, number };
  };
  const insertRecords = async () => {
    if (!records.length) return;
    await db.query(
      'INSERT INTO manufacturing_records (id, order_number, document_id, type, status, employee_number, employee_name, schema_id, panes, width_spec, weight_kg, computed_weight_kg, pallet_height_cm, notes, batch_id, batch_number, version, updated_by_number, updated_by_name, deleted_at, deleted_by, deleted_by_name, sheet_status, created_at, updated_at, pane_count, area_mm2) VALUES ?',
      [records],
    );
    records = [];
  };
  // Records are built oldest first; a CLOSED record's batch is known when its group is full, so
  // rows wait in `pending` until then.
  let pending: unknown[][] = [];
  let orderSeq = 100_000;
  for (let k = 0; k < nRecords; k++) {
    const id = recBase + 1 + k;
    const createdAt = Math.floor(start + k * step + rnd() * step);
    const age = now - createdAt;
    const type = TYPES[Math.floor(rnd() * TYPES.length)];
    const worker = workers[Math.floor(rnd() * workers.length)];
    const [lo, hi] = PANES[type];
    const count = lo + Math.floor(rnd() * (hi - lo + 1));
    const [glassKind, thicknessMm] = GLASS[type];
    const panes = Array.from({ length: count }, (_, p) => {
      const size = { widthMm: 300 + Math.round(rnd() * 90) * 10, heightMm: 400 + Math.round(rnd() * 160) * 10, thicknessMm };
      return { index: p + 1, part: String.fromCharCode(65 + (p % 26)), ...size, glassKind, schemaId: null, weightKg: paneWeightKg(size) };
    });
    const weight = Math.round(panes.reduce((s, p) => s + p.weightKg, 0) * 100) / 100;
    if (rnd() >= 0.1) orderSeq++;
    const orderNumber = `ZAM/${new Date(createdAt).getUTCFullYear()}/${orderSeq}`;
    const deleted = rnd() < 0.005;
    let status = age < DAY ? 'NEW' : age < OPEN_DAYS * DAY ? 'LABELED' : 'CLOSED';
    if (deleted) status = 'DELETED';
    const row: unknown[] = [id, orderNumber, null, type, status, worker.numer, worker.name, null, JSON.stringify(panes), null, type === 'dach' ? null : weight, type === 'dach' ? null : weight, type === 'paleta' ? [80, 100, 120, 140][k % 4] : null, k % 9 === 0 ? 'Klient prosi o szlifowane krawędzie' : null, null, null, status === 'CLOSED' ? 3 : 2, worker.numer, worker.name, deleted ? sqlDate(createdAt + 600_000) : null, deleted ? worker.numer : null, deleted ? worker.name : null, 'SUCCESS', sqlDate(createdAt), sqlDate(createdAt), count, panes.reduce((s, p) => s + p.widthMm * p.heightMm, 0)];
    // ~2 % of records report a missing pane: closed on batched work, open on a third of open work.
    if (rnd() < 0.02 && !deleted) {
      const at = createdAt + 20 * 60_000;
      const open = status !== 'CLOSED' && rnd() < 0.33;
      const closedAt = at + Math.floor((0.2 + rnd() * 6) * DAY);
      const p = panes[0];
      missing.push([id, orderNumber, null, 1, `${p.widthMm} x ${p.heightMm} x ${p.thicknessMm} mm ${p.glassKind}`, REASONS[Math.floor(rnd() * REASONS.length)], null, rnd() < 0.2 ? 'PACKING' : 'STATION', open ? 'OPEN' : 'CLOSED', worker.numer, worker.name, open ? null : sqlDate(closedAt), open ? null : worker.numer, open ? null : worker.name, 1, sqlDate(at), sqlDate(at)]);
    }
    if (status === 'CLOSED') {
      if (!current) {
        batchId++;
        batchTarget = 10 + Math.floor(rnd() * 31);
        current = { ids: [], panes: 0, weight: 0, manifest: [], last: createdAt, worker };
      }
      current.ids.push(id);
      current.panes += count;
      current.weight += weight;
      current.manifest.push({ id, orderNumber, type, panes: count, weightKg: weight });
      current.last = createdAt;
      pending.push(row);
      if (current.ids.length >= batchTarget) {
        const b = flushBatch()!;
        for (const r of pending) {
          r[14] = b.id;
          r[15] = b.number;
        }
        records.push(...pending);
        pending = [];
      }
    } else records.push(row);
    if (records.length >= 2000) await insertRecords();
  }
  // A last, partly filled group of CLOSED records still gets its batch.
  const b = flushBatch();
  for (const r of pending) {
    r[14] = b?.id ?? null;
    r[15] = b?.number ?? null;
  }
  records.push(...pending);
  await insertRecords();
  for (let i = 0; i < batchRows.length; i += 1000) {
    await db.query('INSERT INTO manufacturing_batches (id, number, status, closed_by, closed_by_name, record_count, pane_count, total_weight_kg, manifest, reopen_log, created_at, updated_at) VALUES ?', [batchRows.slice(i, i + 1000)]);
  }
  for (let i = 0; i < missing.length; i += 2000) {
    await db.query(
      'INSERT INTO manufacturing_missing_glass (record_id, order_number, document_id, pane_index, description, reason, note, source, status, reported_by, reported_by_name, closed_at, closed_by, closed_by_name, print_count, created_at, updated_at) VALUES ?',
      [missing.slice(i, i + 2000)],
    );
  }
  log(`records: ${nRecords}, batches: ${batchRows.length}, missing glass: ${missing.length}`, started);

  // ---------------------------------------------------------------- labels
  // One per pane of every labelled record (not NEW; deleted ones were labelled before deletion).
  const labelBase = await maxId('manufacturing_labels');
  const CHUNK = 25_000;
  for (let lo = recBase; lo < recBase + nRecords; lo += CHUNK) {
    await db.query(
      `INSERT INTO manufacturing_labels (created_at, updated_at, code, record_id, pane_index, pane_count, printed_by, printed_by_name, reprint_count, payload)
       SELECT r.created_at + interval (30 + (r.id * 7 + s.seq * 13) % 90) minute, r.created_at + interval (30 + (r.id * 7 + s.seq * 13) % 90) minute,
              concat('G-', r.id, '-', s.seq), r.id, s.seq, json_length(r.panes), r.employee_number, r.employee_name, 0,
              concat('{"code":"G-', r.id, '-', s.seq, '","orderNumber":"', r.order_number, '"}')
         FROM manufacturing_records r JOIN seq_1_to_30 s ON s.seq <= json_length(r.panes)
        WHERE r.id > ? AND r.id <= ? AND r.status <> 'NEW'`,
      [lo, Math.min(lo + CHUNK, recBase + nRecords)],
    );
  }
  // Each labelled record's first label (ADR 0925), as the station's print sets it: the earliest
  // label that is not a reprint (the reprints below come later and do not change it).
  for (let lo = recBase; lo < recBase + nRecords; lo += CHUNK) {
    await db.query(
      `UPDATE manufacturing_records r JOIN (SELECT record_id, min(created_at) AS m FROM manufacturing_labels
          WHERE record_id > ? AND record_id <= ? AND reprint_of IS NULL GROUP BY record_id) f ON f.record_id = r.id
          SET r.first_label_at = f.m`,
      [lo, Math.min(lo + CHUNK, recBase + nRecords)],
    );
  }
  // InnoDB leaves gaps in the ids of an INSERT ... SELECT: count, never subtract ids.
  const [[{ n: originals }]] = (await db.query('select count(*) as n from manufacturing_labels where id > ?', [labelBase])) as unknown as [[{ n: number }]];
  // Reprints fill up to exactly nLabels: the replaced labels are voided with a reason.
  const reprints = Math.max(0, nLabels - originals);
  if (reprints > originals * 0.1) throw new Error(`only ${originals} labels from the panes; raise the pane counts`);
  // Every `every`-th id is a candidate (plenty of them, ids have gaps); the first `reprints` are taken.
  const every = Math.max(2, Math.floor(originals / Math.max(1, reprints) / 2));
  await db.query(
    `UPDATE manufacturing_labels SET voided_at = created_at + interval 2 hour, voided_by = printed_by, voided_by_name = printed_by_name,
            void_reason = elt(1 + id % 3, ?, ?, ?) WHERE id > ? AND id % ? = 1 ORDER BY id LIMIT ?`,
    [...VOID_REASONS, labelBase, every, reprints],
  );
  await db.query(
    `INSERT INTO manufacturing_labels (created_at, updated_at, code, record_id, pane_index, pane_count, printed_by, printed_by_name, reprint_of, reprint_count, payload)
     SELECT voided_at, voided_at, concat(code, '-R1'), record_id, pane_index, pane_count, printed_by, printed_by_name, id, 1, payload
       FROM manufacturing_labels WHERE id > ? AND voided_at IS NOT NULL ORDER BY id`,
    [labelBase],
  );
  // Plain voids (no reprint): the labels of deleted records.
  await db.query(
    `UPDATE manufacturing_labels l JOIN manufacturing_records r ON r.id = l.record_id
        SET l.voided_at = r.deleted_at, l.voided_by = r.deleted_by, l.voided_by_name = r.deleted_by_name, l.void_reason = 'Rekord usunięty'
      WHERE r.id > ? AND r.status = 'DELETED' AND l.voided_at IS NULL`,
    [recBase],
  );
  const [[{ n: labelCount }]] = (await db.query('select count(*) as n from manufacturing_labels where id > ?', [labelBase])) as unknown as [[{ n: number }]];
  log(`labels: ${labelCount} (${originals} originals, ${reprints} reprints)`, started);

  // ---------------------------------------------------------------- log lines
  const logs: Array<[string, string, string]> = [
    ['CREATED', 'r.created_at', "r.status <> 'X'"],
    ['LABEL_PRINTED', 'r.created_at + interval 40 minute', "r.status <> 'NEW'"],
    ['BATCH_CLOSED', 'r.created_at + interval 3 hour', "r.status = 'CLOSED'"],
    ['DELETED', 'r.deleted_at', "r.status = 'DELETED'"],
  ];
  for (const [action, at, where] of logs) {
    for (let lo = recBase; lo < recBase + nRecords; lo += 50_000) {
      await db.query(
        `INSERT INTO manufacturing_logs (record_id, employee_number, employee_name, action, note, created_at)
         SELECT r.id, r.employee_number, r.employee_name, ?, ${action === 'BATCH_CLOSED' ? 'r.batch_number' : 'null'}, ${at}
           FROM manufacturing_records r WHERE r.id > ? AND r.id <= ? AND ${where}`,
        [action, lo, Math.min(lo + 50_000, recBase + nRecords)],
      );
    }
  }
  await db.query(
    `INSERT INTO manufacturing_logs (record_id, employee_number, employee_name, action, created_at)
     SELECT m.record_id, m.reported_by, m.reported_by_name, 'MISSING_REPORTED', m.created_at FROM manufacturing_missing_glass m WHERE m.record_id > ?`,
    [recBase],
  );
  const [[{ n: logCount }]] = (await db.query('select count(*) as n from manufacturing_logs')) as unknown as [[{ n: number }]];
  log(`log lines: ${logCount}`, started);

  // ---------------------------------------------------------------- standard entries and pieces
  const products = (await db.query('select id, `index`, name from manufacturing_data where active = 1 order by id')) as unknown as [Array<{ id: number; index: string; name: string }>];
  if (!products[0].length) throw new Error('no manufacturing data rows (the reference seed)');
  const entryBase = await maxId('standard_manufacturing_entries');
  let made = 0;
  let entries: unknown[][] = [];
  const errors: unknown[][] = [];
  let nEntries = 0;
  const insertEntries = async () => {
    if (!entries.length) return;
    await db.query(
      'INSERT INTO standard_manufacturing_entries (id, numer_pracownika, manufacturing_data_id, `index`, name, quantity, status, change_id, error_message, checked_at, persisted_at, operation_id, created_by_id, created_at, updated_at) VALUES ?',
      [entries],
    );
    entries = [];
  };
  // Quantities 1..40 (mean ~20.5): about nPieces / 20.5 entries, evenly over the span.
  const expected = Math.ceil(nPieces / 20.5);
  const entryStep = (SPAN_DAYS * DAY) / expected;
  while (made < nPieces) {
    const id = entryBase + 1 + nEntries;
    const quantity = Math.min(nPieces - made, 1 + Math.floor(rnd() * 40));
    const at = Math.min(now - 60_000, Math.floor(start + nEntries * entryStep + rnd() * entryStep));
    const p = products[0][Math.floor(rnd() * products[0].length)];
    const worker = workers[Math.floor(rnd() * workers.length)];
    const r = rnd();
    const status = now - at < DAY / 2 && r < 0.5 ? 'DRAFT' : r < 0.01 ? 'ERROR' : 'PERSISTED';
    const done = at + 15 * 60_000;
    entries.push([id, worker.numer, p.id, p.index, p.name, quantity, status, null, status === 'ERROR' ? 'The ERP answered 503' : null, status === 'DRAFT' ? null : sqlDate(done), status === 'PERSISTED' ? sqlDate(done) : null, null, null, sqlDate(at), sqlDate(at)]);
    if (status === 'ERROR') errors.push([worker.numer, id, p.index, 'ERP', 'Błąd ERP: The ERP answered 503', null, null, sqlDate(done), sqlDate(done)]);
    if (rnd() < 0.01) errors.push([worker.numer, id, p.index, 'CHECK', 'Nie wydrukowano żadnej etykiety', '["NO_LABELS"]', null, sqlDate(at + 300_000), sqlDate(at + 300_000)]);
    made += quantity;
    nEntries++;
    if (entries.length >= 5000) await insertEntries();
  }
  await insertEntries();
  for (let i = 0; i < errors.length; i += 2000) {
    await db.query('INSERT INTO standard_manufacturing_error_logs (numer_pracownika, entry_id, `index`, kind, message, reasons, change_id, created_at, updated_at) VALUES ?', [errors.slice(i, i + 2000)]);
  }
  for (let lo = entryBase; lo < entryBase + nEntries; lo += 10_000) {
    // ~1 % voided (a piece broke), ~2 % printed twice; drafts partly unprinted.
    await db.query(
      `INSERT INTO standard_manufacturing_pieces (created_at, updated_at, entry_id, seq, code, printed_at, print_count, voided_at, voided_by)
       SELECT e.created_at, e.created_at, e.id, s.seq, concat('S', e.id, '-', s.seq),
              if(e.status = 'DRAFT' and e.id % 2 = 0, null, e.created_at + interval 5 minute),
              if(e.status = 'DRAFT' and e.id % 2 = 0, 0, if((e.id * 31 + s.seq) % 50 = 0, 2, 1)),
              if((e.id * 17 + s.seq) % 100 = 0, e.created_at + interval 10 minute, null),
              if((e.id * 17 + s.seq) % 100 = 0, e.numer_pracownika, null)
         FROM standard_manufacturing_entries e JOIN seq_1_to_40 s ON s.seq <= e.quantity
        WHERE e.id > ? AND e.id <= ?`,
      [lo, Math.min(lo + 10_000, entryBase + nEntries)],
    );
  }
  const [[{ n: pieceCount }]] = (await db.query('select count(*) as n from standard_manufacturing_pieces where entry_id > ?', [entryBase])) as unknown as [[{ n: number }]];
  log(`standard entries: ${nEntries}, pieces: ${pieceCount}, error-log lines: ${errors.length}`, started);

  await db.query('ANALYZE TABLE manufacturing_records, manufacturing_labels, manufacturing_logs, manufacturing_batches, manufacturing_missing_glass, standard_manufacturing_entries, standard_manufacturing_pieces, standard_manufacturing_error_logs');
  await db.end();
  log(`done in ${BENCH_MFG_DB}`, started);
}

function log(message: string, started: number) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);
}

if (process.argv[1]?.endsWith('generate-manufacturing.ts')) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
