import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The values the list's filter drop-downs offer (GET /api/manufacturing/filters), counted per
 * record status: how many records that are not deleted have each type, each worker (with the name
 * on the record) and each batch. Kept by database triggers on `manufacturing_records` in the
 * transaction of every insert, update and delete (an update takes the old row's contribution away
 * and adds the new row's), and filled for the rows that existed by their migration. The filters of
 * completed work read a few hundred rows here instead of grouping every closed record, which grows
 * with the years. Nothing in the application writes them. A row whose count went back to 0 stays
 * (count 0): the reads skip it, as the raw GROUP BY has no group there.
 */

/** Records per status and type. */
@Entity({ tableName: 'manufacturing_filter_types' })
class ManufacturingFilterType {
  @PrimaryKey({ type: 'string', length: 12 })
  status!: string;

  @PrimaryKey({ type: 'string', length: 24 })
  type!: string;

  @Property({ type: 'integer' })
  records!: number;
}

/** Records per status, worker and the worker's name as the record has it. */
@Entity({ tableName: 'manufacturing_filter_workers' })
class ManufacturingFilterWorker {
  @PrimaryKey({ type: 'string', length: 12 })
  status!: string;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  employeeNumber!: number;

  @PrimaryKey({ type: 'string', length: 201 })
  employeeName!: string;

  @Property({ type: 'integer' })
  records!: number;
}

/** Records per status and batch (records in no batch are not counted). */
@Entity({ tableName: 'manufacturing_filter_batches' })
class ManufacturingFilterBatch {
  @PrimaryKey({ type: 'string', length: 12 })
  status!: string;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  batchId!: number;

  /** The batch number on the record ('' when it has none: a key column cannot be null). */
  @PrimaryKey({ type: 'string', length: 24 })
  batchNumber!: string;

  @Property({ type: 'integer' })
  records!: number;
}

export const FILTER_VALUE_ENTITIES = [ManufacturingFilterType, ManufacturingFilterWorker, ManufacturingFilterBatch];
