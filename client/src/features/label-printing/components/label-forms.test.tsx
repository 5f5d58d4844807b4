import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickPrintLabelUpdateDocument, QuickPrintPrinterListDocument } from '../../../gql/graphql';
import { hideMessage, messageStore } from '../../../shared/message/message-store';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LabelEditDialog } from './label-edit-dialog';
import { PrintDialog } from './print-dialog';
import { PrinterFormDialog } from './printer-form-dialog';

const label = { __typename: 'QuickPrintLabel' as const, id: 7, name: 'Zawias', lines: ['Zawias 90°', 'Chrom'], ean: null, code: 'ZW-1', size: 'small' };

afterEach(() => {
  hideMessage();
  localStorage.clear();
});

describe('label edit form', () => {
  it('asks for a name before sending anything', async () => {
    const update = vi.fn(() => ({ data: { quickPrintLabelUpdate: label } }));
    const mocks: MockLink.MockedResponse[] = [{ request: { query: QuickPrintLabelUpdateDocument, variables: () => true }, result: update }];
    renderWithProviders(<LabelEditDialog label={label} onClose={() => {}} />, { mocks });
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('label-edit-dialog'));
    await user.clear(dialog.getByTestId('label-edit-name'));
    await user.type(dialog.getByTestId('label-edit-name'), '   ');
    await user.click(dialog.getByTestId('label-edit-save'));
    expect(await dialog.findByText('pole wymagane')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });

  it('sends the lines one per line, EAN and code trimmed, and closes with the saved message', async () => {
    const input = { name: 'Zawias B', lines: ['Zawias 90°', 'Chrom', 'Nowy'], ean: '5901234123457', code: 'ZW-1', size: 'large' };
    const update = vi.fn(() => ({ data: { quickPrintLabelUpdate: { ...label, ...input } } }));
    const onClose = vi.fn();
    renderWithProviders(<LabelEditDialog label={label} onClose={onClose} />, {
      mocks: [{ request: { query: QuickPrintLabelUpdateDocument, variables: { id: 7, input } }, result: update }],
    });
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('label-edit-dialog'));
    expect(dialog.getByTestId('label-edit-lines')).toHaveValue('Zawias 90°\nChrom');
    await user.clear(dialog.getByTestId('label-edit-name'));
    await user.type(dialog.getByTestId('label-edit-name'), 'Zawias B');
    await user.type(dialog.getByTestId('label-edit-lines'), '\nNowy');
    await user.type(dialog.getByTestId('label-edit-ean'), ' 5901234123457 ');
    await user.selectOptions(dialog.getByLabelText('Rozmiar'), 'large');
    await user.click(dialog.getByTestId('label-edit-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(update).toHaveBeenCalledTimes(1);
    expect(messageStore.getState()).toMatchObject({ open: true, message: 'Etykieta Zawias B została zapisana' });
  });

  it("puts the server's reason for the EAN under its field, in Polish, and stays open", async () => {
    const error = new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', fields: { 'input.ean': 'must be a valid EAN-13 (13 digits, correct check digit)' } } });
    const onClose = vi.fn();
    renderWithProviders(<LabelEditDialog label={label} onClose={onClose} />, {
      mocks: [{ request: { query: QuickPrintLabelUpdateDocument, variables: () => true }, result: { errors: [error] } }],
    });
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('label-edit-dialog'));
    await user.type(dialog.getByTestId('label-edit-ean'), '123');
    await user.click(dialog.getByTestId('label-edit-save'));
    expect(await dialog.findByText('niepoprawny EAN-13 (13 cyfr z poprawną cyfrą kontrolną)')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('printer form', () => {
  it('checks what the driver needs before handing anything on, then hands the typed values', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<PrinterFormDialog open printer={null} busy={false} fieldErrors={{}} onClose={() => {}} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('printer-form'));
    await user.clear(dialog.getByTestId('printer-port'));
    await user.type(dialog.getByTestId('printer-port'), 'abc');
    await user.click(dialog.getByTestId('printer-save'));
    expect(await dialog.findByText('Port musi być liczbą od 1 do 65535')).toBeInTheDocument();
    // name, computer, hostname and the tcp host
    expect(dialog.getAllByText('pole wymagane')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(dialog.getByTestId('printer-name'), 'Zebra hala');
    await user.type(dialog.getByTestId('printer-computer-name'), 'Hala');
    await user.type(dialog.getByTestId('printer-hostname'), 'hala-pc');
    await user.selectOptions(dialog.getByTestId('printer-driver'), 'file');
    await user.click(dialog.getByTestId('printer-save'));
    expect(await dialog.findByText('pole wymagane')).toBeInTheDocument(); // the folder
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(dialog.getByTestId('printer-folder'), 'hala');
    await user.click(dialog.getByTestId('printer-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Zebra hala',
      computerName: 'Hala',
      hostname: 'hala-pc',
      driver: 'file',
      host: '',
      port: 'abc',
      queue: '',
      folder: 'hala',
      language: 'zpl',
      enabled: true,
    });
  });

  it("shows the server's field reasons under their fields", async () => {
    renderWithProviders(<PrinterFormDialog open printer={null} busy={false} fieldErrors={{ 'computer.hostname': 'nazwa hosta: litery, cyfry, kropki i myślniki' }} onClose={() => {}} onSubmit={() => {}} />);
    const dialog = within(await screen.findByTestId('printer-form'));
    expect(dialog.getByText('nazwa hosta: litery, cyfry, kropki i myślniki')).toBeInTheDocument();
  });
});

describe('print form', () => {
  const printers: MockLink.MockedResponse = {
    request: { query: QuickPrintPrinterListDocument },
    result: {
      data: {
        quickPrintPrinters: [
          { __typename: 'Printer', id: 3, name: 'Zebra magazyn', language: 'zpl', computer: { __typename: 'Computer', id: 1, name: 'Magazyn', hostname: 'mag-pc' } },
          { __typename: 'Printer', id: 4, name: 'Biuro laser', language: 'pdf', computer: { __typename: 'Computer', id: 1, name: 'Magazyn', hostname: 'mag-pc' } },
        ],
      },
    },
  };

  it('refuses a quantity outside 1..500 as it is typed, and prints the chosen copies on the offered printer', async () => {
    const onPrint = vi.fn(async () => null);
    renderWithProviders(<PrintDialog open title="Drukuj etykietę: Zawias" previewSvg={null} onClose={() => {}} onPrint={onPrint} />, { mocks: [printers] });
    const user = userEvent.setup();
    const dialog = within(await screen.findByTestId('print-dialog'));
    await waitFor(() => expect(dialog.getByTestId('printer-select')).toHaveValue('3'));
    // only the printers SPEC.md offers
    expect(within(dialog.getByTestId('printer-select')).getAllByRole('option')).toHaveLength(1);

    await user.clear(dialog.getByTestId('quantity-input'));
    await user.type(dialog.getByTestId('quantity-input'), '501');
    expect(await dialog.findByText('Podaj liczbę od 1 do 500')).toBeInTheDocument();
    expect(dialog.getByTestId('print-submit')).toBeDisabled();

    await user.clear(dialog.getByTestId('quantity-input'));
    await user.type(dialog.getByTestId('quantity-input'), '3');
    await waitFor(() => expect(dialog.queryByText('Podaj liczbę od 1 do 500')).toBeNull());
    await user.click(dialog.getByTestId('print-submit'));
    await waitFor(() => expect(onPrint).toHaveBeenCalledTimes(1));
    expect(onPrint).toHaveBeenCalledWith({ printer: 3, quantity: 3, operationId: expect.any(String) });
    expect(localStorage.getItem('labelPrinting.lastPrinter.anon')).toBe('3');
  });
});
