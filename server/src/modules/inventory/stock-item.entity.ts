import { DecimalType, Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { searchText } from './search-text.js';

/** One catalogue item in the warehouse (DESIGN.md section 4). The `search*` columns hold the
 *  lower-cased, diacritic-free text the list filters on, kept in step by the service. */
@Entity({ tableName: 'stock_items' })
@Index({ properties: ['searchName'] })
// Every filter column in one index: a filtered count reads it instead of the table.
// The filter columns and the cheap sort columns: a substring filter scans this index alone for
// its matches, their count and their order.
@Index({ name: 'stock_items_search_cover_index', properties: ['searchName', 'searchLocation', 'searchIndex', 'ean', 'availabilityCheck', 'quantity', 'unit', 'updatedAt'] })
@Index({ properties: ['searchLocation'] })
@Index({ properties: ['name'] })
@Index({ properties: ['location'] })
@Index({ properties: ['ean'] })
@Index({ properties: ['quantity'] })
@Index({ properties: ['unit'] })
@Index({ properties: ['availabilityCheck'] })
@Index({ properties: ['updatedAt'] })
export class StockItem {
  [OptionalProps]?: 'availabilityCheck' | 'updatedAt' | 'pendingChangeId' | 'searchIndex' | 'searchName' | 'searchLocation';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The catalogue index (indeks katalogowy), e.g. `KAB-SZ-0001`. */
  @Property({ type: 'string', length: 64 })
  @Unique()
  catalogueIndex!: string;

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 14 })
  ean!: string;

  /** Rack location such as `A-01-03`. */
  @Property({ type: 'string', length: 32 })
  location!: string;

  /** The stock level: whole for pieces, up to 3 decimals for units measured by length, area or
   *  weight (mb, m, m2, kg). */
  @Property({ type: new DecimalType('number'), precision: 12, scale: 3 })
  quantity!: number;

  @Property({ type: 'string', length: 16 })
  unit!: string;

  @Property({ type: 'boolean', default: false })
  availabilityCheck: boolean = false;

  @Property({ type: 'datetime', length: 3 })
  updatedAt: Date = new Date();

  /** The change waiting for the ERP that holds this item (http connector). */
  @Property({ type: 'integer', nullable: true })
  pendingChangeId: number | null = null;

  @Property({ type: 'string', length: 64 })
  @Index()
  searchIndex: string = '';

  @Property({ type: 'string', length: 255 })
  searchName: string = '';

  @Property({ type: 'string', length: 32 })
  searchLocation: string = '';

  /** Recomputes the search columns (call after setting index, name or location). */
  refreshSearch(): this {
    this.searchIndex = searchText(this.catalogueIndex);
    this.searchName = searchText(this.name);
    this.searchLocation = searchText(this.location);
    return this;
  }
}
