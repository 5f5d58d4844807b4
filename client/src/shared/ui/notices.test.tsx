import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { Notices, notify } from './notices';

describe('notices', () => {
  it('shows a non-blocking notice that keeps the focus where it was, with its action', async () => {
    const undo = vi.fn();
    renderWithProviders(
      <>
        <input aria-label="Skaner" autoFocus />
        <Notices closeLabel="Zamknij" />
      </>,
    );
    const field = screen.getByLabelText('Skaner');
    expect(field).toHaveFocus();
    act(() => {
      notify({ message: 'Zamówienie ZAM/2026/0001 zostanie przekazane do wysyłki za 5 s', status: 'info', action: { label: 'Cofnij', onClick: undo } });
    });
    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveTextContent('zostanie przekazane do wysyłki');
    expect(notice).toHaveAttribute('data-status', 'info');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cofnij' }));
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
