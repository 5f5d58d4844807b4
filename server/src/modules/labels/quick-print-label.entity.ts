import { BeforeCreate, BeforeUpdate, Entity, Index, Property } from '@mikro-orm/core';
import { searchText } from '../../platform/like.js';
import { BaseEntity } from '../../platform/base.entity.js';
import { JsonText } from '../../platform/json-text.type.js';
import type { LabelSize } from '../printing/index.js';

/** A quick-print label (Wydruk etykiet): a name, its text lines, an EAN-13 or a code, a size. */
@Entity({ tableName: 'quick_print_labels' })
export class QuickPrintLabel extends BaseEntity<'ean' | 'code' | 'size' | 'search'> {
  @Property({ type: 'string', length: 120 })
  @Index()
  name!: string;

  /** The text lines, top to bottom (also searched, as their JSON text). */
  @Property({ type: JsonText })
  lines!: string[];

  @Property({ type: 'string', length: 13, nullable: true })
  @Index()
  ean: string | null = null;

  /** Printed as Code 128 when there is no EAN. */
  @Property({ type: 'string', length: 48, nullable: true })
  @Index()
  code: string | null = null;

  @Property({ type: 'string', length: 10 })
  size: LabelSize = 'small';

  /** Name, lines, EAN and code lower-cased without diacritics: the accent-insensitive search
   *  compares this. Written before every insert and update. */
  @Property({ type: 'string', length: 700, fieldName: 'search_text', default: '' })
  search: string = '';

  @BeforeCreate()
  @BeforeUpdate()
  refreshSearch(): void {
    this.search = searchText([this.name, ...this.lines, this.ean ?? '', this.code ?? ''].join(' ')).slice(0, 700);
  }
}
