import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, ComposedChart, LabelList, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';

/** One series of a chart: its data key, its (translated) name and a theme colour token. */
export interface SeriesSpec {
  key: string;
  label: string;
  color: string;
}

/** Colour tokens that read in both themes (Chakra's semantic `*.solid`). */
export const PALETTE = ['teal.solid', 'orange.solid', 'purple.solid', 'blue.solid', 'pink.solid', 'green.solid', 'yellow.solid', 'red.solid'];

type Row = Record<string, string | number>;
type ChartApi = ReturnType<typeof useChart<Row>>;

/**
 * Fill patterns so series differ without colour: solid, diagonal lines, dots, cross-hatch, ...
 * (only the bars' fills; the charts themselves are recharts).
 */
function Patterns({ chart, series }: { chart: ChartApi; series: SeriesSpec[] }) {
  const bg = chart.color('bg');
  return (
    <defs>
      {series.map((s, i) => {
        const id = `${chart.id}-p${i}`;
        const fill = chart.color(s.color);
        const kind = i % 4;
        return (
          <pattern key={s.key} id={id} patternUnits="userSpaceOnUse" width="8" height="8" patternTransform={kind === 1 ? 'rotate(45)' : undefined}>
            <rect width="8" height="8" fill={fill} />
            {kind === 1 && <line x1="0" y1="0" x2="0" y2="8" stroke={bg} strokeWidth="3" />}
            {kind === 2 && <circle cx="4" cy="4" r="1.6" fill={bg} />}
            {kind === 3 && <path d="M0 4h8M4 0v8" stroke={bg} strokeWidth="1.5" />}
          </pattern>
        );
      })}
    </defs>
  );
}

const axis = (chart: ChartApi) => ({ axisLine: false, tickLine: false, stroke: chart.color('fg.muted'), fontSize: 12 });
/** Value labels with a halo of the background colour: readable on any fill, in both themes. */
const label = (chart: ChartApi) => ({ fill: chart.color('fg'), fontSize: 11, stroke: chart.color('bg'), strokeWidth: 3, paintOrder: 'stroke' as const });
const fmt = (v: unknown) => (typeof v === 'number' && v !== 0 ? String(Math.round(v * 100) / 100) : '');

/** Bars per category (stacked when `stacked`), each labelled with its value, patterned fills. */
export function BarsChart({ data, xKey, series, stacked = false, height = 280 }: { data: Row[]; xKey: string; series: SeriesSpec[]; stacked?: boolean; height?: number }) {
  const chart = useChart<Row>({ data, series: series.map((s) => ({ name: s.key, label: s.label, color: s.color, stackId: stacked ? 'a' : undefined })) });
  return (
    <Chart.Root chart={chart} height={height}>
      <BarChart responsive data={chart.data} margin={{ top: 18 }}>
        <Patterns chart={chart} series={series} />
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={xKey} {...axis(chart)} />
        <YAxis {...axis(chart)} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        {series.map((s, i) => (
          <Bar key={s.key} isAnimationActive={false} dataKey={s.key} name={s.key} stackId={stacked ? 'a' : undefined} fill={`url(#${chart.id}-p${i})`} stroke={chart.color(s.color)}>
            <LabelList dataKey={s.key} position={stacked ? 'inside' : 'top'} formatter={fmt} {...label(chart)} />
          </Bar>
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/** Bars and a dashed line on a right axis (Pareto: entries and cumulative share; batches and panes per batch). */
export function BarLineChart({ data, xKey, bar, line, lineUnit = '', height = 280 }: { data: Row[]; xKey: string; bar: SeriesSpec; line: SeriesSpec; lineUnit?: string; height?: number }) {
  const chart = useChart<Row>({ data, series: [{ name: bar.key, label: bar.label, color: bar.color }, { name: line.key, label: line.label, color: line.color, strokeDasharray: '6 3' }] });
  return (
    <Chart.Root chart={chart} height={height}>
      <ComposedChart responsive data={chart.data} margin={{ top: 18 }}>
        <Patterns chart={chart} series={[bar]} />
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={xKey} {...axis(chart)} />
        <YAxis yAxisId="left" {...axis(chart)} />
        <YAxis yAxisId="right" orientation="right" unit={lineUnit} {...axis(chart)} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={<Chart.Tooltip />} />
        <Legend content={<Chart.Legend />} />
        <Bar yAxisId="left" isAnimationActive={false} dataKey={bar.key} name={bar.key} fill={`url(#${chart.id}-p0)`} stroke={chart.color(bar.color)}>
          <LabelList dataKey={bar.key} position="top" formatter={fmt} {...label(chart)} />
        </Bar>
        <Line yAxisId="right" isAnimationActive={false} dataKey={line.key} name={line.key} stroke={chart.color(line.color)} strokeWidth={2} strokeDasharray="6 3" dot={{ r: 3 }}>
          <LabelList dataKey={line.key} position="right" formatter={fmt} {...label(chart)} />
        </Line>
      </ComposedChart>
    </Chart.Root>
  );
}
