import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EMPTY_FILTERS } from '../hooks/use-stock-list';
import { StockTable } from './stock-table';

const props = { items: [], loading: false, filters: EMPTY_FILTERS, sort: null, canChange: true, highlightId: null, onFilter: vi.fn(), onSort: vi.fn(), onOpen: vi.fn(), onErrors: vi.fn(), onToggleAvailability: vi.fn() };

describe('StockTable', () => {
  it('a list that could not be read (503, no network) says so with a retry, not "Brak pozycji spełniających kryteria"', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<StockTable {...props} failed onRetry={onRetry} />);
    expect(screen.getByTestId('stock-list-error')).toHaveTextContent('Nie udało się wczytać stanów magazynowych');
    expect(screen.queryByText('Brak pozycji spełniających kryteria')).toBeNull();
    await userEvent.click(screen.getByTestId('stock-list-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('an empty answer is still "no items match"', () => {
    renderWithProviders(<StockTable {...props} />);
    expect(screen.queryByTestId('stock-list-error')).toBeNull();
    expect(screen.getAllByText('Brak pozycji spełniających kryteria').length).toBeGreaterThan(0);
  });
});
