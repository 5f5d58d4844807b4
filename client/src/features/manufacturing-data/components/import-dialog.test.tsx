import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideMessage, messageStore } from '../../../shared/message/message-store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ImportDialog } from './import-dialog';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sheet = () => new File(['typ;nazwa\nlustro;L1\n'], 'dane.csv', { type: 'text/csv' });

describe('manufacturing data import dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    hideMessage();
  });

  it('offers its actions only with a file, checks it as a dry run, then imports it and closes', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(200, { dryRun: true, created: 1, updated: 2, unchanged: 3 }))
      .mockResolvedValueOnce(answer(200, { dryRun: false, created: 1, updated: 2, unchanged: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ImportDialog open onClose={onClose} onImported={onImported} />);
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('md-import-dialog'));
    expect(dialog.getByRole('button', { name: 'Sprawdź plik' })).toBeDisabled();
    expect(dialog.getByRole('button', { name: 'Importuj' })).toBeDisabled();

    await user.upload(dialog.getByLabelText('Plik'), sheet());
    await user.click(dialog.getByRole('button', { name: 'Sprawdź plik' }));
    expect(await dialog.findByText('Plik jest poprawny: 1 nowych, 2 zmienionych, 3 bez zmian')).toBeInTheDocument();
    const checked = fetchMock.mock.calls[0][1].body as FormData;
    expect(fetchMock.mock.calls[0][0]).toBe('/api/manufacturing-data/import');
    expect(checked.get('dryRun')).toBe('true');
    expect((checked.get('file') as File).name).toBe('dane.csv');
    expect(onImported).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Importuj' }));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect((fetchMock.mock.calls[1][1].body as FormData).get('dryRun')).toBeNull();
    expect(onClose).toHaveBeenCalled();
    expect(messageStore.getState()).toMatchObject({ open: true, message: 'Import zakończył się sukcesem' });
  });

  it('lists the bad rows of a refused file and saves nothing; a new file forgets them', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(422, { message: 'invalid', rows: [{ line: 2, field: 'typ', reason: 'nieznany typ' }] })));
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog open onClose={() => {}} onImported={onImported} />);
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('md-import-dialog'));
    await user.upload(dialog.getByLabelText('Plik'), sheet());
    await user.click(dialog.getByRole('button', { name: 'Importuj' }));
    expect(await dialog.findByText('Plik ma błędy; nic nie zapisano')).toBeInTheDocument();
    expect(dialog.getByText('nieznany typ')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
    await user.upload(dialog.getByLabelText('Plik'), sheet());
    expect(dialog.queryByText('nieznany typ')).toBeNull();
  });
});
