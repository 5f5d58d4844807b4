import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hideMessage, messageStore } from '../../../shared/message/message-store';
import { authStore } from '../../../shared/session/auth-store';
import {
  OperationStatusDocument,
  StandardCheckDocument,
  StandardCreateDocument,
  StandardEntriesDocument,
  StandardEntryDocument,
  StandardErrorLogsDocument,
  StandardPersistDocument,
  StandardPrintersDocument,
  StandardProductsDocument,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StandardManufacturingTab } from './standard-manufacturing-tab';

const product = { __typename: 'StandardProduct', manufacturingDataId: 5, index: 'LU-6FAZ-00340', name: 'Lustro 6 mm fazowane 600x800', type: 'obraz_lustro_wc', ean: '5901234123457', stockQuantity: 12, labelsPerPiece: 1 };
const piece = (seq: number) => ({ __typename: 'StandardPiece', seq, code: `S77-${seq}`, printedAt: null, printCount: 0, voidedAt: null, voidedBy: null });
let status = 'DRAFT';
const entry = () => ({
  __typename: 'StandardEntry',
  id: 77,
  numer_pracownika: 1003,
  manufacturingDataId: 5,
  index: product.index,
  name: product.name,
  quantity: 2,
  status,
  activePieces: 2,
  printedPieces: 0,
  changeId: status === 'PERSISTED' ? 9 : null,
  change: status === 'PERSISTED' ? { __typename: 'StandardStockChange', id: 9, status: 'SUCCESS', stary_stan: 12, nowy_stan: 14, attempt: 1, errorMessage: null } : null,
  pieces: [piece(1), piece(2)],
  errorMessage: null,
  checkedAt: null,
  persistedAt: null,
  createdAt: '2026-03-29T10:00:00.000Z',
  updatedAt: '2026-03-29T10:00:00.000Z',
});
const any = () => true;
/** A loaded machine renders slowly: wait up to 8 s for each step. */
const LONG = { timeout: 8000 };
const page = (typename: string, items: unknown[]) => ({ __typename: typename, items, totalCount: items.length, page: 1, limit: 10, totalPages: 1 });

