import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../shared/session/auth-store';
import { ManufacturingAnalyticsDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render-with-providers';
import { dmyToIso, parseRange } from '../range';
import { ManufacturingAnalyticsTab } from './manufacturing-analytics-tab';

const LONG = { timeout: 8000 };
const answer = {
  __typename: 'ManufacturingAnalytics',
  startDate: '2024-03-30',
  endDate: '2024-04-01',
  days: ['2024-03-30', '2024-03-31', '2024-04-01'],
  output: [
    { __typename: 'AnalyticsOutputPoint', day: '2024-03-31', type: 'szklo_kabina', records: 2, panes: 5, areaM2: 3.25, pieces: 0 },
    { __typename: 'AnalyticsOutputPoint', day: '2024-04-01', type: 'standard', records: 1, panes: 0, areaM2: 0, pieces: 7 },
  ],
  workers: [{ __typename: 'AnalyticsWorker', employeeNumber: 1003, name: 'Jan Kowalski', records: 2, panes: 5, activeDays: 1, panesPerDay: 5, medianLabelMinutes: 12.5 }],
  missingByReason: [{ __typename: 'AnalyticsMissingShare', key: 'wada', entries: 2, panes: 5, rate: 0.4, cumulativeShare: 1 }],
  missingByType: [{ __typename: 'AnalyticsMissingShare', key: 'szklo_kabina', entries: 2, panes: 5, rate: 0.4, cumulativeShare: 1 }],
  missingCloseMedianDays: 1.5,
  missingOpenByAge: ['0-1', '1-3', '3-7', '7-14', '14+'].map((bucket, i) => ({ __typename: 'AnalyticsAgeBucket', bucket, entries: i === 4 ? 3 : 0 })),
  batches: [{ __typename: 'AnalyticsBatchPoint', day: '2024-03-30', batches: 2, panes: 9, panesPerBatch: 4.5 }],
  labelEvents: [{ __typename: 'AnalyticsLabelEvent', source: 'custom', kind: 'VOID', reason: 'zły wymiar', count: 4 }],
  persistErrors: [{ __typename: 'AnalyticsErrorPoint', day: '2024-03-31', kind: 'ERP', errors: 6 }],
};
const mocks = [{ request: { query: ManufacturingAnalyticsDocument, variables: () => true }, result: { data: { manufacturingAnalytics: answer } }, maxUsageCount: Number.POSITIVE_INFINITY }];

describe('Analityka tab', () => {
  const fetchSpy = vi.fn();
  beforeEach(() => {
    authStore.setState({ session: { token: 't', role: 3, numer_pracownika: 1003 } } as never);
    fetchSpy.mockResolvedValue(new Response('\uFEFFday;batches\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    vi.stubGlobal('fetch', fetchSpy);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders every chart from the answer, with its numbers and a CSV button', async () => {
    renderWithProviders(<ManufacturingAnalyticsTab />, { mocks });
    const ids = ['chart-output', 'chart-workers-panes', 'chart-workers-median', 'chart-missing-reasons', 'chart-missing-types', 'chart-missing-open', 'chart-batches', 'chart-labels', 'chart-persist-errors'];
    await screen.findByTestId('chart-output', {}, LONG);
    for (const id of ids) {
      const card = within(screen.getByTestId(id));
      expect(card.getByRole('button', { name: /CSV/ })).toBeInTheDocument();
      expect(screen.getByTestId(id).querySelector('.recharts-responsive-container, .recharts-wrapper')).not.toBeNull();
    }
    expect(within(screen.getByTestId('chart-output')).getByRole('heading', { name: 'Produkcja dziennie wg typu' })).toBeInTheDocument();
    // the numbers, also in each chart's table (readable without colour and by screen readers)
    const output = within(screen.getByTestId('chart-output'));
    expect(output.getByRole('cell', { name: '3,25' })).toBeInTheDocument();
    expect(output.getByRole('cell', { name: '31/3/2024' })).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-workers-median')).getByRole('cell', { name: '12,5' })).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-missing-reasons')).getByRole('cell', { name: 'wada' })).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-batches')).getByRole('cell', { name: '4,5' })).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-labels')).getByRole('cell', { name: 'unieważnienie: zły wymiar (niestandardowa)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('chart-persist-errors')).getByRole('cell', { name: '6' })).toBeInTheDocument();
    expect(screen.getByTestId('missing-close-median')).toHaveTextContent('Mediana dni do zamknięcia braku: 1,5');
  });

  it('a chart CSV button downloads that chart over the range shown', async () => {
    renderWithProviders(<ManufacturingAnalyticsTab />, { mocks });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    fireEvent.click(await screen.findByTestId('chart-batches-csv', {}, LONG));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    expect(String(fetchSpy.mock.calls[0][0])).toContain('/api/manufacturing/analytics/export?chart=batches&startDate=2024-03-30&endDate=2024-04-01');
  });

  it('the range picker takes D/M/YYYY and refuses a backwards or too long range', async () => {
    renderWithProviders(<ManufacturingAnalyticsTab />, { mocks });
    fireEvent.change(screen.getByTestId('analytics-start'), { target: { value: '2/4/2024' } });
    fireEvent.change(screen.getByTestId('analytics-end'), { target: { value: '1/4/2024' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Data końcowa jest przed początkową');
    expect(screen.getByTestId('analytics-show')).toBeDisabled();
    expect(dmyToIso('31/3/2024')).toBe('2024-03-31');
    expect(dmyToIso('30/2/2024')).toBeNull();
    expect(parseRange('1/1/2023', '2/1/2024')).toEqual({ problem: 'tooLong' });
    expect(parseRange('2/4/2023', '1/4/2024')).toEqual({ startDate: '2023-04-02', endDate: '2024-04-01' });
  });
});
