import { Migration } from '@mikro-orm/migrations';

/**
 * The list's filter values (GET /api/manufacturing/filters): records that are not deleted, counted
 * per status and type, per status and worker (with the name on the record), per status and batch.
 * Kept by triggers on manufacturing_records in the transaction of every insert, update and delete
 * (an update takes the old row's contribution away and adds the new row's), and filled here for
 * the rows that exist.
 */
export class Migration20261126071831_manufacturing_filter_values extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table \`manufacturing_filter_batches\` (\`status\` text not null, \`batch_id\` integer not null, \`batch_number\` text not null, \`records\` integer not null, primary key (\`status\`, \`batch_id\`, \`batch_number\`));`);
    this.addSql(`create table \`manufacturing_filter_types\` (\`status\` text not null, \`type\` text not null, \`records\` integer not null, primary key (\`status\`, \`type\`));`);
    this.addSql(`create table \`manufacturing_filter_workers\` (\`status\` text not null, \`employee_number\` integer not null, \`employee_name\` text not null, \`records\` integer not null, primary key (\`status\`, \`employee_number\`, \`employee_name\`));`);
    for (const sql of triggerSql(DIALECT)) this.addSql(sql);
    for (const sql of backfillSql()) this.addSql(sql);
  }

  override async down(): Promise<void> {
    for (const op of ['insert', 'delete', 'update']) this.addSql(`drop trigger if exists \`manufacturing_records_filters_${op}\`;`);
    this.addSql(`drop table if exists \`manufacturing_filter_batches\`;`);
    this.addSql(`drop table if exists \`manufacturing_filter_types\`;`);
    this.addSql(`drop table if exists \`manufacturing_filter_workers\`;`);
  }

}

const DIALECT: Dialect = 'sqlite';

// ---- the counts and their triggers (this file is a snapshot: later changes go in a new migration) ----
type Dialect = 'sqlite' | 'mysql';
interface Count {
  /** the counting table */
  target: string;
  /** its key columns and their value from the record `r` (`${r}.column`) */
  keys: Array<[string, (r: string) => string]>;
  /** whether the record counts */
  when: (r: string) => string;
}

const col = (c: string) => (r: string) => `${r}.\`${c}\``;
/** The record columns the counts read: an update of any other column changes nothing. */
const COLUMNS = ['status', 'deleted_at', 'type', 'employee_number', 'employee_name', 'batch_id', 'batch_number'];
const COUNTS: Count[] = [
  { target: 'manufacturing_filter_types', keys: [['status', col('status')], ['type', col('type')]], when: (r) => `${r}.\`deleted_at\` is null` },
  {
    target: 'manufacturing_filter_workers',
    keys: [['status', col('status')], ['employee_number', col('employee_number')], ['employee_name', col('employee_name')]],
    when: (r) => `${r}.\`deleted_at\` is null`,
  },
  {
    target: 'manufacturing_filter_batches',
    keys: [['status', col('status')], ['batch_id', col('batch_id')], ['batch_number', (r) => `coalesce(${r}.\`batch_number\`, '')`]],
    when: (r) => `${r}.\`deleted_at\` is null and ${r}.\`batch_id\` is not null`,
  },
];

/** Add (sign 1) or take away (sign -1) the record `r`'s count. */
function upsert(d: Dialect, c: Count, r: string, sign: 1 | -1): string {
  const cols = [...c.keys.map(([k]) => `\`${k}\``), '`records`'].join(', ');
  const vals = [...c.keys.map(([, f]) => f(r)), String(sign)].join(', ');
  return d === 'sqlite'
    ? `insert into \`${c.target}\` (${cols}) select ${vals} where ${c.when(r)} on conflict (${c.keys.map(([k]) => `\`${k}\``).join(', ')}) do update set \`records\` = \`records\` + excluded.\`records\`;`
    : `insert into \`${c.target}\` (${cols}) select ${vals} from dual where ${c.when(r)} on duplicate key update \`records\` = \`records\` + values(\`records\`);`;
}

function triggerSql(d: Dialect): string[] {
  const name = (op: string) => `\`manufacturing_records_filters_${op}\``;
  const body = (parts: string[]) => parts.join('\n         ');
  const ins = COUNTS.map((c) => upsert(d, c, 'new', 1));
  const del = COUNTS.map((c) => upsert(d, c, 'old', -1));
  if (d === 'sqlite') {
    return [
      `create trigger ${name('insert')} after insert on \`manufacturing_records\` begin\n         ${body(ins)}\n       end;`,
      `create trigger ${name('delete')} after delete on \`manufacturing_records\` begin\n         ${body(del)}\n       end;`,
      `create trigger ${name('update')} after update of ${COLUMNS.map((c) => `\`${c}\``).join(', ')} on \`manufacturing_records\` begin\n         ${body([...del, ...ins])}\n       end;`,
    ];
  }
  // Strings compared as bytes: a name re-cased is a change for the count's key too.
  const same = COLUMNS.map((c) => `binary old.\`${c}\` <=> binary new.\`${c}\``).join(' and ');
  return [
    `create trigger ${name('insert')} after insert on \`manufacturing_records\` for each row begin\n         ${body(ins)}\n       end`,
    `create trigger ${name('delete')} after delete on \`manufacturing_records\` for each row begin\n         ${body(del)}\n       end`,
    `create trigger ${name('update')} after update on \`manufacturing_records\` for each row begin\n         if not (${same}) then\n         ${body([...del, ...ins])}\n         end if;\n       end`,
  ];
}

/** The counts of the records that exist (run after the triggers exist, before the app serves). */
function backfillSql(): string[] {
  return COUNTS.map((c) => {
    const keys = c.keys.map(([k, f]) => `${f('r')} as \`k_${k}\``);
    const cols = [...c.keys.map(([k]) => `\`${k}\``), '`records`'].join(', ');
    return `insert into \`${c.target}\` (${cols}) select ${keys.join(', ')}, count(*) from \`manufacturing_records\` r where ${c.when('r')} group by ${c.keys.map(([k]) => `\`k_${k}\``).join(', ')};`;
  });
}
