import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import type { OrderCheck, StationApi } from '../hooks/station-api';
import { resetStationWorker, StationPanel } from './station-panel';
import { STATION_PRINTER_KEY } from '../station-printer';

const ORDER: OrderCheck = {
  numer_zamowienia: 'ZAM/2026/0042',
  customer: 'Jan Kowalski',
  shippingMethod: 'Kurier DPD',
  paymentsCod: true,
  is_pickup: false,
  pickup_place: null,
  recordCount: 0,
  claimedBy: null,
};
const PRINTERS = [
  { id: 7, name: 'Zebra ZD421 magazyn', computer: { name: 'Magazyn' } },
  { id: 3, name: 'Kiosk PDF', computer: { name: 'Kiosk' } },
];
const SCHEMAS = [{ id: 11, code: 'KAB-ZAW-2', name: 'Dwa zawiasy' }];

function fakeApi(overrides: Partial<StationApi> = {}): StationApi {
  return {
    checkBadge: vi.fn(async () => true),
    checkOrder: vi.fn(async (n: string) => (n === ORDER.numer_zamowienia ? ORDER : null)),
    claim: vi.fn(async () => ({ ok: true as const, name: 'Marek Magazynowy' })),
    create: vi.fn(async () => ({ ok: true as const, id: 501, message: null })),
    print: vi.fn(async () => ({ ok: true as const, message: 'Etykiety w kolejce', operationId: 'op-1' })),
    ...overrides,
  };
}

function renderStation(api: StationApi, openRecord = vi.fn()) {
  renderWithProviders(<StationPanel api={api} printers={PRINTERS} schemas={SCHEMAS} openRecord={openRecord} />);
  return { scan: screen.getByTestId('station-scan'), openRecord };
}

const notices = () => screen.getByTestId('station-notices');

