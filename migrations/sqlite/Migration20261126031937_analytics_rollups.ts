import { Migration } from '@mikro-orm/migrations';

/**
 * ADR 1040 (issue 22): Analityka's daily rollups. Per Europe/Warsaw day: custom records by type and
 * by worker, standard pieces persisted, batches, standard error-log lines, custom label reprints
 * and plain voids by reason; kept by triggers on the
 * raw tables in the transaction of every insert, update and delete (an update takes the old row's
 * contribution away and adds the new row's), and filled here for the rows that exist. The triggers
 * find a row's Warsaw day in analytics_warsaw_offsets (the DST changes 1970-2100, from Node's tz
 * data), the same day `warsawDaySql` gives.
 */
export class Migration20261126031937_analytics_rollups extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`analytics_batch_days\` (\`day\` integer not null, \`batches\` integer not null, \`panes\` integer not null, primary key (\`day\`));`);
    this.addSql(`create table \`analytics_custom_days\` (\`day\` integer not null, \`type\` text not null, \`records\` integer not null, \`panes\` integer not null, \`area_mm2\` double not null, primary key (\`day\`, \`type\`));`);
    this.addSql(`create table \`analytics_error_days\` (\`day\` integer not null, \`kind\` text not null, \`errors\` integer not null, primary key (\`day\`, \`kind\`));`);
    this.addSql(`create table \`analytics_standard_days\` (\`day\` integer not null, \`entries\` integer not null, \`pieces\` integer not null, primary key (\`day\`));`);
    this.addSql(`create table \`analytics_warsaw_offsets\` (\`starts_at\` datetime not null, \`offset_seconds\` integer not null, primary key (\`starts_at\`));`);
    this.addSql(`create table \`analytics_worker_days\` (\`day\` integer not null, \`employee_number\` integer not null, \`employee_name\` text not null, \`records\` integer not null, \`panes\` integer not null, primary key (\`day\`, \`employee_number\`, \`employee_name\`));`);
    this.addSql(`create table \`analytics_label_days\` (\`day\` integer not null, \`kind\` text not null, \`has_reason\` integer not null, \`reason\` text not null, \`n\` integer not null, primary key (\`day\`, \`kind\`, \`has_reason\`, \`reason\`));`);
    this.addSql(offsetRowsSql(DIALECT));
    for (const sql of [...triggerSql(DIALECT), ...labelSql(DIALECT)]) this.addSql(sql);
    for (const sql of [...backfillSql(DIALECT), ...labelBackfillSql(DIALECT)]) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const sql of dropTriggerSql()) this.addSql(sql);
    for (const t of LABEL_TRIGGERS) this.addSql(`drop trigger if exists \`manufacturing_labels_analytics_${t}\`;`);
    this.addSql(`drop table if exists \`analytics_label_days\`;`);
    this.addSql(`drop table if exists \`analytics_batch_days\`;`);
    this.addSql(`drop table if exists \`analytics_custom_days\`;`);
    this.addSql(`drop table if exists \`analytics_error_days\`;`);
    this.addSql(`drop table if exists \`analytics_standard_days\`;`);
    this.addSql(`drop table if exists \`analytics_warsaw_offsets\`;`);
    this.addSql(`drop table if exists \`analytics_worker_days\`;`);
  }

}

const DIALECT: Dialect = 'sqlite';

// ---- the rollups and their triggers (this file is a snapshot: later changes go in a new migration) ----
type Dialect = 'sqlite' | 'mysql';
interface Rollup {
  /** the rollup table */
  target: string;
  /** its key columns and their value from the raw row `r` (`${r}.column`) */
  keys: Array<[string, (r: string) => string]>;
  /** its counted columns and the raw row's contribution */
  values: Array<[string, (r: string) => string]>;
  /** whether the raw row counts */
  when: (r: string) => string;
}
interface Source {
  table: string;
  /** the columns the rollups read: an update of any other column changes nothing */
  columns: string[];
  rollups: Rollup[];
}

const DAY_MS = 86_400_000;
/** The Warsaw day (number since 1970-01-01) of a datetime expression, from analytics_warsaw_offsets. */
function daySql(d: Dialect, x: string): string {
  const offset = `(select z.\`offset_seconds\` from \`analytics_warsaw_offsets\` z where z.\`starts_at\` <= ${x} order by z.\`starts_at\` desc limit 1)`;
  return d === 'sqlite' ? `((${x} + 1000 * ${offset}) / ${DAY_MS})` : `(to_days(${x} + interval ${offset} second) - 719528)`;
}

