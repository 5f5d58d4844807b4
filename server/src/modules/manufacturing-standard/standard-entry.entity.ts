import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../platform/base.entity.js';
import { JsonText } from '../../platform/json-text.type.js';

/** DRAFT -> CHECKED -> PERSISTING (waiting for the ERP) -> PERSISTED, or ERROR (retryable). */
export const STANDARD_STATUSES = ['DRAFT', 'CHECKED', 'PERSISTING', 'PERSISTED', 'ERROR'] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/** Produkcja standardowa: what one worker made of one catalogue product, to stock. */
@Entity({ tableName: 'standard_manufacturing_entries' })
@Index({ properties: ['numer_pracownika', 'createdAt'] })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['status', 'persistedAt', 'quantity'] })
export class StandardEntry extends BaseEntity<'status' | 'changeId' | 'errorMessage' | 'checkedAt' | 'persistedAt' | 'operationId'> {
  /** The worker who made the pieces (employee number). */
  @Property({ type: 'integer' })
  numer_pracownika!: number;

  /** The manufacturing data row (Dane produkcyjne) made. */
  @Property({ type: 'integer' })
  @Index()
  manufacturingDataId!: number;

  /** Its catalogue index and name when the entry was made (the row may change later). */
  @Property({ type: 'string', length: 64 })
  @Index()
  index!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  /** Good pieces made (what persisting adds to stock). */
  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'string', length: 16 })
  status: StandardStatus = 'DRAFT';

  /** The stock change the persist produced (inventory's stock_changes.id). */
  @Property({ type: 'integer', nullable: true })
  @Index()
  changeId: number | null = null;

  /** Why the last persist failed (ERP answer), while ERROR. */
  @Property({ type: 'string', length: 1000, nullable: true })
  errorMessage: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  checkedAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  persistedAt: Date | null = null;

  /** Where the last persist reports (operationStatus). */
  @Property({ type: 'string', length: 64, nullable: true })
  operationId: string | null = null;

  @Property({ type: 'integer', nullable: true })
  createdById: number | null = null;
}

/** One piece of an entry and its label: a unique code, printed, or voided (a piece broke). */
@Entity({ tableName: 'standard_manufacturing_pieces' })
@Index({ properties: ['entryId', 'seq'] })
@Index({ properties: ['voidedAt'] })
@Index({ properties: ['printCount', 'printedAt'] })
export class StandardPiece extends BaseEntity<'printedAt' | 'printCount' | 'printJobId' | 'voidedAt' | 'voidedBy'> {
  @Property({ type: 'integer' })
  entryId!: number;

  /** 1.. within the entry (never reused). */
  @Property({ type: 'integer' })
  seq!: number;

  /** The label code: `S{entryId}-{seq}`. */
  @Property({ type: 'string', length: 32 })
  @Unique()
  code!: string;

  @Property({ type: 'datetime', length: 3, nullable: true })
  printedAt: Date | null = null;

  @Property({ type: 'integer' })
  printCount: number = 0;

  /** The last print job (printing module). */
  @Property({ type: 'integer', nullable: true })
  printJobId: number | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  voidedAt: Date | null = null;

  /** numer_pracownika of who voided it (label-delete). */
  @Property({ type: 'integer', nullable: true })
  voidedBy: number | null = null;
}

export const ERROR_LOG_KINDS = ['CHECK', 'ERP'] as const;
type ErrorLogKind = (typeof ERROR_LOG_KINDS)[number];

/** Dziennik błędów: a failed check or an ERP error of a persist, per worker (load-error-logs). */
@Entity({ tableName: 'standard_manufacturing_error_logs' })
@Index({ properties: ['numer_pracownika', 'createdAt'] })
@Index({ properties: ['createdAt'] })
export class StandardErrorLog extends BaseEntity<'reasons' | 'changeId'> {
  /** The entry's worker. */
  @Property({ type: 'integer' })
  numer_pracownika!: number;

  @Property({ type: 'integer' })
  @Index()
  entryId!: number;

  @Property({ type: 'string', length: 64 })
  index!: string;

  @Property({ type: 'string', length: 16 })
  kind!: ErrorLogKind;

  @Property({ type: 'string', length: 1000 })
  message!: string;

  /** The reason codes of a failed check. */
  @Property({ type: JsonText, nullable: true })
  reasons: string[] | null = null;

  @Property({ type: 'integer', nullable: true })
  changeId: number | null = null;
}