describe('the glass workstation', () => {
  beforeEach(() => {
    localStorage.clear();
    resetStationWorker();
  });

  it('runs worker number -> order -> szklo_kabina with a width spec and a schema -> save -> print from the keyboard, focus back on the scan field', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const { scan } = renderStation(api);
    expect(scan).toHaveFocus();

    await user.keyboard('1003{Enter}');
    expect(await within(notices()).findByText('Pracownik 1003: zeskanuj zamówienie')).toBeInTheDocument();
    expect(scan).toHaveFocus();

    await user.keyboard('ZAM/2026/0042{Enter}');
    expect(await screen.findByTestId('station-order')).toHaveTextContent('Jan Kowalski');
    expect(api.claim).toHaveBeenCalledWith(1003, 'ZAM/2026/0042');
    // the type buttons take the focus: "1" is szklo_kabina
    await waitFor(() => expect(screen.getByTestId('type-szklo_kabina')).toHaveFocus());
    await user.keyboard('1');
    const form = await screen.findByTestId('station-form');
    expect(within(form).getByTestId('extra-steps')).toHaveAttribute('data-type', 'szklo_kabina');
    expect(within(form).queryByTestId('pallet-height-80')).not.toBeInTheDocument();
    await waitFor(() => expect(within(form).getByTestId('fixedDim-0-part')).toHaveFocus());

    // part A 45 cm: width live 454 mm; then a side wall C 90 -> 904, difference -450
    await user.tab();
    await user.keyboard('45');
    expect(within(form).getByTestId('width-value')).toHaveTextContent('454');
    await user.click(within(form).getByTestId('sideWalls-add'));
    await user.type(within(form).getByTestId('sideWalls-0-value'), '90');
    expect(within(form).getByTestId('another-width-value')).toHaveTextContent('904');
    expect(within(form).getByTestId('difference-value')).toHaveTextContent('-450');
    // the pane: 450 x 2000 x 8 mm -> 18 kg of glass, live
    await user.type(within(form).getByTestId('pane-0-widthMm'), '450');
    await user.type(within(form).getByTestId('pane-0-heightMm'), '2000');
    expect(within(form).getByTestId('weight-computed')).toHaveTextContent('Szkło: 18 kg');
    await user.selectOptions(within(form).getByTestId('schema-select'), '11');
    await user.click(within(form).getByTestId('notes-input'));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.create).toHaveBeenCalledOnce());
    expect(api.create).toHaveBeenCalledWith(
      'ZAM/2026/0042',
      expect.objectContaining({
        type: 'szklo_kabina',
        schema_id: 11,
        widthSpec: { fixedDim: [{ part: 'A', value: 45 }], sideWalls: [{ part: 'B', value: 90 }] },
        panes: [expect.objectContaining({ part: 'A', widthMm: 450, heightMm: 2000, thicknessMm: 8, glassKind: 'hartowane' })],
        weightKg: null,
        palletHeightCm: null,
      }),
      1003,
      expect.stringMatching(/^create:/),
    );
    expect(await within(notices()).findByText('Zapisano rekord 501 zamówienia ZAM/2026/0042')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('station-print')).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.print).toHaveBeenCalledWith(501, 7, expect.stringMatching(/^print:501:/)));
    expect(await within(notices()).findByText('Etykiety w kolejce')).toBeInTheDocument();
    await waitFor(() => expect(scan).toHaveFocus());
    expect(screen.getByTestId('station-panel')).toHaveAttribute('data-phase', 'order');
    expect(screen.queryByTestId('station-order')).not.toBeInTheDocument();
  });

  it('answers an unknown order with a notice, not a dialog, and keeps the scan field focused', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const { scan } = renderStation(api);
    await user.keyboard('1003{Enter}');
    await within(notices()).findByText('Pracownik 1003: zeskanuj zamówienie');

    await user.keyboard('NIE/MA/1{Enter}');

    const notice = await within(notices()).findByText('Zamówienie nie istnieje: NIE/MA/1');
    expect(notice.closest('[data-kind]')).toHaveAttribute('data-kind', 'error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.claim).not.toHaveBeenCalled();
    await waitFor(() => expect(scan).toHaveFocus());
    expect(scan).toHaveValue('');
  });

  it('refuses a save with the type\'s missing steps and sends nothing; paleta asks for its height', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderStation(api);
    await user.keyboard('1003{Enter}');
    await within(notices()).findByText('Pracownik 1003: zeskanuj zamówienie');
    await user.keyboard('ZAM/2026/0042{Enter}');
    await waitFor(() => expect(screen.getByTestId('type-szklo_kabina')).toHaveFocus());
    await user.keyboard('4'); // paleta
    const form = await screen.findByTestId('station-form');
    expect(within(form).queryByTestId('width-fixedDim')).not.toBeInTheDocument();
    expect(within(form).queryByTestId('pane-add')).not.toBeInTheDocument();

    await user.click(within(form).getByTestId('station-save'));

    expect(await within(form).findByText('Wybierz wysokość palety')).toBeInTheDocument();
    expect(within(form).getByText('Podaj wagę')).toBeInTheDocument();
    expect(api.create).not.toHaveBeenCalled();

    await user.click(within(form).getByTestId('pallet-height-120'));
    await user.type(within(form).getByTestId('weight-input'), '312,5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.create).toHaveBeenCalledWith('ZAM/2026/0042', expect.objectContaining({ type: 'paleta', palletHeightCm: 120, weightKg: 312.5, panes: null, widthSpec: null, schema_id: null }), 1003, expect.any(String)));
  });

  it('shows the order taken by another worker as a notice and stays on the order step', async () => {
    const api = fakeApi({ claim: vi.fn(async () => ({ ok: false as const, reason: 'taken' as const, message: 'Zamówienie ZAM/2026/0042 realizuje pracownik 1004' })) });
    const user = userEvent.setup();
    const { scan } = renderStation(api);
    await user.keyboard('1003{Enter}');
    await within(notices()).findByText('Pracownik 1003: zeskanuj zamówienie');
    await user.keyboard('ZAM/2026/0042{Enter}');
    expect(await within(notices()).findByText('Zamówienie ZAM/2026/0042 realizuje pracownik 1004')).toBeInTheDocument();
    expect(screen.queryByTestId('type-buttons')).not.toBeInTheDocument();
    await waitFor(() => expect(scan).toHaveFocus());
  });

  it('checks a badge with user-check, asks the worker number once, and remembers the pair', async () => {
    const api = fakeApi({ checkBadge: vi.fn(async (b: string) => b === 'K-1003') });
    const user = userEvent.setup();
    renderStation(api);
    await user.keyboard('X-999{Enter}');
    expect(await within(notices()).findByText('Nieznany identyfikator X-999')).toBeInTheDocument();

    await user.keyboard('K-1003{Enter}');
    expect(await within(notices()).findByText('Nowy identyfikator na tym stanowisku: wpisz numer pracownika')).toBeInTheDocument();
    expect(screen.getByTestId('station-panel')).toHaveAttribute('data-phase', 'badgeNumber');
    await user.keyboard('1003{Enter}');
    expect(await screen.findByTestId('station-worker')).toHaveTextContent('1003');

    await user.click(screen.getByTestId('station-change-worker'));
    await user.keyboard('K-1003{Enter}');
    await waitFor(() => expect(screen.getByTestId('station-panel')).toHaveAttribute('data-phase', 'order'));
    expect(api.checkBadge).toHaveBeenCalledTimes(3);
  });

  it('opens a record when a label QR is scanned, at any step', async () => {
    const { openRecord } = renderStation(fakeApi());
    await userEvent.setup().keyboard('G-501-2{Enter}');
    expect(openRecord).toHaveBeenCalledWith(501);
  });

  it('remembers the station printer in this browser', async () => {
    localStorage.setItem(STATION_PRINTER_KEY, '3');
    renderStation(fakeApi());
    expect(screen.getByTestId('station-printer')).toHaveValue('3');
    await userEvent.setup().selectOptions(screen.getByTestId('station-printer'), '7');
    expect(localStorage.getItem(STATION_PRINTER_KEY)).toBe('7');
  });
});
