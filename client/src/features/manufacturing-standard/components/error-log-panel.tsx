import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StandardErrorLogsQuery } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { DataTable } from '../../../shared/ui/data-table';
import type { ErrorLogState } from '../hooks/use-error-log';

type Row = StandardErrorLogsQuery['standardManufacturingErrorLogs']['items'][number];

/** Dziennik błędów: one worker's failed checks and ERP errors over Warsaw days, and its XLSX.
 *  Presents `useErrorLog`'s state. */
export function ErrorLogPanel({ log }: { log: ErrorLogState }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`manufacturing.standard.${key}` as never, values as never) as unknown as string;
  const { worker, setWorker, startDate, setStartDate, endDate, setEndDate, problem, workerOk } = log;

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
        <Button onClick={log.load} disabled={!log.canLoad} data-testid="error-log-load">
          {s('errorLog.load')}
        </Button>
        <Button variant="outline" onClick={() => void log.exportXlsx()} disabled={!log.totalCount} data-testid="error-log-export">
          {s('errorLog.export')}
        </Button>
      </HStack>
      {!workerOk && <Text color="fg.error">{s('errorLog.workerRequired')}</Text>}
      {problem && <Text color="fg.error">{s(`errorLog.${problem}`)}</Text>}
      <DataTable<Row, 'date' | 'entry' | 'index' | 'kind' | 'message'>
        testId="error-log-table"
        loading={log.loading}
        empty={s('errorLog.empty')}
        rows={log.rows}
        rowKey={(r) => r.id}
        columns={[
          { key: 'date', header: s('columns.date'), cell: (r) => formatDate(r.createdAt) },
          { key: 'entry', header: s('columns.entry'), mono: true, cell: (r) => r.entryId },
          { key: 'index', header: s('columns.index'), mono: true, cell: (r) => r.index },
          { key: 'kind', header: s('columns.kind'), cell: (r) => (r.kind === 'ERP' ? s('errorLog.kindErp') : s('errorLog.kindCheck')) },
          { key: 'message', header: s('columns.message'), cell: (r) => r.message },
        ]}
      />
      {log.totalCount !== null && <Text fontSize="sm" color="fg.muted">{s('errorLog.total', { count: log.totalCount })}</Text>}
    </Stack>
  );
}
