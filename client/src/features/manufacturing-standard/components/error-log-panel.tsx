import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../app/api/api-fetch';
import { showMessage } from '../../../app/message/message-store';
import { useStandardErrorLogsQuery, type StandardErrorLogsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { DataTable } from '../../../shared/ui/data-table';
import { defaultRange, rangeProblem } from '../error-log-range';

type Row = StandardErrorLogsQuery['standardManufacturingErrorLogs']['items'][number];

/** Dziennik błędów: one worker's failed checks and ERP errors over Warsaw days, and its XLSX
 *  through the platform export (GET .../error-logs/export). */
export function ErrorLogPanel({ defaultWorker }: { defaultWorker: number }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const initial = defaultRange();
  const [worker, setWorker] = useState(String(defaultWorker));
  const [startDate, setStartDate] = useState(initial.startDate);
  const [endDate, setEndDate] = useState(initial.endDate);
  const [asked, setAsked] = useState({ numer_pracownika: defaultWorker, ...initial });
  const problem = rangeProblem(startDate, endDate);
  const workerNumber = Number(worker);
  const workerOk = Number.isInteger(workerNumber) && workerNumber > 0;
  const { data, loading } = useStandardErrorLogsQuery({ variables: { input: { ...asked, limit: 100 } }, fetchPolicy: 'cache-and-network' });
  const list = data?.standardManufacturingErrorLogs;

  const exportXlsx = async () => {
    const q = new URLSearchParams({ numer_pracownika: String(asked.numer_pracownika), startDate: asked.startDate, endDate: asked.endDate, format: 'xlsx' });
    try {
      const response = await apiFetch(`/api/manufacturing/standard-manufacturing/error-logs/export?${q}`);
      const url = URL.createObjectURL(await response.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `dziennik-bledow-${asked.numer_pracownika}-${asked.startDate}-${asked.endDate}.xlsx`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      showMessage({ message: s('messages.failed', { message: String(error) }), isError: true });
    }
  };

  return (
    <Stack gap="3" data-testid="standard-error-log">
      <Text as="h3" fontWeight="semibold" fontSize="lg">
        {s('errorLog.title')}
      </Text>
      <HStack gap="3" wrap="wrap" align="end">
        <Stack gap="1">
          <Text asChild fontSize="sm">
            <label htmlFor="error-log-worker">{s('errorLog.worker')}</label>
          </Text>
          <Input id="error-log-worker" width="36" inputMode="numeric" value={worker} onChange={(e) => setWorker(e.target.value)} />
        </Stack>
        <Stack gap="1">
          <Text asChild fontSize="sm">
            <label htmlFor="error-log-start">{s('errorLog.startDate')}</label>
          </Text>
          <Input id="error-log-start" type="date" width="44" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
        </Stack>
        <Stack gap="1">
          <Text asChild fontSize="sm">
            <label htmlFor="error-log-end">{s('errorLog.endDate')}</label>
          </Text>
          <Input id="error-log-end" type="date" width="44" value={endDate} onChange={(e) => setEndDate(e.target.value)} />
        </Stack>
        <Button onClick={() => setAsked({ numer_pracownika: workerNumber, startDate, endDate })} disabled={!workerOk || problem !== null || !startDate || !endDate} data-testid="error-log-load">
          {s('errorLog.load')}
        </Button>
        <Button variant="outline" onClick={() => void exportXlsx()} disabled={!list || list.totalCount === 0} data-testid="error-log-export">
          {s('errorLog.export')}
        </Button>
      </HStack>
      {!workerOk && <Text color="fg.error">{s('errorLog.workerRequired')}</Text>}
      {problem && <Text color="fg.error">{s(`errorLog.${problem}`)}</Text>}
      <DataTable<Row, 'date' | 'entry' | 'index' | 'kind' | 'message'>
        testId="error-log-table"
        loading={loading && !list}
        empty={s('errorLog.empty')}
        rows={list?.items ?? []}
        rowKey={(r) => r.id}
        columns={[
          { key: 'date', header: s('columns.date'), cell: (r) => formatDate(r.createdAt) },
          { key: 'entry', header: s('columns.entry'), mono: true, cell: (r) => r.entryId },
          { key: 'index', header: s('columns.index'), mono: true, cell: (r) => r.index },
          { key: 'kind', header: s('columns.kind'), cell: (r) => (r.kind === 'ERP' ? s('errorLog.kindErp') : s('errorLog.kindCheck')) },
          { key: 'message', header: s('columns.message'), cell: (r) => r.message },
        ]}
      />
      {list && <Text fontSize="sm" color="fg.muted">{s('errorLog.total', { count: list.totalCount })}</Text>}
    </Stack>
  );
}