const mocks = [
  { request: { query: StandardEntriesDocument, variables: any }, result: () => ({ data: { standardManufacturingEntries: page('StandardEntryList', status === 'PERSISTED' ? [entry()] : []) } }), maxUsageCount: Number.POSITIVE_INFINITY },
  {
    request: { query: StandardErrorLogsDocument, variables: (v: { input: { numer_pracownika: number } }) => v.input.numer_pracownika === 1003 },
    result: { data: { standardManufacturingErrorLogs: page('StandardErrorLogList', [{ __typename: 'StandardErrorLog', id: 1, createdAt: '2026-03-28T23:30:00.000Z', numer_pracownika: 1003, entryId: 70, index: 'LU-6FAZ-00340', kind: 'ERP', message: 'Błąd ERP: Magazyn ERP niedostępny', reasons: null, changeId: 8 }]) } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  { request: { query: StandardProductsDocument, variables: { search: 'LU-6' } }, result: { data: { standardManufacturingProducts: [product] } } },
  { request: { query: StandardPrintersDocument }, result: { data: { standardManufacturingPrinters: [{ __typename: 'StandardPrinter', id: 3, name: 'Zebra produkcja' }] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  {
    // a fresh Idempotency-Key per click
    request: { query: StandardCreateDocument, variables: (v: { input: unknown; idempotencyKey?: string }) => JSON.stringify(v.input) === JSON.stringify({ manufacturingDataId: 5, quantity: 2 }) && typeof v.idempotencyKey === 'string' && v.idempotencyKey.length > 0 },
    result: () => ({ data: { standardManufacturingCreate: entry() } }),
  },
  { request: { query: StandardEntryDocument, variables: { id: 77 } }, result: () => ({ data: { standardManufacturingEntry: entry() } }), maxUsageCount: Number.POSITIVE_INFINITY },
  {
    request: { query: StandardCheckDocument, variables: { id: 77 } },
    result: {
      data: {
        standardManufacturingCheck: {
          __typename: 'StandardCheckResult',
          id: 77,
          ok: false,
          status: 'DRAFT',
          reasons: [
            { __typename: 'StandardCheckReason', code: 'NO_LABELS', message: 'Nie wydrukowano żadnej etykiety' },
            { __typename: 'StandardCheckReason', code: 'INDEX_INACTIVE', message: 'Produkt LU-6FAZ-00340 jest wyłączony z produkcji' },
          ],
          stockBefore: 12,
          stockAfter: 14,
          message: 'Nie można zapisać na stan',
        },
      },
    },
  },
  {
    request: { query: StandardPersistDocument, variables: (v: { id: number; operationId?: string; idempotencyKey?: string }) => v.id === 77 && typeof v.operationId === 'string' && typeof v.idempotencyKey === 'string' },
    result: () => {
      status = 'PERSISTED';
      return { data: { standardManufacturingPersist: { __typename: 'StandardPersistResult', operationId: 'op', message: 'Stan zmieniono pomyślnie', entry: entry() } } };
    },
  },
  { request: { query: OperationStatusDocument, variables: any }, result: { data: { operationStatus: { __typename: 'OperationStatus', operationId: 'op', status: 'IN_PROGRESS', message: 'Zapisywanie' } } }, maxUsageCount: Number.POSITIVE_INFINITY },
];

describe('Produkcja standardowa tab', () => {
  beforeEach(() => {
    status = 'DRAFT';
    authStore.setState({ session: { token: 't', role: 3, numer_pracownika: 1003 }, signedOut: false });
  });
  afterEach(() => hideMessage());

  it('picks a product, records the pieces, shows every check reason in Polish and persists with "Stan zmieniono pomyślnie"', { timeout: 60_000 }, async () => {
    renderWithProviders(<StandardManufacturingTab />, { mocks });
    fireEvent.change(screen.getByTestId('standard-product-search'), { target: { value: 'LU-6' } });
    fireEvent.click(await screen.findByTestId('standard-product-LU-6FAZ-00340', {}, LONG));
    expect(screen.getByTestId('standard-picked')).toHaveTextContent('Stan: 12');
    // the product picked: the quantity is the next thing to type, and keeps the focus
    await waitFor(() => expect(screen.getByTestId('standard-quantity')).toHaveFocus());
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByTestId('standard-quantity')).toHaveFocus();
    fireEvent.change(screen.getByTestId('standard-quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('standard-create'));

    const panel = within(await screen.findByTestId('standard-entry', {}, LONG));
    expect(await panel.findByText('Wpis nr 77: LU-6FAZ-00340', {}, LONG)).toBeInTheDocument();
    expect(panel.getByTestId('standard-piece-S77-1')).toHaveTextContent('Niewydrukowana');
    await waitFor(() => expect(panel.getByTestId('standard-printer')).toHaveValue('3'), LONG);

    fireEvent.click(panel.getByTestId('standard-check'));
    const result = within(await panel.findByTestId('standard-check-result', {}, LONG));
    expect(result.getByText('Nie można zapisać na stan:')).toBeInTheDocument();
    // each reason said once, in the server's whole sentence (not "Nie wydrukowano etykiet: Nie wydrukowano żadnej etykiety")
    expect(result.getByTestId('standard-reason-NO_LABELS').textContent).toBe('Nie wydrukowano żadnej etykiety');
    expect(result.getByTestId('standard-reason-INDEX_INACTIVE').textContent).toBe('Produkt LU-6FAZ-00340 jest wyłączony z produkcji');

    fireEvent.click(panel.getByTestId('standard-persist'));
    await waitFor(() => expect(messageStore.getState().message).toBe('Stan zmieniono pomyślnie'), LONG);
    await waitFor(() => expect(panel.getByTestId('standard-entry-status')).toHaveTextContent('Na stanie'), LONG);
    expect(await screen.findByTestId('standard-recent-77', {}, LONG)).toHaveTextContent('Na stanie');
  });

  it('shows the worker\'s error log for Warsaw days and refuses a backwards range', { timeout: 30_000 }, async () => {
    renderWithProviders(<StandardManufacturingTab />, { mocks });
    const log = within(screen.getByTestId('standard-error-log'));
    expect(log.getByText('Dziennik błędów')).toBeInTheDocument();
    const table = within(await log.findByTestId('error-log-table', {}, LONG));
    expect(await table.findByText('Błąd ERP: Magazyn ERP niedostępny', {}, LONG)).toBeInTheDocument();
    // 23:30 UTC on 28 March is 29 March in Warsaw
    expect(table.getByText('29/3/2026')).toBeInTheDocument();
    fireEvent.change(log.getByLabelText('Od'), { target: { value: '2026-03-02' } });
    fireEvent.change(log.getByLabelText('Do'), { target: { value: '2026-03-01' } });
    expect(log.getByText('Data końcowa jest przed początkową')).toBeInTheDocument();
    expect(log.getByTestId('error-log-load')).toBeDisabled();
  });
});
