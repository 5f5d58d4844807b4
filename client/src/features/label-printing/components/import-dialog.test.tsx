import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hideMessage, messageStore } from '../../../shared/message/message-store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ImportDialog } from './import-dialog';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('import dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    hideMessage();
  });

  it('sends pasted rows as a CSV file and shows every bad row of a refused batch, reasons in Polish', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      answer(422, {
        message: '2 of 3 rows are invalid; nothing was imported',
        rows: [
          { line: 3, field: 'name', reason: 'is required' },
          { line: 4, field: 'ean', reason: 'must be a valid EAN-13 (13 digits, correct check digit)' },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog open onClose={() => {}} onImported={onImported} />);
    const dialog = within(await screen.findByTestId('import-dialog'));
    fireEvent.change(dialog.getByTestId('import-paste'), { target: { value: 'name;line1\nA;a\n;b\nC;c\n' } });
    fireEvent.click(dialog.getByTestId('import-submit'));

    const report = within(await screen.findByTestId('import-report'));
    expect(report.getByText('Błędne wiersze: 2. Nic nie zostało zaimportowane.')).toBeInTheDocument();
    expect(report.getByText('pole wymagane')).toBeInTheDocument();
    expect(report.getByText('niepoprawny EAN-13 (13 cyfr z poprawną cyfrą kontrolną)')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/quick-print/import');
    const file = (init.body as FormData).get('file') as File;
    expect(file.name).toBe('wiersze.csv');
    expect(file.size).toBe('name;line1\nA;a\n;b\nC;c\n'.length);
  });

  it('a good batch shows the SPEC success message and refreshes the list', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(200, { message: 'Import zakończył się sukcesem', created: 2, updated: 0, operationId: 'x' })));
    const onImported = vi.fn();
    renderWithProviders(<ImportDialog open onClose={() => {}} onImported={onImported} />);
    const dialog = within(await screen.findByTestId('import-dialog'));
    fireEvent.change(dialog.getByTestId('import-paste'), { target: { value: 'name;line1\nA;a\n' } });
    fireEvent.click(dialog.getByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(messageStore.getState()).toMatchObject({ open: true, message: 'Import zakończył się sukcesem' });
  });

  it('asks for a file or rows before sending anything', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ImportDialog open onClose={() => {}} onImported={() => {}} />);
    const dialog = within(await screen.findByTestId('import-dialog'));
    fireEvent.click(dialog.getByTestId('import-submit'));
    expect(await dialog.findByText('Wybierz plik albo wklej wiersze')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a chosen file as it is, under its own name, before any pasted rows', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { message: 'Import zakończył się sukcesem', created: 1, updated: 0, operationId: 'x' }));
    vi.stubGlobal('fetch', fetchMock);
    const onImported = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ImportDialog open onClose={onClose} onImported={onImported} />);
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('import-dialog'));
    const chosen = new File(['nazwa;linia1\nA;a\n'], 'etykiety.csv', { type: 'text/csv' });
    await user.upload(dialog.getByTestId('import-file'), chosen);
    fireEvent.change(dialog.getByTestId('import-paste'), { target: { value: 'name;line1\nB;b\n' } });
    fireEvent.click(dialog.getByTestId('import-submit'));
    await waitFor(() => expect(onImported).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    const sent = (fetchMock.mock.calls[0][1].body as FormData).get('file') as File;
    expect(sent.name).toBe('etykiety.csv');
    expect(sent.size).toBe(chosen.size);
    expect((fetchMock.mock.calls[0][1].body as FormData).get('operationId')).toEqual(expect.any(String));
  });

  it('takes blank pasted rows for nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ImportDialog open onClose={() => {}} onImported={() => {}} />);
    const dialog = within(await screen.findByTestId('import-dialog'));
    fireEvent.change(dialog.getByTestId('import-paste'), { target: { value: '  \n ' } });
    fireEvent.click(dialog.getByTestId('import-submit'));
    expect(await dialog.findByTestId('import-error')).toHaveTextContent('Wybierz plik albo wklej wiersze');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
