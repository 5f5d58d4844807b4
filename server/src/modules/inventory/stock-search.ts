import type { QueryBuilder } from '@mikro-orm/knex';
import type { Dialect, EntityManager } from '../../platform/database.js';
import { ftsCount, ftsPhrase, indexable, PLAIN, trigrams } from '../../platform/sql/substring-index.js';
import { containsPattern, searchText } from './search-text.js';
import type { StockItem } from './stock-item.entity.js';

/** The substring filters of the stock list, as typed. */
export interface SubstringFilters {
  index?: string;
  name?: string;
  location?: string;
  ean?: string;
}

/** Each filter: the column it compares, the number of that column in stock_items_search_terms (MySQL),
 *  and how the typed text is normalized (the search columns hold normalized text, ADR 0300). */
const FIELDS = [
  { key: 'index', column: 'search_index', field: 1, normalize: searchText },
  { key: 'name', column: 'search_name', field: 2, normalize: searchText },
  { key: 'location', column: 'search_location', field: 3, normalize: searchText },
  { key: 'ean', column: 'ean', field: 4, normalize: (v: string) => v },
] as const;

/** A filter matching more distinct values than this is checked by its LIKE alone: it matches so
 *  many items that reading them through an index of values costs what the scan does. */
export const STOCK_TERM_CAP = 2000;

/** MySQL: more items than this under the values found are left to the LIKE's one pass. */
export const STOCK_SEEK_CAP = 20_000;

/** SQLite: a trigram match of more items than this is left to the LIKE's scan. */
export const STOCK_FTS_CAP = 5000;

/**
 * Restricts `qb` (alias `s`) to the items matching the substring filters, answering exactly what the
 * LIKE of each filter answers (`%x%` on the normalized column, ADR 0300): that LIKE is always part of
 * the query. What makes it fast is a second, equivalent condition the database can seek:
 * - SQLite: the item's id among the rows of the FTS5 trigram table `stock_items_search` holding
 *   every filter of 3 characters or more (a superset: the trigram match folds case more widely).
 * - MySQL: the column among the distinct values (stock_items_search_terms) that hold the filter's
 *   rarest three-character pieces, when there are at most STOCK_TERM_CAP of them.
 * Shorter filters, and those matching more values, are checked by their LIKE alone; so is the whole
 * request when the structure finds more items than STOCK_FTS_CAP (SQLite) or STOCK_SEEK_CAP (MySQL).
 * Returns false when a filter can match no item at all (no value contains it).
 */
export async function whereSubstrings(em: EntityManager, dialect: Dialect, qb: QueryBuilder<StockItem>, filters: SubstringFilters): Promise<boolean> {
  const phrases: string[] = [];
  const seeks: Array<{ sql: string; params: string[] }> = [];
  for (const { key, column, field, normalize } of FIELDS) {
    const typed = filters[key];
    if (!typed) continue;
    const text = normalize(typed);
    qb.andWhere(`s.${column} like ? escape '!'`, [containsPattern(text)]);
    if (!indexable(text)) continue;
    if (dialect === 'sqlite') {
      phrases.push(`${column} : ${ftsPhrase(text)}`);
      continue;
    }
    if (!PLAIN.test(text)) continue;
    const terms = await matchingTerms(em, field, text);
    if (terms === null) continue;
    if (terms.length === 0) return false;
    seeks.push({ sql: `s.${column} in (${terms.map(() => '?').join(', ')})`, params: terms });
  }
  if (seeks.length) {
    // Values that hold many items (one common word of the names: 214,000 of 1M) are read item by
    // item through the column's index: slower than the LIKE's one pass when the sort needs the
    // rows (31 s against 8.5 s). Their items are counted first, from the indexes, up to the bound.
    const where = seeks.map((k) => k.sql).join(' and ');
    const [{ n }] = await em
      .getConnection('read')
      .execute<Array<{ n: number | string }>>(`select count(*) as n from (select 1 from stock_items s where ${where} limit ${STOCK_SEEK_CAP + 1}) c`, seeks.flatMap((k) => k.params));
    if (Number(n) === 0) return false;
    if (Number(n) <= STOCK_SEEK_CAP) for (const k of seeks) qb.andWhere(k.sql, k.params);
  }
  if (phrases.length) {
    const match = phrases.join(' AND ');
    // The trigram lists of a common filter cost more to merge than a scan of the covering filter
    // index (43,000 of 200,000 items: 0.8 s against 0.4 s): counted first, up to the bound.
    const n = await ftsCount(em, 'stock_items_search', match, STOCK_FTS_CAP);
    if (n === 0) return false;
    if (n <= STOCK_FTS_CAP) qb.andWhere(`s.id in (select rowid from stock_items_search where stock_items_search match ?)`, [match]);
  }
  return true;
}

/** A piece held by more values than this is too common to narrow a filter down (every EAN starts
 *  with 590): only rarer pieces are intersected. */
const COMMON_PIECE = 5000;
/** The rarest pieces intersected: enough to leave few candidates, few enough to read little. */
const PIECES_USED = 3;

/** The distinct values of a searched column holding the rarest three-character pieces of `text`
 *  (plain, 3+ characters), read from the pieces' primary key, or null when every piece is common or
 *  there are more than STOCK_TERM_CAP. A superset of the values the filter's LIKE matches (the
 *  pieces compare in the column's collation); the LIKE on the item decides. */
async function matchingTerms(em: EntityManager, field: number, text: string): Promise<string[] | null> {
  const conn = em.getConnection('read');
  // Plain pieces equal in the collation are equal lower-cased: each is counted once per value.
  const all = trigrams(text.toLowerCase());
  // How many values hold each piece, counted up to COMMON_PIECE + 1, in one statement.
  const counted = await conn.execute<Array<{ gram: string; n: number | string }>>(
    all.map(() => `select ? as gram, (select count(*) from (select 1 from stock_items_search_grams where field = ? and gram = ? limit ${COMMON_PIECE + 1}) c) as n`).join(' union all '),
    all.flatMap((g) => [g, field, g]),
  );
  if (counted.some((c) => Number(c.n) === 0)) return [];
  const grams = counted
    .filter((c) => Number(c.n) <= COMMON_PIECE)
    .sort((a, b) => Number(a.n) - Number(b.n))
    .slice(0, PIECES_USED)
    .map((c) => c.gram);
  if (!grams.length) return null;
  const rows = await conn.execute<Array<{ term: string }>>(
    `select t.term from (
       select g.term_id from stock_items_search_grams g where g.field = ? and g.gram in (${grams.map(() => '?').join(', ')})
       group by g.term_id having count(*) = ? limit ?
     ) m join stock_items_search_terms t on t.id = m.term_id`,
    [field, ...grams, grams.length, STOCK_TERM_CAP + 1],
  );
  return rows.length > STOCK_TERM_CAP ? null : rows.map((r) => r.term);
}
