import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../platform/base.entity.js';
import { JsonText } from '../../platform/json-text.type.js';
import type { Cutout, Hole } from '../../../../domain/manufacturing/index.js';

/** A drilling schema (Schemat wierceń, SPEC `schema_id`): a named hole and cut-out template for a
 *  pane, in mm from its reference corner (domain/manufacturing/drilling.ts). Archived instead of
 *  deleted while something uses it. */
@Entity({ tableName: 'schemas' })
@Index({ properties: ['type', 'archivedAt'] })
@Index({ properties: ['searchName'] })
@Index({ properties: ['name'] })
@Index({ properties: ['updatedAt'] })
export class DrillingSchemaRecord extends BaseEntity<'archivedAt' | 'searchCode' | 'searchName' | 'holes' | 'cutouts' | 'createdBy'> {
  /** A code of SCHEMA_TYPES (`drilling`). */
  @Property({ type: 'string', length: 32 })
  type!: string;

  /** Unique over every schema, archived ones included (records keep pointing at them). */
  @Property({ type: 'string', length: 40 })
  @Unique()
  code!: string;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'double' })
  thicknessMin!: number;

  @Property({ type: 'double' })
  thicknessMax!: number;

  @Property({ type: 'double' })
  paneWidth!: number;

  @Property({ type: 'double' })
  paneHeight!: number;

  @Property({ type: 'string', length: 16 })
  referenceCorner!: string;

  @Property({ type: JsonText })
  holes: Hole[] = [];

  @Property({ type: JsonText })
  cutouts: Cutout[] = [];

  /** Set instead of deleting a schema something still uses; it stays readable by id. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  archivedAt: Date | null = null;

  @Property({ type: 'integer', nullable: true })
  createdBy: number | null = null;

  @Property({ type: 'string', length: 40 })
  @Index()
  searchCode: string = '';

  @Property({ type: 'string', length: 120 })
  searchName: string = '';
}
