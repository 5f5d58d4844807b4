import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Analityka's daily rollups: one row per Europe/Warsaw day (a day number since
 * 1970-01-01, as `warsawDaySql` gives it) and key, kept by database triggers on the raw tables in
 * the transaction of every write (insert, edit, soft delete, delete), and filled for the rows that
 * existed by their migration. The charts read a year as ~365 rows per key instead of every raw
 * row. Nothing in the application writes them. A row whose count went back to 0 stays (count 0):
 * the reads skip it, as the raw GROUP BY has no group there.
 */

/** Custom records created per Warsaw day and type (deleted records never count). */
@Entity({ tableName: 'analytics_custom_days' })
class AnalyticsCustomDay {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  day!: number;

  @PrimaryKey({ type: 'string', length: 24 })
  type!: string;

  @Property({ type: 'integer' })
  records!: number;

  @Property({ type: 'integer' })
  panes!: number;

  /** The sum of the records' `area_mm2` (m² x 1,000,000). */
  @Property({ type: 'double' })
  areaMm2!: number;
}

/** Custom records created per Warsaw day, worker and the name on the record (the per-worker chart). */
@Entity({ tableName: 'analytics_worker_days' })
class AnalyticsWorkerDay {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  day!: number;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  employeeNumber!: number;

  @PrimaryKey({ type: 'string', length: 201 })
  employeeName!: string;

  @Property({ type: 'integer' })
  records!: number;

  @Property({ type: 'integer' })
  panes!: number;
}

/** Standard entries persisted per Warsaw day of the persist, and their pieces. */
@Entity({ tableName: 'analytics_standard_days' })
class AnalyticsStandardDay {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  day!: number;

  @Property({ type: 'integer' })
  entries!: number;

  @Property({ type: 'integer' })
  pieces!: number;
}

/** Batches closed per Warsaw day and their panes. */
@Entity({ tableName: 'analytics_batch_days' })
class AnalyticsBatchDay {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  day!: number;

  @Property({ type: 'integer' })
  batches!: number;

  @Property({ type: 'integer' })
  panes!: number;
}

/** Standard manufacturing error-log lines per Warsaw day and kind. */
@Entity({ tableName: 'analytics_error_days' })
class AnalyticsErrorDay {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  day!: number;

  @PrimaryKey({ type: 'string', length: 16 })
  kind!: string;

  @Property({ type: 'integer' })
  errors!: number;
}

/**
 * Custom label events per Warsaw day, kind and reason (customLabelEvents): REPRINT, a label created
 * that day replacing another, under the replaced label's void reason; VOID, a label voided that day
 * and not replaced (yet), under its own reason.
 */
@Entity({ tableName: 'analytics_label_days' })
class AnalyticsLabelDay {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  day!: number;

  @PrimaryKey({ type: 'string', length: 8 })
  kind!: string;

  /** 1 with a reason, 0 without (then `reason` is ''): a key column cannot be null. */
  @PrimaryKey({ type: 'integer', autoincrement: false })
  hasReason!: number;

  @PrimaryKey({ type: 'string', length: 500 })
  reason!: string;

  @Property({ type: 'integer' })
  n!: number;
}

/**
 * Europe/Warsaw's offset from UTC from each instant on (the DST changes 1970-2100, and the first
 * row at 1970-01-01): what the triggers read to put a row in its Warsaw day, since neither SQLite
 * nor a MariaDB without time-zone tables knows Warsaw. Filled by the migration from Node's tz data.
 */
@Entity({ tableName: 'analytics_warsaw_offsets' })
export class AnalyticsWarsawOffset {
  @PrimaryKey({ type: 'datetime' })
  startsAt!: Date;

  @Property({ type: 'integer' })
  offsetSeconds!: number;
}

export const ANALYTICS_ENTITIES = [AnalyticsCustomDay, AnalyticsWorkerDay, AnalyticsStandardDay, AnalyticsBatchDay, AnalyticsErrorDay, AnalyticsLabelDay, AnalyticsWarsawOffset];
