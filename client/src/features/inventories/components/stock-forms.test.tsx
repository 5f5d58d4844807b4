import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StockLocationsDocument, type InventoryStockItemFragment } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LocationChangeForm } from './location-change-form';
import { StockChangeForm } from './stock-change-form';

// jsdom has no PointerEvent; the checkbox (zag) dispatches one on click.
globalThis.PointerEvent ??= class extends MouseEvent {} as unknown as typeof PointerEvent;

const item: InventoryStockItemFragment = {
  id: 1,
  index: 'US-6MM-00004',
  name: 'Uszczelka 6 mm',
  ean: '5900048000015',
  location: 'A-01-01',
  quantity: 12.5,
  unit: 'mb',
  availabilityCheck: false,
  updatedAt: '2026-03-29T08:00:00.000Z',
  hasErrorChanges: false,
  hasPendingChange: false,
};

describe('StockChangeForm', () => {
  it('adds a decimal amount and sends the new level with the chosen reason and note as powod_zmiany', async () => {
    const onSave = vi.fn().mockResolvedValue(true);
    const onCancel = vi.fn();
    renderWithProviders(<StockChangeForm item={item} mode="add" decimals busy={false} onCancel={onCancel} onSave={onSave} />);
    await userEvent.type(screen.getByTestId('stock-amount'), '2,25');
    expect(screen.getByTestId('stock-preview')).toHaveTextContent('Nowy stan: 14,75 mb');
    await userEvent.click(screen.getByRole('radio', { name: 'Zwrot' }));
    await userEvent.type(screen.getByTestId('stock-note'), 'od klienta');
    await userEvent.click(screen.getByTestId('stock-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(14.75, 'Zwrot: od klienta'));
    expect(onCancel).toHaveBeenCalled();
  });

  it('starts with the mode\'s reason, refuses going below zero and Inne without a note', async () => {
    const onSave = vi.fn();
    renderWithProviders(<StockChangeForm item={{ ...item, unit: 'szt', quantity: 3 }} mode="remove" decimals={false} busy={false} onCancel={vi.fn()} onSave={onSave} />);
    expect(screen.getByRole('radio', { name: 'Stłuczka' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(screen.getByTestId('stock-amount'), '4');
    await userEvent.click(screen.getByRole('radio', { name: 'Inne' }));
    await userEvent.click(screen.getByTestId('stock-save'));
    expect(await screen.findByText('Stan nie może spaść poniżej zera')).toBeInTheDocument();
    expect(screen.getByText('Opisz powód w uwagach')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});

const locations = (search: string, result: string[]) => ({
  request: { query: StockLocationsDocument, variables: { search, limit: 50 } },
  result: { data: { stockLocations: result } },
});
const suggestions = (search: string | undefined, result: string[]) => ({
  request: { query: StockLocationsDocument, variables: { search, limit: 20 } },
  result: { data: { stockLocations: result } },
  maxUsageCount: 10,
});

describe('LocationChangeForm', () => {
  it('normalises what is typed and saves a location in use at once', async () => {
    const onSave = vi.fn().mockResolvedValue(true);
    renderWithProviders(<LocationChangeForm item={item} pattern={'^[A-Z]-\\d{2}-\\d{2}$'} example="A-01-03" busy={false} onCancel={vi.fn()} onSave={onSave} />, {
      mocks: [suggestions(undefined, ['A-01-01', 'C-18-02']), ...['C', 'C-', 'C-1', 'C-18', 'C-18-', 'C-18-0', 'C-18-02'].map((s) => suggestions(s, ['C-18-02'])), locations('C-18-02', ['C-18-02'])],
    });
    await userEvent.type(screen.getByTestId('new-location'), 'c-18-02');
    expect(await screen.findByText('Zostanie zapisana jako C-18-02')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('location-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('C-18-02'));
  });

  it('asks before creating a location nobody uses, and refuses one outside the format', async () => {
    const onSave = vi.fn().mockResolvedValue(true);
    renderWithProviders(<LocationChangeForm item={item} pattern={'^[A-Z]-\\d{2}-\\d{2}$'} example="A-01-03" busy={false} onCancel={vi.fn()} onSave={onSave} />, {
      mocks: [suggestions(undefined, []), ...['K', 'K-', 'K-9', 'K-99', 'K-99-', 'K-99-0', 'K-99-01', 'Z', 'ZZ'].map((s) => suggestions(s, [])), locations('K-99-01', [])],
    });
    await userEvent.type(screen.getByTestId('new-location'), 'zz');
    await userEvent.click(screen.getByTestId('location-save'));
    expect(await screen.findByText('Lokalizacja ma wyglądać jak A-01-03')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('new-location'));
    await userEvent.type(screen.getByTestId('new-location'), 'k-99-01');
    expect(await screen.findByText('Lokalizacja K-99-01 jeszcze nie istnieje.')).toBeInTheDocument();
    expect(screen.getByTestId('location-save')).toBeDisabled();
    await userEvent.click(screen.getByText('Tak, utwórz nową lokalizację K-99-01'));
    await userEvent.click(screen.getByTestId('location-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('K-99-01'));
  });
});
