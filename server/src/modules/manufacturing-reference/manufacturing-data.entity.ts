import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../platform/base.entity.js';

/** Dane produkcyjne: one manufacturable product. Lengths in mm, weight in kg. The
 *  `search*` columns hold the lower-cased, diacritic-free index and name the list searches
 *. */
@Entity({ tableName: 'manufacturing_data' })
@Index({ properties: ['searchName'] })
@Index({ properties: ['name'] })
@Index({ properties: ['type'] })
@Index({ properties: ['thicknessMm'] })
@Index({ properties: ['active'] })
@Index({ properties: ['updatedAt'] })
export class ManufacturingData extends BaseEntity<'active' | 'labelsPerPiece' | 'weightOverridden' | 'defaultSchemaId' | 'searchIndex' | 'searchName' | 'widthMm' | 'heightMm' | 'weightKg'> {
  /** The catalogue index of the stock list where one exists, else the workshop's own index. Unique. */
  @Property({ type: 'string', length: 64 })
  @Unique()
  index!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  /** A code of MANUFACTURING_TYPES (domain/manufacturing/types.ts). */
  @Property({ type: 'string', length: 32 })
  type!: string;

  /** A code of GLASS_KINDS. */
  @Property({ type: 'string', length: 32 })
  glassKind!: string;

  @Property({ type: 'double' })
  thicknessMm!: number;

  /** Standard size; null for a product made to measure. */
  @Property({ type: 'integer', nullable: true })
  widthMm: number | null = null;

  @Property({ type: 'integer', nullable: true })
  heightMm: number | null = null;

  /** Weight of one piece: computed from the glass (paneWeightKg) unless `weightOverridden`. */
  @Property({ type: 'double', nullable: true })
  weightKg: number | null = null;

  @Property({ type: 'boolean' })
  weightOverridden: boolean = false;

  /** The default drilling schema (schemas.id), or none. */
  @Property({ type: 'integer', nullable: true })
  @Index()
  defaultSchemaId: number | null = null;

  @Property({ type: 'integer' })
  labelsPerPiece: number = 1;

  @Property({ type: 'boolean' })
  active: boolean = true;

  @Property({ type: 'string', length: 64 })
  @Index()
  searchIndex: string = '';

  @Property({ type: 'string', length: 255 })
  searchName: string = '';
}
