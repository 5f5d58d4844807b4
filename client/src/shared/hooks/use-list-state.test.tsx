import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { readListState, useListState, writeListState } from './use-list-state';

const OPTIONS = {
  filters: { name: '', location: '' },
  sortColumns: ['name', 'quantity'] as const,
  defaultSort: null,
  pageSizes: [10, 25, 50],
  defaultLimit: 10,
  debounceMs: 20,
};

let state: ReturnType<typeof useListState<{ name: string; location: string }, 'name' | 'quantity'>>;
function Probe() {
  state = useListState(OPTIONS);
  return <output data-testid="applied">{JSON.stringify({ ...state.applied, page: state.page, limit: state.limit, sort: state.sort })}</output>;
}

function mount(path: string) {
  const [pathname, search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Probe />
    </Router>,
  );
  return location;
}

describe('useListState: a list state that lives in the URL', () => {
  it('reads a linked view from the URL, ignoring what it does not know', () => {
    mount('/app/inventories?name=lustro&page=3&limit=25&sort=quantity&order=desc&color=red');
    expect(JSON.parse(screen.getByTestId('applied').textContent!)).toEqual({ name: 'lustro', location: '', page: 3, limit: 25, sort: { column: 'quantity', order: 'DESC' } });
  });

  it('falls back to the defaults for invalid values', () => {
    expect(readListState('page=0&limit=33&sort=password&order=x', OPTIONS)).toEqual({ filters: { name: '', location: '' }, page: 1, limit: 10, sort: null });
    expect(readListState('page=abc', OPTIONS).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListState({ filters: { name: '', location: 'A-01' }, page: 1, limit: 10, sort: null }, OPTIONS)).toBe('location=A-01');
    expect(writeListState({ filters: { name: '', location: '' }, page: 2, limit: 25, sort: { column: 'name', order: 'ASC' } }, OPTIONS)).toBe('sort=name&order=ASC&limit=25&page=2');
  });

  it('pages and sorts as history entries, typing replaces the entry once it pauses, and a new filter starts at page 1', async () => {
    const location = mount('/app/inventories');
    act(() => state.setPage(2));
    act(() => state.toggleSort('quantity'));
    expect(location.history).toEqual(['/app/inventories', '/app/inventories?page=2', '/app/inventories?sort=quantity&order=ASC']);
    act(() => state.setPage(4));
    act(() => state.setFilter('name', 'l'));
    act(() => state.setFilter('name', 'lu'));
    expect(state.filters.name).toBe('lu'); // the input follows every keystroke ...
    expect(state.applied.name).toBe(''); // ... the list waits for the pause
    await act(() => new Promise((r) => setTimeout(r, 60)));
    expect(state.applied.name).toBe('lu');
    expect(state.page).toBe(1);
    // one entry for the typing, replacing the page-4 entry
    expect(location.history.at(-1)).toBe('/app/inventories?name=lu&sort=quantity&order=ASC');
    expect(location.history).toHaveLength(4);
  });

  it('the back button (an earlier URL) restores the filters the inputs show', async () => {
    const location = mount('/app/history?name=szyba');
    act(() => state.applyFilters({ name: 'lustro', location: 'B-02' }));
    expect(state.filters).toEqual({ name: 'lustro', location: 'B-02' });
    act(() => location.navigate('/app/history?name=szyba'));
    expect(state.applied.name).toBe('szyba');
    expect(state.filters.name).toBe('szyba');
  });

  it("keeps the parameters a screen owns (`keep`, e.g. the tab) when it writes the URL", async () => {
    let kept: ReturnType<typeof useListState<{ name: string; location: string }, 'name' | 'quantity'>>;
    function Keeper() {
      kept = useListState({ ...OPTIONS, keep: ['tab'] });
      return null;
    }
    const location = memoryLocation({ path: '/app/manufacturing', searchPath: 'tab=2&other=x', record: true });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Keeper />
      </Router>,
    );
    act(() => kept.applyFilters({ name: 'lustro', location: '' }));
    expect(location.history!.at(-1)).toBe('/app/manufacturing?tab=2&name=lustro');
    act(() => kept.setPage(2));
    expect(location.history!.at(-1)).toBe('/app/manufacturing?tab=2&name=lustro&page=2');
  });
});
