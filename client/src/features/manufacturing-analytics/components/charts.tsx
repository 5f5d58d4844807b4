import { Chart, useChart } from '@chakra-ui/charts';
import { useBreakpointValue } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, ComposedChart, LabelList, Legend, Line, Text, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatNumber } from '../../../i18n/format-number';

/** One series of a chart: its data key, its (translated) name and a theme colour token. */
export interface SeriesSpec {
  key: string;
  label: string;
  color: string;
}

/** Colour tokens that read in both themes (Chakra's semantic `*.solid`). */
export const PALETTE = ['teal.solid', 'orange.solid', 'purple.solid', 'blue.solid', 'pink.solid', 'green.solid', 'yellow.solid', 'red.solid'];

type Row = Record<string, string | number | null>;
type Format = ReturnType<typeof useFormatNumber>;
/** What the x axis holds: a run of days (labels thinned out to fit) or a few categories (every
 *  label shown, wrapped onto up to three lines under its bar). */
type XKind = 'days' | 'categories';
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
/** A bar's or a point's value label: in the language's numbers (0,25), none for 0 or a missing value. */
const valueLabel = (format: Format) => (v: unknown) => (typeof v === 'number' && v !== 0 ? format(v) : '');

interface TickProps {
  x?: number | string;
  y?: number | string;
  width?: number | string;
  visibleTicksCount?: number;
  payload?: { value?: unknown };
  [key: string]: unknown;
}

/** A category's name under its bar, never hidden, never overlapping its neighbours: wrapped to the
 *  bar's width, or on a phone (bars too narrow for a word) turned upright and read bottom to top. */
function CategoryTick({ payload, width, visibleTicksCount, x, y, fill, fontSize, className, upright }: TickProps & { upright: boolean }) {
  const band = Number(width) / Math.max(1, visibleTicksCount ?? 1);
  const common = { x: Number(x), y: Number(y), orientation: 'bottom', fill: fill as string, fontSize: fontSize as number, className: className as string };
  return upright ? (
    <Text {...common} y={Number(y) + 4} width={UPRIGHT_LABEL_PX} angle={-90} textAnchor="end" verticalAnchor="middle">
      {String(payload?.value ?? '')}
    </Text>
  ) : (
    <Text {...common} width={Math.max(40, band - 4)} textAnchor="middle" verticalAnchor="start">
      {String(payload?.value ?? '')}
    </Text>
  );
}

/** The longest line of an upright category name (px); a longer name wraps onto a second line. */
const UPRIGHT_LABEL_PX = 130;

/** The x axis: days thinned out by recharts, categories all shown (wrapped, or upright on a phone). */
function xAxisProps(chart: ChartApi, kind: XKind, upright: boolean, longest: number) {
  if (kind === 'days') return axis(chart);
  const height = categoryAxisHeight(upright, longest);
  return { ...axis(chart), interval: 0 as const, height, tick: (props: TickProps) => <CategoryTick {...props} upright={upright} /> };
}

const categoryAxisHeight = (upright: boolean, longest: number) => (upright ? Math.min(UPRIGHT_LABEL_PX, longest * 7) + 12 : 52);

/** The chart's height: upright names get their room below the plot, which keeps its own height. */
const chartHeight = (height: number, kind: XKind, upright: boolean, longest: number) => (kind === 'categories' && upright ? height + categoryAxisHeight(upright, longest) - 30 : height);

/** Whether category names stand upright (a phone: the charts are one column of ~350 px) and how
 *  many characters the longest has. */
function useCategoryAxis(data: Row[], xKey: string) {
  const upright = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const longest = Math.max(0, ...data.map((row) => String(row[xKey] ?? '').length));
  return { upright, longest };
}

/** The tooltip's values in the language's numbers. */
const tooltip = (format: Format) => <Chart.Tooltip formatter={(value: unknown) => (typeof value === 'number' ? format(value) : String(value ?? ''))} />;

/** Bars per category (stacked when `stacked`), each labelled with its value, patterned fills. */
export function BarsChart({ data, xKey, xKind = 'categories', series, stacked = false, height = 280 }: { data: Row[]; xKey: string; xKind?: XKind; series: SeriesSpec[]; stacked?: boolean; height?: number }) {
  const format = useFormatNumber();
  const { upright, longest } = useCategoryAxis(data, xKey);
  const chart = useChart<Row>({ data, series: series.map((s) => ({ name: s.key, label: s.label, color: s.color, stackId: stacked ? 'a' : undefined })) });
  return (
    <Chart.Root chart={chart} height={chartHeight(height, xKind, upright, longest)}>
      <BarChart responsive data={chart.data} margin={{ top: 18 }}>
        <Patterns chart={chart} series={series} />
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={xKey} {...xAxisProps(chart, xKind, upright, longest)} />
        <YAxis {...axis(chart)} tickFormatter={(v: number) => format(v)} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={tooltip(format)} />
        <Legend content={<Chart.Legend />} />
        {series.map((s, i) => (
          <Bar key={s.key} isAnimationActive={false} dataKey={s.key} name={s.key} stackId={stacked ? 'a' : undefined} fill={`url(#${chart.id}-p${i})`} stroke={chart.color(s.color)}>
            <LabelList dataKey={s.key} position={stacked ? 'inside' : 'top'} formatter={valueLabel(format)} {...label(chart)} />
          </Bar>
        ))}
      </BarChart>
    </Chart.Root>
  );
}

/** Bars and a dashed line on a right axis (Pareto: entries and cumulative share; batches and panes
 *  per batch). A point with no value (null: a day with no batch) is not drawn; the line joins the
 *  points on either side of it. */
export function BarLineChart({ data, xKey, xKind = 'categories', bar, line, lineUnit = '', height = 280 }: { data: Row[]; xKey: string; xKind?: XKind; bar: SeriesSpec; line: SeriesSpec; lineUnit?: string; height?: number }) {
  const format = useFormatNumber();
  const { upright, longest } = useCategoryAxis(data, xKey);
  const chart = useChart<Row>({ data, series: [{ name: bar.key, label: bar.label, color: bar.color }, { name: line.key, label: line.label, color: line.color, strokeDasharray: '6 3' }] });
  return (
    <Chart.Root chart={chart} height={chartHeight(height, xKind, upright, longest)}>
      <ComposedChart responsive data={chart.data} margin={{ top: 18 }}>
        <Patterns chart={chart} series={[bar]} />
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={xKey} {...xAxisProps(chart, xKind, upright, longest)} />
        <YAxis yAxisId="left" {...axis(chart)} tickFormatter={(v: number) => format(v)} />
        <YAxis yAxisId="right" orientation="right" unit={lineUnit} {...axis(chart)} tickFormatter={(v: number) => format(v)} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} isAnimationActive={false} content={tooltip(format)} />
        <Legend content={<Chart.Legend />} />
        <Bar yAxisId="left" isAnimationActive={false} dataKey={bar.key} name={bar.key} fill={`url(#${chart.id}-p0)`} stroke={chart.color(bar.color)}>
          <LabelList dataKey={bar.key} position="top" formatter={valueLabel(format)} {...label(chart)} />
        </Bar>
        <Line yAxisId="right" isAnimationActive={false} dataKey={line.key} name={line.key} stroke={chart.color(line.color)} strokeWidth={2} strokeDasharray="6 3" dot={{ r: 3 }} connectNulls>
          <LabelList dataKey={line.key} position="right" formatter={valueLabel(format)} {...label(chart)} />
        </Line>
      </ComposedChart>
    </Chart.Root>
  );
}
