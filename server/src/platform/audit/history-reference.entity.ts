import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/** Each distinct history reference once, with its three-character pieces below: what lets the
 *  Historia reference filter (any part of the reference) find the few references that contain
 *  what was typed without reading millions of entries. Kept by a database trigger on
 *  history_entries, in the transaction of the entry (migration history_reference_grams). */
@Entity({ tableName: 'history_references' })
export class HistoryReference {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 128 })
  @Unique()
  reference!: string;
}

/** One three-character piece (ASCII letters lower-cased) of a history reference. */
@Entity({ tableName: 'history_reference_grams' })
export class HistoryReferenceGram {
  @PrimaryKey({ type: 'string', length: 3 })
  gram!: string;

  @PrimaryKey({ type: 'integer' })
  referenceId!: number;
}

/** 1..126: the start positions of a reference's pieces (a reference has at most 128 characters);
 *  the trigger joins it because SQLite's triggers cannot loop or use a recursive WITH. */
@Entity({ tableName: 'history_gram_positions' })
export class HistoryGramPosition {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  n!: number;
}