function sources(d: Dialect): Source[] {
  const day = (col: string) => (r: string) => daySql(d, `${r}.\`${col}\``);
  const col = (c: string) => (r: string) => `${r}.\`${c}\``;
  return [
    {
      table: 'manufacturing_records',
      columns: ['created_at', 'deleted_at', 'type', 'pane_count', 'area_mm2', 'employee_number', 'employee_name'],
      rollups: [
        {
          target: 'analytics_custom_days',
          keys: [['day', day('created_at')], ['type', col('type')]],
          values: [['records', () => '1'], ['panes', col('pane_count')], ['area_mm2', col('area_mm2')]],
          when: (r) => `${r}.\`deleted_at\` is null`,
        },
        {
          target: 'analytics_worker_days',
          keys: [['day', day('created_at')], ['employee_number', col('employee_number')], ['employee_name', col('employee_name')]],
          values: [['records', () => '1'], ['panes', col('pane_count')]],
          when: (r) => `${r}.\`deleted_at\` is null`,
        },
      ],
    },
    {
      table: 'standard_manufacturing_entries',
      columns: ['status', 'persisted_at', 'quantity'],
      rollups: [
        {
          target: 'analytics_standard_days',
          keys: [['day', day('persisted_at')]],
          values: [['entries', () => '1'], ['pieces', col('quantity')]],
          when: (r) => `${r}.\`status\` = 'PERSISTED' and ${r}.\`persisted_at\` is not null`,
        },
      ],
    },
    {
      table: 'manufacturing_batches',
      columns: ['created_at', 'pane_count'],
      rollups: [{ target: 'analytics_batch_days', keys: [['day', day('created_at')]], values: [['batches', () => '1'], ['panes', col('pane_count')]], when: () => '1 = 1' }],
    },
    {
      table: 'standard_manufacturing_error_logs',
      columns: ['created_at', 'kind'],
      rollups: [{ target: 'analytics_error_days', keys: [['day', day('created_at')], ['kind', col('kind')]], values: [['errors', () => '1']], when: () => '1 = 1' }],
    },
  ];
}

/** Add (sign 1) or take away (sign -1) the raw row `r`'s contribution to a rollup. */
function upsert(d: Dialect, u: Rollup, r: string, sign: 1 | -1): string {
  const cols = [...u.keys, ...u.values].map(([c]) => `\`${c}\``).join(', ');
  const vals = [...u.keys.map(([, f]) => f(r)), ...u.values.map(([, f]) => (sign === 1 ? f(r) : `-(${f(r)})`))].join(', ');
  const add = u.values.map(([c]) => (d === 'sqlite' ? `\`${c}\` = \`${c}\` + excluded.\`${c}\`` : `\`${c}\` = \`${c}\` + values(\`${c}\`)`)).join(', ');
  return d === 'sqlite'
    ? `insert into \`${u.target}\` (${cols}) select ${vals} where ${u.when(r)} on conflict (${u.keys.map(([c]) => `\`${c}\``).join(', ')}) do update set ${add};`
    : `insert into \`${u.target}\` (${cols}) select ${vals} from dual where ${u.when(r)} on duplicate key update ${add};`;
}

function triggerSql(d: Dialect): string[] {
  const out: string[] = [];
  for (const s of sources(d)) {
    const name = (op: string) => `\`${s.table}_analytics_${op}\``;
    const body = (parts: string[]) => parts.join('\n         ');
    const ins = s.rollups.map((u) => upsert(d, u, 'new', 1));
    const del = s.rollups.map((u) => upsert(d, u, 'old', -1));
    if (d === 'sqlite') {
      out.push(`create trigger ${name('insert')} after insert on \`${s.table}\` begin\n         ${body(ins)}\n       end;`);
      out.push(`create trigger ${name('delete')} after delete on \`${s.table}\` begin\n         ${body(del)}\n       end;`);
      out.push(`create trigger ${name('update')} after update of ${s.columns.map((c) => `\`${c}\``).join(', ')} on \`${s.table}\` begin\n         ${body([...del, ...ins])}\n       end;`);
    } else {
      // Strings compared as bytes: a name re-cased is a change for the rollup's key too.
      const same = s.columns.map((c) => `binary old.\`${c}\` <=> binary new.\`${c}\``).join(' and ');
      out.push(`create trigger ${name('insert')} after insert on \`${s.table}\` for each row begin\n         ${body(ins)}\n       end`);
      out.push(`create trigger ${name('delete')} after delete on \`${s.table}\` for each row begin\n         ${body(del)}\n       end`);
      out.push(`create trigger ${name('update')} after update on \`${s.table}\` for each row begin\n         if not (${same}) then\n         ${body([...del, ...ins])}\n         end if;\n       end`);
    }
  }
  return out;
}

