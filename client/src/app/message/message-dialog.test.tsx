import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { MessageDialog } from './message-dialog';
import { hideMessage, MESSAGE_AUTO_HIDE_MS, messageStore, showMessage } from '../../shared/message/message-store';

/** All time is fake: Ark UI's open/close scheduling and the message timer run on the same clock. */
const fakeMessageTimer = () => vi.useFakeTimers();
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('message dialog', () => {
  beforeEach(() => {
    hideMessage();
  });

  it('shows an error with the error icon and hides it after 4000 ms', async () => {
    fakeMessageTimer();
    renderWithProviders(<MessageDialog />);

    act(() => showMessage({ message: 'Internal Server Error', isError: true }));
    await advance(100);

    expect(screen.getByRole('alertdialog')).toHaveTextContent('Internal Server Error');
    expect(screen.getByTestId('message-error-icon')).toBeInTheDocument();

    await advance(MESSAGE_AUTO_HIDE_MS - 101);
    expect(messageStore.getState().open).toBe(true);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await advance(1);
    expect(messageStore.getState().open).toBe(false);
    await advance(100);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(MESSAGE_AUTO_HIDE_MS).toBe(4000);
  });

  it('shows a success in success style', async () => {
    renderWithProviders(<MessageDialog />);

    act(() => showMessage({ message: 'Drukowanie zakończyło się sukcesem' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Drukowanie zakończyło się sukcesem');
    expect(dialog).toHaveAttribute('data-status', 'success');
    expect(screen.getByTestId('message-success-icon')).toBeInTheDocument();
    expect(screen.queryByTestId('message-error-icon')).not.toBeInTheDocument();
  });

  it('restarts the 4 s when a new message replaces the shown one', async () => {
    fakeMessageTimer();
    renderWithProviders(<MessageDialog />);
    act(() => showMessage({ message: 'Pierwsza' }));
    await advance(3000);

    act(() => showMessage({ message: 'Druga' }));
    await advance(3000);

    expect(messageStore.getState()).toMatchObject({ open: true, message: 'Druga' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Druga');
    await advance(1000);
    expect(messageStore.getState().open).toBe(false);
  });

  it('hides on the close button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MessageDialog />);
    act(() => showMessage({ message: 'Stan zmieniono pomyślnie' }));

    await user.click(await screen.findByRole('button', { name: 'Zamknij' }));

    expect(messageStore.getState().open).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
