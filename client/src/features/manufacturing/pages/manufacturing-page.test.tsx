import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { saveSession } from '../../../shared/session/auth-store';
import {
  ManufacturingCloseMissingDocument,
  ManufacturingFilterChoicesDocument,
  ManufacturingMissingGlassDocument,
  ManufacturingRecordDocument,
  ManufacturingRecordsDocument,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { resetStationWorker } from '../custom/components/station-panel';
import ManufacturingPage from './manufacturing-page';

const NOW = '2026-11-20T10:00:00.000Z';

const card = {
  __typename: 'ManufacturingRecordSummary',
  id: 501,
  numer_zamowienia: 'ZAM/2026/0042',
  documentId: 9,
  type: 'szklo_kabina',
  status: 'LABELED',
  employeeNumber: 1003,
  employeeName: 'Marek Magazynowy',
  schemaId: 1,
  paneCount: 2,
  weightKg: 39.5,
  palletHeightCm: null,
  batchId: null,
  batchNumber: null,
  version: 2,
  openMissingGlass: 0,
  activeLabels: 2,
  createdAt: NOW,
  updatedAt: NOW,
};

const missing = {
  __typename: 'MissingGlassEntry',
  id: 77,
  recordId: 501,
  orderNumber: 'ZAM/2026/0042',
  documentId: 9,
  paneIndex: 2,
  description: '450 × 2000 × 8 mm, hartowane',
  reason: 'stluczka_w_produkcji',
  note: null,
  source: 'STATION',
  status: 'OPEN',
  reportedBy: 1003,
  reportedByName: 'Marek Magazynowy',
  createdAt: NOW,
  closedAt: null,
  closedByName: null,
  printCount: 1,
  ageMs: 2 * 86_400_000 + 3 * 3_600_000,
};

const page = (items: unknown[], typename: string) => ({ __typename: typename, totalCount: items.length, page: 1, limit: 24, totalPages: 1, items });

const NO_FILTERS: Record<'type' | 'worker' | 'status' | 'batch' | 'dateFrom' | 'dateTo', string | number | null> = { type: null, worker: null, status: null, batch: null, dateFrom: null, dateTo: null };
const recordsMock = (filters: Partial<typeof NO_FILTERS>, items: unknown[], complete = false): MockLink.MockedResponse => ({
  request: { query: ManufacturingRecordsDocument, variables: { page: 1, limit: 24, complete, sort: 'created_at', order: 'DESC', ...NO_FILTERS, ...filters } },
  result: { data: { manufacturingRecords: page(items, 'ManufacturingRecordList') } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const openRecords = recordsMock({}, [card]);

/** Tabs other than the first and the record drawer are lazy chunks: their first render waits for an import. */
const LAZY = { timeout: 10_000 };

const filterChoices = (complete: boolean): MockLink.MockedResponse => ({
  request: { query: ManufacturingFilterChoicesDocument, variables: { complete } },
  result: {
    data: {
      manufacturingFilters: {
        __typename: 'ManufacturingFilters',
        types: [
          { __typename: 'ManufacturingFilterValue', value: 'szklo_kabina', count: 7 },
          { __typename: 'ManufacturingFilterValue', value: 'obraz_lustro_wc', count: 2 },
        ],
        workers: [
          { __typename: 'ManufacturingFilterWorker', employeeNumber: 1003, name: 'Marek Magazynowy', count: 6 },
          { __typename: 'ManufacturingFilterWorker', employeeNumber: 1004, name: 'Adam Admin', count: 3 },
        ],
        batches: complete ? [{ __typename: 'ManufacturingFilterBatch', id: 3, number: 'PRT/2026/000003' }] : [],
        statuses: complete ? ['CLOSED'] : ['NEW', 'LABELED'],
        dateFrom: '2026-09-20T08:00:00.000Z',
        dateTo: '2026-11-20T10:00:00.000Z',
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const missingList = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: ManufacturingMissingGlassDocument, variables: { status: 'OPEN', limit: 96 } },
  result: { data: { manufacturingMissingGlass: page(items, 'MissingGlassList') } },
});

const detail = (status: string) => ({
  ...card,
  __typename: 'ManufacturingRecordType',
  status,
  batchId: status === 'CLOSED' ? 3 : null,
  batchNumber: status === 'CLOSED' ? 'PRT/2026/000003' : null,
  notes: null,
  computedWeightKg: 39.5,
  weightWarning: null,
  updatedByName: null,
  deletedAt: null,
  deletedByName: null,
  sheetStatus: 'SUCCESS',
  panes: [{ __typename: 'ManufacturingPane', index: 1, part: 'A', widthMm: 450, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane', schemaId: 1, weightKg: 18 }],
  widthSpec: { __typename: 'ManufacturingWidthSpec', width: 454, anotherWidth: 904, difference: -450, fixedDim: [{ __typename: 'WidthPartType', part: 'A', value: 45 }], sideWalls: [{ __typename: 'WidthPartType', part: 'B', value: 90 }] },
  log: [{ __typename: 'ManufacturingLogEntry', id: 1, employeeNumber: 1003, employeeName: 'Marek Magazynowy', action: 'CREATED', note: null, createdAt: NOW }],
  labels: [],
  missingGlass: [],
});

function renderPage(path: string, mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Route path="/app/manufacturing/:id?">
      <ManufacturingPage />
    </Route>,
    { path, mocks },
  );
}

describe('the manufacturing screen', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStationWorker();
    saveSession({ token: 't', role: 3, numer_pracownika: 1003 });
  });

  it("opens on tab '1' (the station above the open records as cards) and keeps the chosen tab in the URL", async () => {
    const { currentPath } = renderPage('/app/manufacturing', [openRecords, filterChoices(false), missingList([])]);

    expect(screen.getByRole('tab', { name: 'Produkcja niestandardowa' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('station-scan')).toHaveFocus();
    const cardEl = await screen.findByTestId('record-card', {}, LAZY);
    expect(cardEl).toHaveTextContent('ZAM/2026/0042');
    expect(cardEl).toHaveTextContent('Szkło kabinowe');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Braki szkła' }));

    expect(currentPath()).toBe('/app/manufacturing?tab=3');
    expect(await screen.findByText('Brak otwartych braków szkła', {}, LAZY)).toBeInTheDocument();
  });

  it('lists open missing glass with its age and closes one with the worker number (a notice, no dialog)', async () => {
    const close: MockLink.MockedResponse = {
      // any fresh idempotency key, but the worker typed and the entry
      request: { query: ManufacturingCloseMissingDocument, variables: (v: Record<string, unknown>) => v.id === 77 && v.numer_pracownika === 1004 && typeof v.idempotencyKey === 'string' },
      result: { data: { manufacturingCloseMissing: { __typename: 'MissingGlassActionResult', message: 'ok', documentReturned: true, entry: { ...missing, status: 'CLOSED', closedAt: NOW, closedByName: 'Adam' } } } },
    };
    renderPage('/app/manufacturing?tab=3', [missingList([missing]), close, missingList([])]);

    const row = await screen.findByTestId('missing-row', {}, LAZY);
    expect(within(row).getByTestId('missing-age')).toHaveTextContent('2 d 3 h');
    expect(row).toHaveTextContent('Stłuczka w produkcji');
    const user = userEvent.setup();
    await user.click(within(row).getByTestId('missing-close'));
    const employee = within(row).getByTestId('missing-close-employee');
    expect(employee).toHaveValue('1003');
    await user.clear(employee);
    await user.type(employee, '1004{Enter}');

    expect(await screen.findByText('Zamknięto brak szkła zamówienia ZAM/2026/0042')).toBeInTheDocument();
    expect(screen.getByText('Dokument zamówienia ZAM/2026/0042 wrócił do kolejki pakowania')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens /app/manufacturing/{id} in a drawer and moves to the record\'s own tab', async () => {
    const record: MockLink.MockedResponse = { request: { query: ManufacturingRecordDocument, variables: { id: 501 } }, result: { data: { manufacturingRecord: detail('CLOSED') } }, maxUsageCount: Number.POSITIVE_INFINITY };
    const { currentPath } = renderPage('/app/manufacturing/501', [record]);

    const drawer = await screen.findByTestId('record-drawer', {}, LAZY);
    expect(await within(drawer).findByTestId('record-order')).toHaveTextContent('ZAM/2026/0042');
    expect(within(drawer).getByTestId('record-status')).toHaveTextContent('W partii');
    expect(within(drawer).getByTestId('record-width-spec')).toHaveTextContent('Szerokość 454 mm · druga 904 mm · różnica -450 mm');
    expect(within(drawer).getByTestId('record-pane')).toHaveTextContent('1. A 450 × 2000 × 8 mm, Hartowane, 18 kg');
    await waitFor(() => expect(currentPath()).toBe('/app/manufacturing/501?tab=2'));
    expect(screen.getByRole('tab', { name: 'Zakończone', hidden: true })).toHaveAttribute('aria-selected', 'true');
  });

  it("filters the open records by the values manufacturingFilters offers, in the URL next to the tab; back restores the view", async () => {
    const mirror = { ...card, id: 502, type: 'obraz_lustro_wc', numer_zamowienia: 'ZAM/2026/0043', employeeNumber: 1004 };
    const { currentPath, location } = renderPage('/app/manufacturing?tab=1', [
      recordsMock({}, [card, mirror]),
      filterChoices(false),
      recordsMock({ type: 'obraz_lustro_wc' }, [mirror]),
      recordsMock({ type: 'obraz_lustro_wc', worker: 1004 }, [mirror]),
      recordsMock({ type: 'obraz_lustro_wc', worker: 1004, dateFrom: '2026-10-01', dateTo: '2026-10-31' }, []),
    ]);
    expect(await screen.findAllByTestId('record-card')).toHaveLength(2);
    const type = screen.getByTestId('custom-filter-type');
    await waitFor(() => expect(within(type).getByRole('option', { name: 'Obraz / lustro / WC (2)' })).toBeInTheDocument());
    const worker = screen.getByTestId('custom-filter-worker');
    expect(within(worker).getByRole('option', { name: '1004 Adam Admin (3)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('custom-filter-status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Wszystkie', 'Nowy', 'Z etykietami']);
    expect(screen.queryByTestId('custom-filter-batch')).not.toBeInTheDocument();
    const periods = within(screen.getByTestId('custom-filter-period')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(periods).toEqual(expect.arrayContaining(['all', 'today', '7d', '30d', '2026-11', '2026-10', '2026-09']));

    const user = userEvent.setup();
    await user.selectOptions(type, 'obraz_lustro_wc');
    await waitFor(() => expect(currentPath()).toBe('/app/manufacturing?tab=1&type=obraz_lustro_wc'));
    await waitFor(() => expect(screen.getAllByTestId('record-card')).toHaveLength(1));
    await user.selectOptions(screen.getByTestId('custom-filter-worker'), '1004');
    await waitFor(() => expect(currentPath()).toBe('/app/manufacturing?tab=1&type=obraz_lustro_wc&worker=1004'));
    await user.selectOptions(screen.getByTestId('custom-filter-period'), '2026-10');
    await waitFor(() => expect(currentPath()).toBe('/app/manufacturing?tab=1&type=obraz_lustro_wc&worker=1004&dateFrom=2026-10-01&dateTo=2026-10-31'));
    expect(await screen.findByTestId('records-empty')).toBeInTheDocument();

    // each choice was a history entry; going back to the previous one shows that view again
    expect(location.history).toContain('/app/manufacturing?tab=1&type=obraz_lustro_wc&worker=1004');
    act(() => location.navigate('/app/manufacturing?tab=1&type=obraz_lustro_wc&worker=1004'));
    await waitFor(() => expect(screen.getAllByTestId('record-card')).toHaveLength(1));
    expect(screen.getByTestId('custom-filter-period')).toHaveValue('all');
    expect(screen.getByTestId('custom-filter-worker')).toHaveValue('1004');

    // a record opened from the filtered grid and closed again: the same filtered view
    await user.click(within(screen.getAllByTestId('record-card')[0]!).getByTestId('record-open'));
    await waitFor(() => expect(currentPath()).toBe('/app/manufacturing/502?tab=1&type=obraz_lustro_wc&worker=1004'));
  });
});