/** The rollups of the rows that exist (run after the triggers exist, before the app serves). */
function backfillSql(d: Dialect): string[] {
  const out: string[] = [];
  for (const s of sources(d)) {
    for (const u of s.rollups) {
      const keys = u.keys.map(([c, f]) => `${f('r')} as \`k_${c}\``);
      const vals = u.values.map(([, f]) => `sum(${f('r')})`);
      const cols = [...u.keys, ...u.values].map(([c]) => `\`${c}\``).join(', ');
      out.push(`insert into \`${u.target}\` (${cols}) select ${[...keys, ...vals].join(', ')} from \`${s.table}\` r where ${u.when('r')} group by ${u.keys.map(([c]) => `\`k_${c}\``).join(', ')};`);
    }
  }
  return out;
}

function dropTriggerSql(): string[] {
  return sources('sqlite').flatMap((s) => ['insert', 'delete', 'update'].map((op) => `drop trigger if exists \`${s.table}_analytics_${op}\`;`));
}

/** Europe/Warsaw's offset (seconds) from each change on, 1970-2100, from Node's tz data. */
function warsawOffsets(): Array<{ startsAt: number; offsetSeconds: number }> {
  const HOUR = 3_600_000;
  const fmt = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric' });
  const offsetAt = (ms: number) => {
    const p = Object.fromEntries(fmt.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
    return (Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour)) - ms) / 1000;
  };
  const out = [{ startsAt: 0, offsetSeconds: offsetAt(0) }];
  const end = Date.UTC(2101, 0, 1);
  for (let dayStart = 0; dayStart < end; dayStart += DAY_MS) {
    if (offsetAt(dayStart + DAY_MS) === out[out.length - 1]!.offsetSeconds) continue;
    for (let h = dayStart + HOUR; h <= dayStart + DAY_MS; h += HOUR) {
      const o = offsetAt(h);
      if (o !== out[out.length - 1]!.offsetSeconds) {
        out.push({ startsAt: h, offsetSeconds: o });
        break;
      }
    }
  }
  return out;
}

function offsetRowsSql(d: Dialect): string {
  const at = (ms: number) => (d === 'sqlite' ? String(ms) : `'${new Date(ms).toISOString().replace('T', ' ').replace('Z', '')}'`);
  return `insert into \`analytics_warsaw_offsets\` (\`starts_at\`, \`offset_seconds\`) values ${warsawOffsets().map((o) => `(${at(o.startsAt)}, ${o.offsetSeconds})`).join(', ')};`;
}

/**
 * Custom label events (customLabelEvents) per Warsaw day, kind and reason. A label L counts
 *  - as a REPRINT on the day of its creation, under the void reason of the label it replaces (O,
 *    L.reprint_of), when O exists;
 *  - as a VOID on the day it was voided, under its own reason, while no label replaces it.
 * So a change to L also changes the counts of the labels replacing L (their reason is L's) and of
 * the label L replaces (it stops or starts being a plain void). Each trigger takes away, before
 * the change, what L, the labels replacing it and the label(s) it replaces count, and adds what
 * they count after it: both read the same labels, so the difference is the change's.
 */
