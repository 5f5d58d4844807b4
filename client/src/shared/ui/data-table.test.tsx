import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { DataTable, type DataColumn } from './data-table';

type Row = { id: number; name: string; qty: number };
const columns: Array<DataColumn<Row, 'name' | 'qty'>> = [
  { key: 'name', header: 'Nazwa', sortLabel: 'Sortuj według: Nazwa', sortable: true, cell: (r) => r.name },
  { key: 'qty', header: 'Ilość', cell: (r) => r.qty, align: 'end' },
];

describe('DataTable', () => {
  it('sorts on a click anywhere in a sortable header and says how it is sorted', async () => {
    const onSort = vi.fn();
    renderWithProviders(<DataTable columns={columns} rows={[{ id: 1, name: 'Lustro', qty: 2 }]} rowKey={(r) => r.id} sort={{ column: 'name', order: 'DESC' }} onSort={onSort} empty="Brak" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sortuj według: Nazwa' }));
    expect(onSort).toHaveBeenCalledWith('name');
    expect(screen.getByRole('columnheader', { name: /Nazwa/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: /Ilość/ })).toBeNull(); // not sortable: no button
  });

  it('shows the empty text, or a spinner while the first page loads', () => {
    const empty = renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="Brak wyników" />);
    expect(screen.getByText('Brak wyników')).toBeInTheDocument();
    empty.unmount();
    renderWithProviders(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="Brak wyników" loading />);
    expect(screen.queryByText('Brak wyników')).toBeNull();
  });

  it('renders row actions in their own last column', () => {
    renderWithProviders(
      <DataTable columns={columns} rows={[{ id: 7, name: 'Szyba', qty: 1 }]} rowKey={(r) => r.id} actionsHeader="Akcje" actions={(r) => <button>Edytuj {r.name}</button>} empty="Brak" />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.at(-1)).toBe('Akcje');
    expect(screen.getByRole('button', { name: 'Edytuj Szyba' })).toBeInTheDocument();
  });

  it('opens a row on a click or Enter; a click in the actions column does not', async () => {
    const onRowClick = vi.fn();
    const onAction = vi.fn();
    renderWithProviders(
      <DataTable
        columns={columns}
        rows={[{ id: 1, name: 'Lustro', qty: 2 }]}
        rowKey={(r) => r.id}
        onRowClick={onRowClick}
        actions={() => <button type="button" onClick={onAction}>Przenieś</button>}
        empty="Brak"
      />,
    );
    await userEvent.click(screen.getByText('Lustro'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Przenieś' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledTimes(1);
    screen.getByText('Lustro').closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });
});
