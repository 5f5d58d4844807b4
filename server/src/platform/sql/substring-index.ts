import type { EntityManager } from '../database.js';

/**
 * Shared pieces of the substring searches that read a text-search structure instead of scanning
 * (stock filters ADR 1290, labels ADR 1330, Dane produkcyjne, users): SQLite's FTS5 trigram tables
 * and MySQL's trigger-kept three-character pieces. The LIKE a search always had stays part of the
 * query; these only add an equivalent condition the database can seek.
 */

/** Printable ASCII: typed text whose pieces compare in a MySQL collation exactly as they compare as
 *  strings, so a piece table can stand in for the LIKE. Other text is checked by its LIKE alone. */
export const PLAIN = /^[\x20-\x7e]+$/;

/** The distinct three-character pieces of `text` (by code point). */
export function trigrams(text: string): string[] {
  const chars = Array.from(text);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

/** Whether the trigram structures can answer `text` at all: three characters or more. */
export const indexable = (text: string) => Array.from(text).length >= 3;

/** An FTS5 phrase: the text in double quotes, its own quotes doubled. */
export const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** How many rows of the FTS5 table `table` match `match`, counted only up to `cap + 1`. The trigram
 *  lists of a common text cost more to merge than a scan: the caller leaves those to the LIKE. */
export async function ftsCount(em: EntityManager, table: string, match: string, cap: number): Promise<number> {
  const [{ n }] = await em
    .getConnection('read')
    .execute<Array<{ n: number | string }>>(`select count(*) as n from (select rowid from \`${table}\` where \`${table}\` match ? limit ${cap + 1})`, [match]);
  return Number(n);
}

/**
 * The rarest piece of `text` in a MySQL piece table (`table` with columns `gram` and the row id,
 * primary key starting with gram), each piece counted only up to the rarest so far (at most
 * `cap + 1`). `null` when every piece is held by more than `cap` rows (too common to narrow the
 * search down); `n: 0` when some piece is held by none (nothing can match).
 */
export async function rarestGram(em: EntityManager, table: string, text: string, cap: number): Promise<{ gram: string; n: number } | null> {
  const conn = em.getConnection('read');
  let rarest: { gram: string; n: number } | null = null;
  for (const gram of trigrams(text.toLowerCase())) {
    const bound: number = rarest ? rarest.n : cap + 1;
    const counted: Array<{ n: number | string }> = await conn.execute(
      `select count(*) as n from (select 1 as x from \`${table}\` where gram = ? limit ${bound}) t`,
      [gram],
    );
    const n = Number(counted[0].n);
    if (!rarest || n < rarest.n) rarest = { gram, n };
    if (rarest.n === 0) return rarest;
  }
  return rarest && rarest.n <= cap ? rarest : null;
}

/** Where a table's substring search reads its structure: the FTS5 trigram table (SQLite) and the
 *  MySQL piece table with the column naming the row (`gram` first in its primary key). */
export interface SubstringIndex {
  fts: string;
  grams: string;
  rowId: string;
}

/**
 * On SQLite the structure is used up to this many candidates, whatever the caller's `mysqlCap`
 * (MySQL's piece lists cost more to merge). FTS5 hands its candidates over, and SQLite
 * sorts or counts them, at about 1.2 us each (25,000: ~30 ms at 300k labels), while the scan costs
 * what is before the page in the list's order and reads every row for the count (`szyba` among
 * 300k labels: 320-380 ms, 53 ms through FTS5; PERFORMANCE.md, ADR 1330 amended 7 Dec).
 */
export const FTS_CANDIDATE_CAP = 50_000;

/** A seekable condition equivalent to a LIKE '%text%' on the indexed text, or what stands for it:
 *  `'none'`, no row can match; `null`, nothing to narrow with (text too short, not plain ASCII on
 *  MySQL, or held by more candidates than the database's cap: the LIKE alone decides). */
export type Narrowing = { ids: (alias: string) => string; params: unknown[]; /** candidates */ n: number } | 'none' | null;

/**
 * The rows whose indexed text may contain `text` (already normalized as the column is): a superset
 * of what the LIKE finds (trigram matching folds case more widely; MySQL pieces compare in the
 * column's collation), at most `mysqlCap` of them on MySQL, `FTS_CANDIDATE_CAP` on SQLite. The caller
 * keeps the LIKE, which decides.
 */
export async function narrowBySubstring(em: EntityManager, dialect: 'sqlite' | 'mysql', index: SubstringIndex, text: string, mysqlCap: number): Promise<Narrowing> {
  if (!indexable(text)) return null;
  if (dialect === 'sqlite') {
    const match = ftsPhrase(text);
    const n = await ftsCount(em, index.fts, match, FTS_CANDIDATE_CAP);
    if (n === 0) return 'none';
    if (n > FTS_CANDIDATE_CAP) return null;
    return { ids: (alias) => `${alias ? alias + '.' : ''}\`id\` in (select rowid from \`${index.fts}\` where \`${index.fts}\` match ?)`, params: [match], n };
  }
  if (!PLAIN.test(text)) return null;
  const rarest = await rarestGram(em, index.grams, text, mysqlCap);
  if (!rarest) return null;
  if (rarest.n === 0) return 'none';
  return { ids: (alias) => `${alias ? alias + '.' : ''}\`id\` in (select \`${index.rowId}\` from \`${index.grams}\` where \`gram\` = ?)`, params: [rarest.gram], n: rarest.n };
}
