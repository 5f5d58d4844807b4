import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConfirmDialog } from './confirm-dialog';
import { Pager } from './pager';

const labels = { pageSize: 'Na stronie', previous: 'Poprzednia', next: 'Następna', pageInfo: 'Strona 2 z 3' };

describe('the shared pager', () => {
  it('shows the page, moves one page back or forward and changes the page size', async () => {
    const onPage = vi.fn();
    const onLimit = vi.fn();
    renderWithProviders(
      <Pager page={2} totalPages={3} limit={25} sizes={[25, 50, 100]} onPage={onPage} onLimit={onLimit} labels={labels}>
        <span>12 razem</span>
      </Pager>,
    );
    expect(await screen.findByTestId('page-info')).toHaveTextContent('Strona 2 z 3');
    expect(screen.getByText('12 razem')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Poprzednia' }));
    fireEvent.click(screen.getByRole('button', { name: 'Następna' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    fireEvent.change(screen.getByLabelText('Na stronie'), { target: { value: '50' } });
    expect(onLimit).toHaveBeenCalledWith(50);
  });

  it('cannot go before the first page or past the last', async () => {
    renderWithProviders(<Pager page={1} totalPages={1} limit={25} sizes={[25]} onPage={vi.fn()} onLimit={vi.fn()} labels={{ ...labels, pageInfo: 'Strona 1 z 1' }} />);
    expect(await screen.findByRole('button', { name: 'Poprzednia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Następna' })).toBeDisabled();
  });
});

describe('the shared confirm dialog', () => {
  it('names what is at stake and calls back on confirm and on cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Usunąć?"
        body="Dokument ZAM/1 zniknie z kolejki."
        cancelLabel="Anuluj"
        confirmLabel="Usuń"
        busy={false}
        onCancel={onCancel}
        onConfirm={onConfirm}
        testId="some-dialog"
        confirmTestId="some-confirm"
      />,
    );
    const dialog = await screen.findByTestId('some-dialog');
    expect(dialog).toHaveTextContent('Dokument ZAM/1 zniknie z kolejki.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('some-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
