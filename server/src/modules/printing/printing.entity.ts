import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../platform/base.entity.js';

export const PRINTER_DRIVERS = ['tcp', 'agent', 'file'] as const;
export type PrinterDriver = (typeof PRINTER_DRIVERS)[number];
export const PRINTER_LANGUAGES = ['zpl', 'pdf'] as const;
export type PrinterLanguage = (typeof PRINTER_LANGUAGES)[number];

/** A computer printers hang on (a print agent registers its own; network printers name the
 *  computer of the room they stand in). The hostname identifies it. */
@Entity({ tableName: 'computers' })
export class Computer extends BaseEntity<'agentSeenAt' | 'agentKeyId'> {
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 255 })
  @Unique()
  hostname!: string;

  /** When a print agent on this computer last registered. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  agentSeenAt: Date | null = null;

  /** The print-agent API key that serves this computer: bound when the key first registers it;
   *  one key serves one computer, and only that key hears its jobs. */
  @Property({ type: 'integer', nullable: true })
  @Unique()
  agentKeyId: number | null = null;
}

/** A printer: how to reach it (driver + address) and what it speaks (ZPL or PDF). */
@Entity({ tableName: 'printers' })
export class Printer extends BaseEntity<'host' | 'port' | 'queue' | 'folder' | 'enabled' | 'deletedAt'> {
  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'integer' })
  @Index()
  computerId!: number;

  @Property({ type: 'string', length: 10 })
  driver!: PrinterDriver;

  /** tcp: the printer's address. */
  @Property({ type: 'string', length: 255, nullable: true })
  host: string | null = null;

  @Property({ type: 'integer', nullable: true })
  port: number | null = null;

  /** agent: the OS spooler queue on the agent's computer. */
  @Property({ type: 'string', length: 255, nullable: true })
  queue: string | null = null;

  /** file: the folder (under DATA_DIR/print-files) that receives each job as a file. */
  @Property({ type: 'string', length: 255, nullable: true })
  folder: string | null = null;

  @Property({ type: 'string', length: 10 })
  language!: PrinterLanguage;

  @Property({ type: 'boolean' })
  enabled: boolean = true;

  /** Deleted printers stay for the jobs that name them. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  deletedAt: Date | null = null;
}

export const PRINT_JOB_STATUSES = ['QUEUED', 'SENDING', 'DONE', 'FAILED', 'NEEDS_ATTENTION', 'CANCELLED'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/** One print request. Its bytes are rendered when it is queued, so a resend sends exactly the
 *  same label. SENDING is committed before the first byte leaves; a job found in SENDING by a
 *  later run (the node died mid-send) goes to NEEDS_ATTENTION, never out again by itself. */
@Entity({ tableName: 'print_jobs' })
@Index({ properties: ['status', 'id'] })
@Index({ properties: ['printerId', 'id'] })
// The jobs of one operation (labels printed together) are read when each of them ends.
@Index({ properties: ['operationId'] })
export class PrintJob extends BaseEntity<'status' | 'attempts' | 'error' | 'operationId' | 'sentAt' | 'finishedAt' | 'reference' | 'requestedById' | 'requestedByName'> {
  @Property({ type: 'integer' })
  printerId!: number;

  @Property({ type: 'string', length: 120 })
  printerName!: string;

  @Property({ type: 'string', length: 20 })
  status: PrintJobStatus = 'QUEUED';

  /** What asked for it: `quick_print`, `stock`, `test`. */
  @Property({ type: 'string', length: 20 })
  source!: string;

  /** What is printed: the label id, the catalogue index ... */
  @Property({ type: 'string', length: 128, nullable: true })
  reference: string | null = null;

  @Property({ type: 'string', length: 10 })
  format!: PrinterLanguage;

  @Property({ type: 'integer' })
  copies!: number;

  @Property({ type: 'blob', columnType: 'longblob', lazy: true })
  content!: Buffer;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'string', length: 1000, nullable: true })
  error: string | null = null;

  /** The operationStatus id the requester listens on. */
  @Property({ type: 'string', length: 64, nullable: true })
  operationId: string | null = null;

  @Property({ type: 'integer', nullable: true })
  requestedById: number | null = null;

  @Property({ type: 'string', length: 201, nullable: true })
  requestedByName: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  sentAt: Date | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  finishedAt: Date | null = null;
}
