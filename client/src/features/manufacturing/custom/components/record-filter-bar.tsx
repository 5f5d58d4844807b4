import { Button, Field, HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ManufacturingFilterChoicesQuery } from '../../../../gql/graphql';
import { hasFilters, periodChoices, periodOf, warsawToday, type RecordFilters } from '../record-filters';
import { useTypeLabel } from './record-card';

/** YYYY-MM-DD -> D/M/YYYY (SPEC.md section 9); empty -> '…'. */
const dmy = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? d.split('-').reverse().map((x, i) => (i < 2 ? String(Number(x)) : x)).join('/') : '…');

export type FilterChoices = ManufacturingFilterChoicesQuery['manufacturingFilters'];

interface Props {
  /** What the drop-downs offer (null while loading: only what the URL names). */
  choices: FilterChoices | null;
  /** The filters the list shows (from the URL). */
  values: RecordFilters;
  onChange(next: RecordFilters): void;
  /** Tab name for the test ids and labels. */
  testId: string;
  today?: string;
}

/** The record grid's drop-downs: type, worker, status, batch, period; every choice from `manufacturingFilters`. */
export function RecordFilterBar({ choices, values, onChange, testId, today = warsawToday() }: Props) {
  const { t, i18n } = useTranslation();
  const f = (key: string, v?: Record<string, unknown>) => t(`manufacturing.custom.filters.${key}` as never, v as never) as unknown as string;
  const typeLabel = useTypeLabel();
  const set = (name: keyof RecordFilters, value: string) => onChange({ ...values, [name]: value });
  const periods = periodChoices({ dateFrom: (choices?.dateFrom as string | null | undefined) ?? null, dateTo: (choices?.dateTo as string | null | undefined) ?? null }, today);
  const period = periodOf(values, periods);
  const monthLabel = (ym: string) => {
    const [y, m] = ym.split('-').map(Number);
    const name = new Date(Date.UTC(y!, m! - 1, 15)).toLocaleDateString(i18n.language === 'en' ? 'en-GB' : 'pl-PL', { month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' });
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  const periodLabel = (value: string) => (/^\d{4}-\d{2}$/.test(value) ? monthLabel(value) : f(`period.${value}`));
  // A value the URL names that the choices do not (yet) hold stays selectable.
  const withCurrent = <T,>(items: T[], has: (item: T) => boolean, make: () => T, current: string) => (current && !items.some(has) ? [make(), ...items] : items);

  const types = withCurrent(choices?.types ?? [], (x) => x.value === values.type, () => ({ value: values.type, count: 0 }), values.type);
  const workers = withCurrent(choices?.workers ?? [], (x) => String(x.employeeNumber) === values.worker, () => ({ employeeNumber: Number(values.worker), name: '', count: 0 }), values.worker);
  const statuses = withCurrent(choices?.statuses ?? [], (x) => x === values.status, () => values.status, values.status);
  const batches = withCurrent(choices?.batches ?? [], (x) => x.number === values.batch, () => ({ id: 0, number: values.batch }), values.batch);

  const select = (name: string, label: string, value: string, onValue: (v: string) => void, options: Array<{ value: string; label: string }>) => (
    // two to a row on a phone (one per row stacked five selects ~300 px above the first record)
    <Field.Root flex={{ base: '1 1 calc(50% - 0.375rem)', md: '0 1 auto' }} minW="0" maxW={{ base: 'full', md: '14rem' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onValue(e.target.value)} data-testid={`${testId}-filter-${name}`}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );

  return (
    <HStack as="form" role="search" aria-label={f('label')} gap="3" wrap="wrap" align="end" data-testid={`${testId}-filters`} onSubmit={(e) => e.preventDefault()}>
      {select('type', f('type'), values.type, (v) => set('type', v), [{ value: '', label: f('all') }, ...types.map((x) => ({ value: x.value, label: `${typeLabel(x.value)}${x.count ? ` (${x.count})` : ''}` }))])}
      {select('worker', f('worker'), values.worker, (v) => set('worker', v), [
        { value: '', label: f('all') },
        ...workers.map((w) => ({ value: String(w.employeeNumber), label: `${w.employeeNumber}${w.name ? ` ${w.name}` : ''}${w.count ? ` (${w.count})` : ''}` })),
      ])}
      {select('status', f('status'), values.status, (v) => set('status', v), [{ value: '', label: f('all') }, ...statuses.map((s) => ({ value: s, label: t(`manufacturing.custom.status.${s}` as never, { defaultValue: s } as never) as unknown as string }))])}
      {batches.length > 0 && select('batch', f('batch'), values.batch, (v) => set('batch', v), [{ value: '', label: f('all') }, ...batches.map((b) => ({ value: b.number, label: b.number }))])}
      {select(
        'period',
        f('periodLabel'),
        period,
        (v) => {
          const c = periods.find((p) => p.value === v);
          if (c) onChange({ ...values, dateFrom: c.dateFrom, dateTo: c.dateTo });
        },
        [
          ...(period === 'custom' ? [{ value: 'custom', label: f('customRange', { from: dmy(values.dateFrom), to: dmy(values.dateTo) }) }] : []),
          ...periods.map((p) => ({ value: p.value, label: periodLabel(p.value) })),
        ],
      )}
      {hasFilters(values) && (
        <Button size="sm" variant="ghost" onClick={() => onChange({ type: '', worker: '', status: '', batch: '', dateFrom: '', dateTo: '' })} data-testid={`${testId}-filters-clear`}>
          {f('clear')}
        </Button>
      )}
    </HStack>
  );
}
