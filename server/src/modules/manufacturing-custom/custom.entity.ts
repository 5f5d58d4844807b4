import { BeforeCreate, BeforeUpdate, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../platform/base.entity.js';
import { JsonText } from '../../platform/json-text.type.js';
import type { WidthSpec } from '../../../../domain/manufacturing/index.js';

/** A record's state (MANUFACTURING.md 3.2). Plain strings, no enum check constraint (SQLite diffs). */
export const RECORD_STATUSES = ['NEW', 'LABELED', 'CLOSED', 'DELETED'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** One pane (or package) of a record: one label, one missing-glass line, one drawing. */
export interface RecordPane {
  index: number;
  part: string | null;
  widthMm: number;
  heightMm: number;
  thicknessMm: number;
  glassKind: string;
  schemaId: number | null;
  weightKg: number;
}

/** A custom manufacturing record (made to order for one shop order). */
// Indexes (ADR 0920, measured at 200,000 records): the lists and their counts read (status,
// deleted_at[, type | worker], created_at) alone; the filters call groups covering indexes;
// Analityka reads a created_at range with the pane totals and the first label's time in the index
// (ADR 0925: the per-worker median reads it alone too).
@Entity({ tableName: 'manufacturing_records' })
@Index({ properties: ['status', 'deletedAt', 'createdAt'] })
@Index({ properties: ['orderNumber'] })
@Index({ properties: ['employeeNumber', 'status', 'deletedAt', 'type', 'createdAt'] })
@Index({ properties: ['status', 'deletedAt', 'type', 'employeeNumber', 'employeeName'] })
@Index({ properties: ['status', 'deletedAt', 'batchId', 'batchNumber'] })
@Index({ name: 'manufacturing_records_analytics_index', properties: ['createdAt', 'deletedAt', 'type', 'employeeNumber', 'paneCount', 'areaMm2', 'employeeName', 'firstLabelAt'] })
@Index({ properties: ['batchId'] })
export class ManufacturingRecord extends BaseEntity<
  | 'documentId'
  | 'status'
  | 'schemaId'
  | 'panes'
  | 'widthSpec'
  | 'weightKg'
  | 'computedWeightKg'
  | 'palletHeightCm'
  | 'notes'
  | 'batchId'
  | 'batchNumber'
  | 'version'
  | 'updatedByNumber'
  | 'updatedByName'
  | 'deletedAt'
  | 'deletedBy'
  | 'deletedByName'
  | 'sheetStatus'
  | 'sheetMessage'
  | 'sheetOperationId'
  | 'paneCount'
  | 'areaMm2'
  | 'firstLabelAt'
> {
  /** numer_zamowienia: the shop's order number (contains `/`). */
  @Property({ type: 'string', length: 64 })
  orderNumber!: string;

  @Property({ type: 'integer', nullable: true })
  documentId: number | null = null;

  @Property({ type: 'string', length: 24 })
  type!: string;

  @Property({ type: 'string', length: 12 })
  status: RecordStatus = 'NEW';

  /** The owner's numer_pracownika. */
  @Property({ type: 'integer' })
  employeeNumber!: number;

  @Property({ type: 'string', length: 201 })
  employeeName!: string;

  @Property({ type: 'integer', nullable: true })
  schemaId: number | null = null;

  @Property({ type: JsonText })
  panes: RecordPane[] = [];

  /** `panes.length`, kept by the hook below for Analityka's sums (ADR 0920). */
  @Property({ type: 'integer', default: 0 })
  paneCount: number = 0;

  /** Sum of the panes' width x height in mm², kept by the hook below (ADR 0920). */
  @Property({ type: 'double', default: 0 })
  areaMm2: number = 0;

  /**
   * When the record's first label (not a reprint) was created: the earliest `created_at` of its
   * labels with no `reprintOf`, voided ones included; null before the first print. Set in the
   * print's transaction (StationService.print), never cleared (ADR 0925).
   */
  @Property({ type: 'datetime', length: 3, nullable: true })
  firstLabelAt: Date | null = null;

  @Property({ type: JsonText, nullable: true })
  widthSpec: WidthSpec | null = null;

  /** The record's weight: the scale reading when given, else computed (panes + packaging). */
  @Property({ type: 'double', nullable: true })
  weightKg: number | null = null;

  @Property({ type: 'double', nullable: true })
  computedWeightKg: number | null = null;

  @Property({ type: 'integer', nullable: true })
  palletHeightCm: number | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  notes: string | null = null;

  @Property({ type: 'integer', nullable: true })
  batchId: number | null = null;

  @Property({ type: 'string', length: 24, nullable: true })
  batchNumber: string | null = null;

  /** Optimistic lock: every change adds one; a PATCH names the version it read. */
  @Property({ type: 'integer' })
  version: number = 1;

  @Property({ type: 'integer', nullable: true })
  updatedByNumber: number | null = null;

  @Property({ type: 'string', length: 201, nullable: true })
  updatedByName: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  deletedBy: number | null = null;

  @Property({ type: 'string', length: 201, nullable: true })
  deletedByName: string | null = null;

  /** The production sheet (PDF) made in the background: IN_PROGRESS | SUCCESS | ERROR. */
  @Property({ type: 'string', length: 12, nullable: true })
  sheetStatus: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  sheetMessage: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  sheetOperationId: string | null = null;

  /** The pane totals follow `panes` on every flush (create and edit). */
  @BeforeCreate()
  @BeforeUpdate()
  keepPaneTotals(): void {
    this.paneCount = this.panes.length;
    this.areaMm2 = this.panes.reduce((s, p) => s + p.widthMm * p.heightMm, 0);
  }
}

/** Who works on an order: one row per order number (the unique key is the claim's lock). */
@Entity({ tableName: 'manufacturing_claims' })
export class ManufacturingClaim {
  [OptionalProps]?: 'claimedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64 })
  @Unique()
  orderNumber!: string;

  @Property({ type: 'integer' })
  employeeNumber!: number;

  @Property({ type: 'string', length: 201 })
  employeeName!: string;

  @Property({ type: 'datetime', length: 3 })
  claimedAt: Date = new Date();
}

/** The record's log (createManufacturingLogDto): append-only. */
@Entity({ tableName: 'manufacturing_logs' })
@Index({ properties: ['recordId', 'id'] })
export class ManufacturingLog {
  [OptionalProps]?: 'createdAt' | 'note' | 'diff';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  recordId!: number;

  @Property({ type: 'integer' })
  employeeNumber!: number;

  @Property({ type: 'string', length: 201 })
  employeeName!: string;

  /** CREATED, UPDATED, LABEL_PRINTED, LABEL_REPRINTED, LABEL_VOIDED, MISSING_REPORTED, MISSING_CLOSED, MISSING_PRINTED, BATCH_CLOSED, BATCH_REOPENED, DELETED, or the worker's own words. */
  @Property({ type: 'string', length: 200 })
  action!: string;

  @Property({ type: 'string', length: 2000, nullable: true })
  note: string | null = null;

  @Property({ type: JsonText, nullable: true })
  diff: Record<string, unknown> | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();
}

/** One label per pane or package. */
@Entity({ tableName: 'manufacturing_labels' })
@Index({ properties: ['recordId', 'voidedAt'] })
@Index({ properties: ['createdAt', 'reprintOf'] })
@Index({ properties: ['voidedAt'] })
@Index({ properties: ['reprintOf'] })
export class ManufacturingLabel extends BaseEntity<'printJobId' | 'printerId' | 'reprintOf' | 'reprintCount' | 'voidedAt' | 'voidedBy' | 'voidedByName' | 'voidReason'> {
  /** The QR's content: `G-<record>-<pane>[-R<n>]`. */
  @Property({ type: 'string', length: 40 })
  @Unique()
  code!: string;

  @Property({ type: 'integer' })
  recordId!: number;

  @Property({ type: 'integer' })
  paneIndex!: number;

  @Property({ type: 'integer' })
  paneCount!: number;

  @Property({ type: 'integer', nullable: true })
  printJobId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  printerId: number | null = null;

  @Property({ type: 'integer' })
  printedBy!: number;

  @Property({ type: 'string', length: 201 })
  printedByName!: string;

  @Property({ type: 'integer', nullable: true })
  reprintOf: number | null = null;

  @Property({ type: 'integer' })
  reprintCount: number = 0;

  @Property({ type: 'datetime', length: 3, nullable: true })
  voidedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  voidedBy: number | null = null;

  @Property({ type: 'string', length: 201, nullable: true })
  voidedByName: string | null = null;

  @Property({ type: 'string', length: 500, nullable: true })
  voidReason: string | null = null;

  /** What was printed (the layout's texts). */
  @Property({ type: JsonText })
  payload!: Record<string, unknown>;
}

/** A closed batch (partia): made by close-batch, reopened only by an admin. */
@Entity({ tableName: 'manufacturing_batches' })
export class ManufacturingBatch extends BaseEntity<'number' | 'status' | 'reopenLog' | 'manifest'> {
  /** PRT/YYYY/000123 */
  @Property({ type: 'string', length: 24, nullable: true })
  @Unique()
  number: string | null = null;

  @Property({ type: 'string', length: 12 })
  status: 'CLOSED' | 'REOPENED' = 'CLOSED';

  @Property({ type: 'integer' })
  closedBy!: number;

  @Property({ type: 'string', length: 201 })
  closedByName!: string;

  @Property({ type: 'integer' })
  recordCount!: number;

  @Property({ type: 'integer' })
  paneCount!: number;

  @Property({ type: 'double' })
  totalWeightKg!: number;

  /** The records as closed: id, order, type, panes, weight. */
  @Property({ type: JsonText })
  manifest: Array<{ id: number; orderNumber: string; type: string; panes: number; weightKg: number | null }> = [];

  @Property({ type: JsonText })
  reopenLog: Array<{ by: number; byName: string; at: string; note: string | null }> = [];
}

export const MISSING_REASONS = ['stluczka_w_produkcji', 'wada', 'nie_dostarczono', 'zly_wymiar', 'inne'] as const;
export type MissingReason = (typeof MISSING_REASONS)[number];

/** Braki szkła: one missing or broken pane. */
@Entity({ tableName: 'manufacturing_missing_glass' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['orderNumber', 'status'] })
export class MissingGlass extends BaseEntity<'recordId' | 'documentId' | 'paneIndex' | 'description' | 'note' | 'status' | 'closedAt' | 'closedBy' | 'closedByName' | 'printCount' | 'lastPrintedAt' | 'source'> {
  @Property({ type: 'integer', nullable: true })
  recordId: number | null = null;

  @Property({ type: 'string', length: 64 })
  orderNumber!: string;

  /** The packing document of the order. */
  @Property({ type: 'integer', nullable: true })
  documentId: number | null = null;

  @Property({ type: 'integer', nullable: true })
  paneIndex: number | null = null;

  /** The pane as it should be (W x H x t, glass kind) or the packer's words. */
  @Property({ type: 'string', length: 300, nullable: true })
  description: string | null = null;

  @Property({ type: 'string', length: 24 })
  reason!: MissingReason;

  @Property({ type: 'string', length: 2000, nullable: true })
  note: string | null = null;

  /** STATION (reported at the glass workstation) or PACKING (a packer's missing parts). */
  @Property({ type: 'string', length: 12 })
  source: 'STATION' | 'PACKING' = 'STATION';

  @Property({ type: 'string', length: 8 })
  status: 'OPEN' | 'CLOSED' = 'OPEN';

  @Property({ type: 'integer' })
  reportedBy!: number;

  @Property({ type: 'string', length: 201 })
  reportedByName!: string;

  @Property({ type: 'datetime', length: 3, nullable: true })
  closedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  closedBy: number | null = null;

  @Property({ type: 'string', length: 201, nullable: true })
  closedByName: string | null = null;

  @Property({ type: 'integer' })
  printCount: number = 0;

  @Property({ type: 'datetime', length: 3, nullable: true })
  lastPrintedAt: Date | null = null;
}

/** The production sheet PDF of a record (made in the background). */
@Entity({ tableName: 'manufacturing_sheets' })
export class ManufacturingSheet {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  @Unique()
  recordId!: number;

  @Property({ type: 'integer' })
  recordVersion!: number;

  @Property({ type: 'blob', columnType: 'longblob', lazy: true })
  content!: Buffer;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();
}
