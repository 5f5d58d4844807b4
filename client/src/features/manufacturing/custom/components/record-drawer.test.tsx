import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../../shared/session/auth-store';
import { ManufacturingLabelDeleteDocument, ManufacturingLabelUpdateDocument, ManufacturingRecordDocument, ManufacturingRecordUpdateDocument } from '../../../../gql/graphql';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { RecordDrawer } from './record-drawer';

const NOW = '2026-11-20T10:00:00.000Z';

const label = (id: number, pane: number) => ({
  __typename: 'ManufacturingLabelType',
  id,
  code: `G-501-${pane}`,
  recordId: 501,
  paneIndex: pane,
  paneCount: 2,
  status: 'PRINTED',
  printerId: 1,
  printedByName: 'Marek Magazynowy',
  reprintOf: null,
  reprintCount: 0,
  voidedAt: null,
  voidedByName: null,
  voidReason: null,
  createdAt: NOW,
});

const detail = (over: Record<string, unknown> = {}) => ({
  __typename: 'ManufacturingRecordType',
  id: 501,
  numer_zamowienia: 'ZAM/2026/0042',
  documentId: 9,
  type: 'szklo_kabina',
  status: 'LABELED',
  employeeNumber: 1003,
  employeeName: 'Marek Magazynowy',
  schemaId: null,
  paneCount: 1,
  weightKg: 18,
  palletHeightCm: null,
  batchId: null,
  batchNumber: null,
  version: 2,
  openMissingGlass: 0,
  activeLabels: 2,
  createdAt: NOW,
  updatedAt: NOW,
  notes: null,
  computedWeightKg: 18,
  weightWarning: null,
  updatedByName: null,
  deletedAt: null,
  deletedByName: null,
  sheetStatus: 'SUCCESS',
  panes: [{ __typename: 'ManufacturingPane', index: 1, part: 'A', widthMm: 450, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane', schemaId: null, weightKg: 18 }],
  widthSpec: { __typename: 'ManufacturingWidthSpec', width: 454, anotherWidth: null, difference: null, fixedDim: [{ __typename: 'WidthPartType', part: 'A', value: 45 }], sideWalls: [] },
  log: [{ __typename: 'ManufacturingLogEntry', id: 1, employeeNumber: 1003, employeeName: 'Marek Magazynowy', action: 'CREATED', note: null, createdAt: NOW }],
  labels: [label(11, 1), label(12, 2)],
  missingGlass: [],
  ...over,
});

const recordMock = (over: Record<string, unknown> = {}, uses = 1): MockLink.MockedResponse => ({
  request: { query: ManufacturingRecordDocument, variables: { id: 501 } },
  result: { data: { manufacturingRecord: detail(over) } },
  maxUsageCount: uses,
});

const renderDrawer = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<RecordDrawer recordId={501} role={3} onClose={() => undefined} onRecordTab={() => undefined} />, { path: '/app/manufacturing/501', mocks });

describe('the record drawer', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession({ token: 't', role: 3, numer_pracownika: 1003 });
  });

  it('a declared weight far from the glass\'s computed one is shown with a warning; a matching one is not', async () => {
    renderDrawer([recordMock({ weightKg: 5, computedWeightKg: 41.6, weightWarning: 'Podana waga 5 kg różni się od wyliczonej z wymiarów szkła (41,6 kg) o 36,6 kg; sprawdź wagę i wymiary' })]);
    expect(await screen.findByTestId('record-weight-warning')).toHaveTextContent('Podana waga 5 kg różni się od wyliczonej z wymiarów szkła (41,6 kg); sprawdź wagę i wymiary');
  });

  it("the log names each action in words, never the server's code", async () => {
    const entry = (id: number, action: string, note: string | null = null) => ({ __typename: 'ManufacturingLogEntry', id, employeeNumber: 1003, employeeName: 'Marek Magazynowy', action, note, createdAt: NOW });
    renderDrawer([recordMock({ log: [entry(1, 'CREATED'), entry(2, 'LABEL_PRINTED'), entry(3, 'MISSING_REPORTED', 'pęknięta'), entry(4, 'BATCH_CLOSED'), entry(5, 'SOMETHING_NEW')] })]);
    const log = await screen.findByTestId('record-log');
    const text = log.textContent ?? '';
    for (const word of ['Utworzono', 'Wydrukowano etykiety', 'Zgłoszono brak szkła: pęknięta', 'Zamknięto w partii', 'Inna zmiana']) expect(text).toContain(word);
    expect(text).not.toMatch(/CREATED|LABEL_PRINTED|MISSING_REPORTED|BATCH_CLOSED|SOMETHING_NEW/);
  });

  it('no weight warning when the weights agree', async () => {
    renderDrawer([recordMock()]);
    await screen.findByTestId('record-weight');
    expect(screen.queryByTestId('record-weight-warning')).toBeNull();
  });

  it("edits the record with the station's fields and saves it with the version read, who and why", async () => {
    let sent: Record<string, unknown> | null = null;
    const update: MockLink.MockedResponse = {
      request: {
        query: ManufacturingRecordUpdateDocument,
        variables: (v: Record<string, unknown>) => {
          sent = v;
          return true;
        },
      },
      result: { data: { manufacturingRecordUpdate: detail({ version: 3, notes: 'krótsza' }) } },
    };
    renderDrawer([recordMock({}, Number.POSITIVE_INFINITY), update]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('record-edit'));
    const form = screen.getByTestId('record-edit-form');
    expect(within(form).getByTestId('fixedDim-0-value')).toHaveValue('45');
    expect(within(form).getByTestId('pane-0-widthMm')).toHaveValue('450');
    // a scale reading equal to the computed weight is left empty (computed again)
    expect(within(form).getByTestId('weight-input')).toHaveValue('');
    expect(within(form).getByTestId('record-edit-employee')).toHaveValue('1003');

    // the station's rules, through zod: a wrong value is refused on its field, nothing sent
    await user.clear(within(form).getByTestId('pane-0-heightMm'));
    await user.click(within(form).getByTestId('record-edit-save'));
    expect(await within(form).findByText('Podaj liczbę większą od 0')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.type(within(form).getByTestId('pane-0-heightMm'), '1950');
    await user.clear(within(form).getByTestId('fixedDim-0-value'));
    await user.type(within(form).getByTestId('fixedDim-0-value'), '44,5');
    await user.type(within(form).getByTestId('notes-input'), 'krótsza');
    await user.type(within(form).getByTestId('record-edit-note'), 'skrócona o 5 cm');
    await user.click(within(form).getByTestId('record-edit-save'));

    expect(await screen.findByText('Zapisano rekord 501')).toBeInTheDocument();
    expect(sent).toEqual({
      id: 501,
      input: {
        schema_id: null,
        panes: [{ part: 'A', widthMm: 450, heightMm: 1950, thicknessMm: 8, glassKind: 'hartowane', schema_id: null }],
        widthSpec: { fixedDim: [{ part: 'A', value: 44.5 }], sideWalls: [] },
        weightKg: null,
        palletHeightCm: null,
        notes: 'krótsza',
        version: 2,
        createManufacturingLogDto: { numer_pracownika: 1003, action: 'UPDATED', note: 'skrócona o 5 cm' },
      },
    });
    expect(screen.queryByTestId('record-edit-form')).not.toBeInTheDocument();
  });

  it('someone else saved first: a clear notice naming them, what was typed stays, "save anyway" uses the version now read', async () => {
    const versions: unknown[] = [];
    const stale: MockLink.MockedResponse = {
      request: { query: ManufacturingRecordUpdateDocument, variables: (v: { input: { version: number } }) => (versions.push(v.input.version), true) },
      result: { errors: [{ message: 'Rekord został zmieniony przez Adam Admin; odśwież i zapisz ponownie', extensions: { code: 'CONFLICT', changedBy: 'Adam Admin' } }] as never },
    };
    const ok: MockLink.MockedResponse = {
      request: { query: ManufacturingRecordUpdateDocument, variables: (v: { input: { version: number } }) => (versions.push(v.input.version), true) },
      result: { data: { manufacturingRecordUpdate: detail({ version: 4 }) } },
    };
    renderDrawer([recordMock(), stale, recordMock({ version: 3, updatedByName: 'Adam Admin' }, Number.POSITIVE_INFINITY), ok]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('record-edit'));
    const form = screen.getByTestId('record-edit-form');
    await user.type(within(form).getByTestId('notes-input'), 'moja zmiana');
    await user.click(within(form).getByTestId('record-edit-save'));

    const alert = await within(form).findByTestId('record-edit-conflict');
    expect(alert).toHaveAttribute('data-kind', 'version');
    expect(alert).toHaveTextContent('Rekord został zmieniony przez Adam Admin');
    expect(alert).toHaveTextContent('Twoje zmiany są zachowane');
    expect(within(form).getByTestId('notes-input')).toHaveValue('moja zmiana');
    await waitFor(() => expect(within(alert).getByTestId('record-edit-overwrite')).toHaveTextContent('wersja 3'));
    await user.click(within(alert).getByTestId('record-edit-overwrite'));
    await user.click(within(form).getByTestId('record-edit-save'));
    expect(await screen.findByText('Zapisano rekord 501')).toBeInTheDocument();
    expect(versions).toEqual([2, 3]);
  });

  it('a record put in a closed batch meanwhile: the notice says so and the form keeps what was typed', async () => {
    const closed: MockLink.MockedResponse = {
      request: { query: ManufacturingRecordUpdateDocument, variables: () => true },
      result: { errors: [{ message: 'Rekord jest w zamkniętej partii PRT/2026/000007', extensions: { code: 'CONFLICT' } }] as never },
    };
    renderDrawer([recordMock(), closed, recordMock({}, Number.POSITIVE_INFINITY)]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('record-edit'));
    const form = screen.getByTestId('record-edit-form');
    await user.type(within(form).getByTestId('notes-input'), 'bez szans');
    await user.click(within(form).getByTestId('record-edit-save'));
    const alert = await within(form).findByTestId('record-edit-conflict');
    expect(alert).toHaveAttribute('data-kind', 'batch');
    expect(alert).toHaveTextContent('Rekord jest w zamkniętej partii PRT/2026/000007');
    expect(within(alert).queryByTestId('record-edit-overwrite')).not.toBeInTheDocument();
    expect(within(form).getByTestId('notes-input')).toHaveValue('bez szans');
  });

  it('reprint and void ask why; the reason goes to the server (and so to the log)', async () => {
    const reprint: MockLink.MockedResponse = {
      request: { query: ManufacturingLabelUpdateDocument, variables: (v: Record<string, unknown>) => v.reason === 'rysa' && JSON.stringify(v.ids) === '[11,12]' },
      result: { data: { manufacturingLabelUpdate: { __typename: 'StationResult', message: 'Etykiety w kolejce', operationId: null } } },
    };
    const voided: MockLink.MockedResponse = {
      request: { query: ManufacturingLabelDeleteDocument, variables: { ids: [11, 12], reason: 'tafla odłożona' } },
      result: { data: { manufacturingLabelDelete: { __typename: 'StationResult', message: 'Unieważniono etykiety' } } },
    };
    renderDrawer([recordMock({}, Number.POSITIVE_INFINITY), reprint, voided]);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('record-reprint'));
    const form = screen.getByTestId('label-reason-form');
    await user.click(within(form).getByTestId('label-reason-submit'));
    expect(within(form).getByText('Podaj powód')).toBeInTheDocument();
    await user.type(within(form).getByTestId('label-reason'), 'rysa{Enter}');
    expect(await screen.findByText('Etykiety w kolejce')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('label-reason-form')).not.toBeInTheDocument());

    await user.click(screen.getByTestId('record-void'));
    await user.type(within(screen.getByTestId('label-reason-form')).getByTestId('label-reason'), 'tafla odłożona');
    await user.click(screen.getByTestId('label-reason-submit'));
    expect(await screen.findByText('Unieważniono etykiety')).toBeInTheDocument();
  });
});