function labelSql(d: Dialect): string[] {
  const L = '`manufacturing_labels`';
  const reasonKey = (x: string) => `${x} is not null, coalesce(${x}, '')`;
  const upsertTail = d === 'sqlite' ? 'on conflict (`day`, `kind`, `has_reason`, `reason`) do update set `n` = `n` + excluded.`n`' : 'on duplicate key update `n` = `n` + values(`n`)';
  const cols = '(`day`, `kind`, `has_reason`, `reason`, `n`)';
  /** The REPRINT counts of the labels `which` (a condition on l), times sign. */
  const reprints = (which: string, sign: string) =>
    `insert into \`analytics_label_days\` ${cols} select ${daySql(d, 'l.`created_at`')} as k_day, 'REPRINT', ${reasonKey('o.`void_reason`')}, ${sign} count(*) from ${L} l join ${L} o on o.\`id\` = l.\`reprint_of\` where ${which} group by k_day, o.\`void_reason\` is not null, coalesce(o.\`void_reason\`, '') ${upsertTail};`;
  const voids = (which: string, sign: string) =>
    `insert into \`analytics_label_days\` ${cols} select ${daySql(d, 'l.`voided_at`')} as k_day, 'VOID', ${reasonKey('l.`void_reason`')}, ${sign} count(*) from ${L} l where ${which} and l.\`voided_at\` is not null and not exists (select 1 from ${L} x where x.\`reprint_of\` = l.\`id\`) group by k_day, l.\`void_reason\` is not null, coalesce(l.\`void_reason\`, '') ${upsertTail};`;
  /** Every count a change of the label `r` (new/old) touches. */
  const touched = (r: string, sign: string, opts: { self: boolean; replacing: boolean; replaced: string[] }) => [
    ...(opts.self ? [reprints(`l.\`id\` = ${r}.\`id\``, sign), voids(`l.\`id\` = ${r}.\`id\``, sign)] : []),
    ...(opts.replacing ? [reprints(`l.\`reprint_of\` = ${r}.\`id\``, sign)] : []),
    ...opts.replaced.map((o) => voids(`l.\`id\` = ${o}`, sign)),
  ];
  const sub = '-';
  const add = '';
  const trig = (name: string, when: string, parts: string[]) =>
    d === 'sqlite'
      ? `create trigger \`manufacturing_labels_analytics_${name}\` ${when} on ${L} begin\n         ${parts.join('\n         ')}\n       end;`
      : `create trigger \`manufacturing_labels_analytics_${name}\` ${when} on ${L} for each row begin\n         ${parts.join('\n         ')}\n       end`;
  // the replaced label(s): old's and new's (once when the same)
  const replacedBoth = ['old.`reprint_of`', `(case when new.\`reprint_of\` <> old.\`reprint_of\` or old.\`reprint_of\` is null then new.\`reprint_of\` end)`];
  const changed = ['created_at', 'reprint_of', 'voided_at', 'void_reason'];
  const same = changed.map((c) => `binary old.\`${c}\` <=> binary new.\`${c}\``).join(' and ');
  const guard = (parts: string[]) => (d === 'sqlite' ? parts : [`if not (${same}) then`, ...parts, 'end if;']);
  return [
    trig('insert_before', 'before insert', touched('new', sub, { self: false, replacing: false, replaced: ['new.`reprint_of`'] })),
    trig('insert', 'after insert', touched('new', add, { self: true, replacing: false, replaced: ['new.`reprint_of`'] })),
    trig('delete_before', 'before delete', touched('old', sub, { self: true, replacing: true, replaced: ['old.`reprint_of`'] })),
    trig('delete', 'after delete', touched('old', add, { self: false, replacing: true, replaced: ['old.`reprint_of`'] })),
    trig('update_before', d === 'sqlite' ? `before update of ${changed.map((c) => `\`${c}\``).join(', ')}` : 'before update', guard(touched('old', sub, { self: true, replacing: true, replaced: replacedBoth }))),
    trig('update', d === 'sqlite' ? `after update of ${changed.map((c) => `\`${c}\``).join(', ')}` : 'after update', guard(touched('new', add, { self: true, replacing: true, replaced: replacedBoth }))),
  ];
}

function labelBackfillSql(d: Dialect): string[] {
  return [
    `insert into \`analytics_label_days\` (\`day\`, \`kind\`, \`has_reason\`, \`reason\`, \`n\`) select ${daySql(d, 'l.`created_at`')} as k_day, 'REPRINT', o.\`void_reason\` is not null as k_has, coalesce(o.\`void_reason\`, '') as k_reason, count(*) from \`manufacturing_labels\` l join \`manufacturing_labels\` o on o.\`id\` = l.\`reprint_of\` group by k_day, k_has, k_reason;`,
    `insert into \`analytics_label_days\` (\`day\`, \`kind\`, \`has_reason\`, \`reason\`, \`n\`) select ${daySql(d, 'l.`voided_at`')} as k_day, 'VOID', l.\`void_reason\` is not null as k_has, coalesce(l.\`void_reason\`, '') as k_reason, count(*) from \`manufacturing_labels\` l where l.\`voided_at\` is not null and not exists (select 1 from \`manufacturing_labels\` x where x.\`reprint_of\` = l.\`id\`) group by k_day, k_has, k_reason;`,
  ];
}

const LABEL_TRIGGERS = ['insert_before', 'insert', 'delete_before', 'delete', 'update_before', 'update'];
