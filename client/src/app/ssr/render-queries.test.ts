import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createRenderQueries } from './render-queries';

const me = { query: parse('query Me { me { id } }'), variables: {} };
const filters = (complete: boolean) => ({ query: parse('query F($complete: Boolean) { manufacturingFilters(complete: $complete) { types } }'), variables: { complete } });

describe('the queries a screen render asked for', () => {
  it('are recalled for the same screen only, and kept when a render asks for nothing new', () => {
    const memo = createRenderQueries();
    expect(memo.recall('manufacturing|3|')).toEqual([]);
    memo.remember('manufacturing|3|', [], [me, filters(false)]);
    expect(memo.recall('manufacturing|3|')).toEqual([me, filters(false)]);
    expect(memo.recall('manufacturing|2|')).toEqual([]);
    memo.remember('manufacturing|3|', [me, filters(false)], []);
    expect(memo.recall('manufacturing|3|')).toEqual([me, filters(false)]);
  });

  it('adds what a render asked for besides them, newest first, once each', () => {
    const memo = createRenderQueries();
    memo.remember('s', [], [me]);
    memo.remember('s', [me], [filters(true), { query: parse('query Me { me { id } }'), variables: {} }]);
    expect(memo.recall('s').map((q) => q.variables)).toEqual([{ complete: true }, {}]);
  });

  it('keeps at most 20 queries per screen and 200 screens, dropping the least recently rendered', () => {
    const memo = createRenderQueries();
    memo.remember('s', [], Array.from({ length: 25 }, (_, i) => filters(i % 2 === 0)).map((q, i) => ({ ...q, variables: { complete: q.variables.complete, i } })));
    expect(memo.recall('s')).toHaveLength(20);
    for (let i = 0; i < 200; i++) memo.remember(`other ${i}`, [], [me]);
    expect(memo.recall('s')).toEqual([]);
    expect(memo.recall('other 0')).toEqual([me]);
  });
});
