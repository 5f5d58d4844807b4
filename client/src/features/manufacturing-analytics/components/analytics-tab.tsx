import { Button, Field, HStack, Input, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManufacturingAnalyticsQuery } from '../../../gql/graphql';
import { useFormatNumber } from '../../../i18n/format-number';
import { dailyBatchRows, dayMonth as dm } from '../analytics-rows';
import type { AnalyticsState } from '../hooks/use-manufacturing-analytics';
import { isoToDmy } from '../range';
import { ChartCard } from './chart-card';
import { BarLineChart, BarsChart, PALETTE, type SeriesSpec } from './charts';

type Analytics = ManufacturingAnalyticsQuery['manufacturingAnalytics'];
type Metric = 'records' | 'panes' | 'areaM2' | 'pieces';
const METRICS: Metric[] = ['panes', 'records', 'areaM2', 'pieces'];

/** Analityka (role 3+): the workshop's charts over a range of Warsaw days, each with its
 *  CSV. Presents `useManufacturingAnalytics`'s state. */
export function AnalyticsTab({ analytics }: { analytics: AnalyticsState }) {
  const { t } = useTranslation();
  const a = (key: string, options?: Record<string, unknown>) => t(`manufacturing.analytics.${key}` as never, options as never) as unknown as string;
  const { start, setStart, end, setEnd, parsed, result, loading, error } = analytics;

  return (
    <Stack gap="4" data-testid="manufacturing-analytics">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          analytics.show();
        }}
      >
        <HStack gap="3" align="end" wrap="wrap">
          <Field.Root width="44" invalid={'problem' in parsed && parsed.problem === 'badStart'}>
            <Field.Label>{a('range.start')}</Field.Label>
            <Input value={start} onChange={(e) => setStart(e.target.value)} inputMode="numeric" placeholder="1/3/2026" data-testid="analytics-start" />
          </Field.Root>
          <Field.Root width="44" invalid={'problem' in parsed && parsed.problem !== 'badStart'}>
            <Field.Label>{a('range.end')}</Field.Label>
            <Input value={end} onChange={(e) => setEnd(e.target.value)} inputMode="numeric" placeholder="30/3/2026" data-testid="analytics-end" />
          </Field.Root>
          <Button type="submit" disabled={'problem' in parsed} data-testid="analytics-show">
            {a('range.show')}
          </Button>
        </HStack>
        {'problem' in parsed && (
          <Text color="fg.error" fontSize="sm" mt="1" role="alert">
            {a(`range.${parsed.problem}`)}
          </Text>
        )}
      </form>
      {error && <Text color="fg.error">{a('failed')}</Text>}
      {loading && !result && (
        <HStack>
          <Spinner size="sm" />
          <Text>{a('loading')}</Text>
        </HStack>
      )}
      {result && <Charts result={result} />}
    </Stack>
  );
}

