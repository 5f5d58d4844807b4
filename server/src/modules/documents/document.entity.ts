import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../platform/base.entity.js';
import { JsonText } from '../../platform/json-text.type.js';

export enum DocumentStatus {
  NEW = 'NEW',
  LOCKED = 'LOCKED',
  SHIPPED = 'SHIPPED',
  MISSING_PARTS = 'MISSING_PARTS',
  DELETED = 'DELETED',
}

/** Statuses of a document still waiting in the packing queue. */
export const OPEN_STATUSES = [DocumentStatus.NEW, DocumentStatus.LOCKED] as const;

/** An order document the shop pushed for packing (DESIGN.md section 4). The PDF lives in
 *  `document_files`, so listing documents never reads file bytes. */
@Entity({ tableName: 'documents' })
@Index({ properties: ['status', 'createdAt'] })
@Index({ properties: ['number'] })
export class Document extends BaseEntity<
  'externalId' | 'openNumber' | 'pickup_place' | 'is_locked' | 'lockedById' | 'lockedByName' | 'lockedAt' | 'error' | 'status' | 'missingParts' | 'missingPartsNote' | 'closedAt' | 'createdById' | 'createdByName'
> {
  /** The order number (SPEC.md `number`). Not unique: the shop may push an order again once its
   *  document is shipped or deleted. */
  @Property({ type: 'string', length: 64 })
  number!: string;

  /** The order number while the document is in packing (not shipped, not deleted), else null: its
   *  unique index lets one open document per order exist, whatever key each push carries. */
  @Property({ type: 'string', length: 64, nullable: true, onCreate: (d: Document) => (d.status === DocumentStatus.SHIPPED || d.status === DocumentStatus.DELETED ? null : d.number) })
  @Unique({ name: 'documents_open_number_unique' })
  openNumber: string | null = null;

  @Property({ type: 'string', length: 128, nullable: true })
  externalId: string | null = null;

  @Property({ type: 'string', length: 255 })
  customer!: string;

  @Property({ type: 'string', length: 128 })
  shippingMethod!: string;

  @Property({ type: 'boolean' })
  wantsInvoice!: boolean;

  @Property({ type: 'boolean' })
  paymentsCod!: boolean;

  @Property({ type: 'boolean' })
  is_pickup!: boolean;

  @Property({ type: 'string', length: 255, nullable: true })
  pickup_place: string | null = null;

  @Property({ type: 'boolean' })
  is_locked: boolean = false;

  @Property({ type: 'integer', nullable: true })
  lockedById: number | null = null;

  @Property({ type: 'string', length: 201, nullable: true })
  lockedByName: string | null = null;

  @Property({ type: 'datetime', length: 3, nullable: true })
  lockedAt: Date | null = null;

  /** SPEC.md's error flag: the shop marks documents it had trouble with. */
  @Property({ type: 'boolean' })
  error: boolean = false;

  // A plain string column (no enum check constraint): SQLite's schema diff keeps re-creating
  // tables with enum checks; the service only ever writes DocumentStatus values.
  @Property({ type: 'string', length: 20 })
  status: DocumentStatus = DocumentStatus.NEW;

  @Property({ type: JsonText, nullable: true })
  missingParts: string[] | null = null;

  @Property({ type: 'string', length: 2000, nullable: true })
  missingPartsNote: string | null = null;

  /** When it left the queue (shipped, missing parts, deleted). */
  @Property({ type: 'datetime', length: 3, nullable: true })
  closedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  createdById: number | null = null;

  @Property({ type: 'string', length: 201, nullable: true })
  createdByName: string | null = null;

  @Property({ type: 'integer' })
  fileSize!: number;
}

/** The PDF of a document, in the database (DESIGN.md section 2: app nodes keep no files). */
@Entity({ tableName: 'document_files' })
export class DocumentFile {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  @Unique()
  documentId!: number;

  @Property({ type: 'string', length: 255 })
  fileName!: string;

  @Property({ type: 'string', length: 64 })
  sha256!: string;

  // longblob on MySQL (a plain blob stops at 64 KB); SQLite takes any blob.
  @Property({ type: 'blob', columnType: 'longblob', lazy: true })
  content!: Buffer;

  @Property({ type: 'datetime', length: 3 })
  createdAt: Date = new Date();
}
