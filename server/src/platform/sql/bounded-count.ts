import { raw, type QueryBuilder } from '@mikro-orm/knex';
import type { EntityManager } from '../database.js';

/** A list's count stops this many rows past the page asked for: beyond it, `count` is that bound
 *  plus one ("more than") and `countExact` false. A search common to most of a big table would
 *  otherwise read every match on every page only to show a number. */
export const COUNT_CAP = 10_000;

/** The rows `qb` selects, counted up to `cap + 1` (cap + 1 meaning "more than cap"): the database
 *  stops reading at the bound. */
export async function countUpTo<T extends object>(em: EntityManager, qb: QueryBuilder<T>, cap: number): Promise<number> {
  const inner = qb.select(raw('1 as one')).limit(cap + 1).getKnexQuery();
  const [{ n }] = (await em.getKnex().count({ n: '*' }).from(inner.as('t'))) as Array<{ n: number | string }>;
  return Number(n);
}