function Charts({ result }: { result: Analytics }) {
  const { t } = useTranslation();
  const a = (key: string, options?: Record<string, unknown>) => t(`manufacturing.analytics.${key}` as never, options as never) as unknown as string;
  const n = useFormatNumber();
  const [metric, setMetric] = useState<Metric>('panes');
  const range = { startDate: result.startDate, endDate: result.endDate };
  const typeName = (type: string) => (type === 'standard' ? a('typeStandard') : (t(`manufacturingDomain.types.${type}` as never, { defaultValue: type } as never) as unknown as string));

  // output: one row per day, one key per type
  const types = [...new Set(result.output.map((o) => o.type))].sort();
  const typeSeries: SeriesSpec[] = types.map((type, i) => ({ key: `t_${type}`, label: typeName(type), color: PALETTE[i % PALETTE.length] }));
  const outputRows = result.days.map((day) => {
    const row: Record<string, string | number> = { day: dm(day) };
    for (const type of types) row[`t_${type}`] = 0;
    for (const o of result.output) if (o.day === day) row[`t_${o.type}`] = Math.round(Number(o[metric]) * 100) / 100;
    return row;
  });

  const workerRows = result.workers.map((w) => ({ worker: `${w.name} (${w.employeeNumber})`, panesPerDay: w.panesPerDay, medianMinutes: w.medianLabelMinutes ?? 0 }));
  const pareto = (rows: Analytics['missingByReason'], name: (key: string | null) => string) => rows.map((r) => ({ key: name(r.key), entries: r.entries, cumulative: Math.round(r.cumulativeShare * 1000) / 10 }));
  const reasonName = (key: string | null) => (key === null ? a('noReason') : a(`reasons.${key}`, { defaultValue: key.replace(/_/g, ' ') }));
  const batchRows = dailyBatchRows(result.days, result.batches);
  const labelRows = result.labelEvents.map((l) => ({ what: `${a(`kind.${l.kind}`)}: ${l.reason ?? a('noReason')} (${a(`source.${l.source}`)})`, count: l.count }));
  const errorKinds = ['CHECK', 'ERP'];
  const errorRows = result.days.map((day) => {
    const row: Record<string, string | number> = { day: dm(day) };
    for (const k of errorKinds) row[k] = result.persistErrors.find((e) => e.day === day && e.kind === k)?.errors ?? 0;
    return row;
  });

  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      <ChartCard
        testId="chart-output"
        chart="output"
        title={a('charts.output')}
        range={range}
        table={{ columns: ['day', 'type', 'records', 'panes', 'm²', 'pieces'], rows: result.output.map((o) => [isoToDmy(o.day), typeName(o.type), o.records, o.panes, n(o.areaM2), o.pieces]) }}
      >
        <NativeSelect.Root size="xs" width="48" mb="2">
          <NativeSelect.Field aria-label={a('metric')} value={metric} onChange={(e) => setMetric(e.currentTarget.value as Metric)}>
            {METRICS.map((m) => (
              <option key={m} value={m}>
                {a(`metrics.${m}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <BarsChart data={outputRows} xKey="day" xKind="days" series={typeSeries} stacked />
      </ChartCard>
      <ChartCard testId="chart-workers-panes" chart="workers" title={a('charts.workersPanes')} range={range} table={{ columns: ['worker', 'panes/day', 'median min'], rows: workerRows.map((w) => [w.worker, n(w.panesPerDay), n(w.medianMinutes)]) }}>
        <BarsChart data={workerRows} xKey="worker" series={[{ key: 'panesPerDay', label: a('series.panesPerDay'), color: PALETTE[0] }]} />
      </ChartCard>
      <ChartCard testId="chart-workers-median" chart="workers" title={a('charts.workersMedian')} range={range} table={{ columns: ['worker', 'median min'], rows: workerRows.map((w) => [w.worker, n(w.medianMinutes)]) }}>
        <BarsChart data={workerRows} xKey="worker" series={[{ key: 'medianMinutes', label: a('series.medianMinutes'), color: PALETTE[2] }]} />
      </ChartCard>
      {(['missingByReason', 'missingByType'] as const).map((k) => {
        const rows = pareto(result[k], k === 'missingByReason' ? reasonName : (key) => (key === null ? a('noRecord') : typeName(key)));
        const isReason = k === 'missingByReason';
        return (
          <ChartCard
            key={k}
            testId={isReason ? 'chart-missing-reasons' : 'chart-missing-types'}
            chart={isReason ? 'missing-reasons' : 'missing-types'}
            title={a(isReason ? 'charts.missingReasons' : 'charts.missingTypes')}
            range={range}
            table={{ columns: ['key', 'entries', 'rate', 'cumulative %'], rows: result[k].map((r, i) => [rows[i].key, r.entries, n(r.rate, { maximumFractionDigits: 4 }), n(rows[i].cumulative)]) }}
          >
            <BarLineChart data={rows} xKey="key" bar={{ key: 'entries', label: a('series.entries'), color: PALETTE[1] }} line={{ key: 'cumulative', label: a('series.cumulative'), color: 'fg' }} lineUnit="%" />
          </ChartCard>
        );
      })}
      <ChartCard testId="chart-missing-open" chart="missing-open" title={a('charts.missingOpen')} range={range} table={{ columns: ['age', 'open'], rows: result.missingOpenByAge.map((b) => [b.bucket, b.entries]) }}>
        <Text fontSize="sm" mb="2" data-testid="missing-close-median">
          {result.missingCloseMedianDays === null ? a('closeMedianNone') : a('closeMedian', { days: n(result.missingCloseMedianDays) })}
        </Text>
        <BarsChart data={result.missingOpenByAge.map((b) => ({ bucket: b.bucket, open: b.entries }))} xKey="bucket" series={[{ key: 'open', label: a('series.open'), color: PALETTE[3] }]} />
      </ChartCard>
      <ChartCard testId="chart-batches" chart="batches" title={a('charts.batches')} range={range} table={{ columns: ['day', 'batches', 'panes', 'panes/batch'], rows: result.batches.map((b) => [isoToDmy(b.day), b.batches, b.panes, n(b.panesPerBatch)]) }}>
        <BarLineChart data={batchRows} xKey="day" xKind="days" bar={{ key: 'batches', label: a('series.batches'), color: PALETTE[0] }} line={{ key: 'panesPerBatch', label: a('series.panesPerBatch'), color: 'fg' }} />
      </ChartCard>
      <ChartCard testId="chart-labels" chart="labels" title={a('charts.labels')} range={range} table={{ columns: ['what', 'count'], rows: labelRows.map((l) => [l.what, l.count]) }}>
        <BarsChart data={labelRows} xKey="what" series={[{ key: 'count', label: a('series.count'), color: PALETTE[4] }]} />
      </ChartCard>
      <ChartCard testId="chart-persist-errors" chart="persist-errors" title={a('charts.persistErrors')} range={range} table={{ columns: ['day', 'kind', 'errors'], rows: result.persistErrors.map((e) => [isoToDmy(e.day), a(`series.${e.kind}`), e.errors]) }}>
        <BarsChart data={errorRows} xKey="day" xKind="days" series={errorKinds.map((k, i) => ({ key: k, label: a(`series.${k}`), color: PALETTE[i + 6] }))} stacked />
      </ChartCard>
    </SimpleGrid>
  );
}
