import { expect } from 'vitest';

/**
 * What the substring-search tests share (stock, labels, users): a search cut from a real value as
 * a person types it, and the check that the app answers each search exactly as the plain predicate
 * does on the same rows.
 */

/** 1 to `longest` characters of `value`, sometimes in capitals or without accents. */
export function pieceOf(value: string, rnd: () => number, longest = 10): string {
  const chars = Array.from(value);
  const len = 1 + Math.floor(rnd() * Math.min(longest, chars.length));
  const from = Math.floor(rnd() * (chars.length - len + 1));
  const piece = chars.slice(from, from + len).join('');
  return rnd() < 0.3 ? piece.toUpperCase() : rnd() < 0.3 ? piece.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : piece;
}

/** Each search's ids and count as the app lists them equal the predicate's; and since the searches
 *  are cut from real values, most must match something, or the check proves little. */
export async function expectSameAsPredicate<Q>(
  searches: readonly Q[],
  expected: (q: Q) => Promise<number[]>,
  listed: (q: Q) => Promise<{ ids: number[]; count: number }>,
): Promise<void> {
  let nonEmpty = 0;
  for (const search of searches) {
    const want = await expected(search);
    const got = await listed(search);
    expect({ search, ids: got.ids, count: got.count }).toEqual({ search, ids: want, count: want.length });
    if (want.length) nonEmpty++;
  }
  expect(nonEmpty).toBeGreaterThan(searches.length / 2);
}
