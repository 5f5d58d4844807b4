import { Badge, Button, HStack, Spinner, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PrinterAdminFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { TableFrame } from '../../../shared/ui/table-frame';
import type { PrintersAdminApi } from '../hooks/use-printers-admin';
import { printErrorKey } from '../print-errors';

const STATUS_COLORS: Record<string, string> = { QUEUED: 'gray', SENDING: 'blue', DONE: 'green', FAILED: 'red', NEEDS_ATTENTION: 'orange', CANCELLED: 'gray' };

const address = (p: PrinterAdminFieldsFragment) => (p.driver === 'tcp' ? `${p.host}:${p.port}` : p.driver === 'agent' ? p.queue : p.folder) ?? '';

/** The printers with their computer, driver, address and language; edit, test print, delete. */
export function PrintersTable(props: {
  printers: PrintersAdminApi['printers'];
  /** The printer whose test print is running. */
  testingId: number | null;
  onEdit(printer: PrinterAdminFieldsFragment): void;
  onTest(printer: PrinterAdminFieldsFragment): void;
  onDelete(printer: PrinterAdminFieldsFragment): void;
}) {
  const { t } = useTranslation();
  const { printers } = props;
  if (!printers) return <Spinner />;
  return (
    <TableFrame label={t('labelPrinting.printers.title')}>
      <Table.Root size="sm" data-testid="printers-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('labelPrinting.printers.columns.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.printers.columns.computer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.printers.columns.driver')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.printers.columns.address')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.printers.columns.language')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.printers.columns.enabled')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('labelPrinting.printers.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {printers.map((p) => (
            <Table.Row key={p.id} data-testid="printer-row" data-name={p.name}>
              <Table.Cell fontWeight="medium">{p.name}</Table.Cell>
              <Table.Cell>
                {p.computer.name} <Text as="span" color="fg.muted" fontSize="xs">({p.computer.hostname})</Text>
              </Table.Cell>
              <Table.Cell>{t(`labelPrinting.printers.drivers.${(p.driver ?? 'tcp') as 'tcp'}`)}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">{address(p)}</Table.Cell>
              <Table.Cell>{p.language.toUpperCase()}</Table.Cell>
              <Table.Cell>{p.enabled ? t('labelPrinting.printers.yes') : t('labelPrinting.printers.no')}</Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="end" gap="1">
                  <Button size="xs" variant="outline" onClick={() => props.onEdit(p)}>
                    {t('labelPrinting.printers.edit')}
                  </Button>
                  <Button size="xs" variant="outline" loading={props.testingId === p.id} onClick={() => props.onTest(p)} data-testid="printer-test">
                    {t('labelPrinting.printers.test')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => props.onDelete(p)} data-testid="printer-delete">
                    {t('labelPrinting.printers.delete')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}

/** The computers and their print agents. */
export function ComputersTable({ computers, printers }: { computers: NonNullable<PrintersAdminApi['computers']>; printers: PrintersAdminApi['printers'] }) {
  const { t } = useTranslation();
  return (
    <TableFrame label={t('labelPrinting.computers.title')}>
      <Table.Root size="sm" data-testid="computers-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('labelPrinting.computers.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.computers.hostname')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.computers.printers')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.computers.agentSeenAt')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {computers.map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell fontWeight="medium">{c.name}</Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs">
                {c.hostname}
              </Table.Cell>
              <Table.Cell>{printers?.filter((p) => p.computer.id === c.id).length ?? 0}</Table.Cell>
              <Table.Cell fontSize="xs">{c.agentSeenAt ? formatDate(c.agentSeenAt) : t('labelPrinting.computers.noAgent')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}

/** The recent print jobs and their state; what a person may do with each (confirm, print again, cancel). */
export function PrintJobsTable({ jobs, onAction }: { jobs: PrintersAdminApi['jobs']; onAction(kind: 'resend' | 'cancel' | 'confirm', id: number): void }) {
  const { t } = useTranslation();
  const jobError = (error: string) => {
    const { key, detail } = printErrorKey(error);
    return t(`labelPrinting.printErrors.${key}` as 'labelPrinting.printErrors.other', { detail });
  };
  if (!jobs) return <Spinner />;
  if (jobs.length === 0) return <Text color="fg.muted">{t('labelPrinting.jobs.empty')}</Text>;
  return (
    <TableFrame label={t('labelPrinting.jobs.title')}>
      <Table.Root size="sm" data-testid="jobs-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('labelPrinting.jobs.columns.id')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.jobs.columns.printer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.jobs.columns.what')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.jobs.columns.copies')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.jobs.columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.jobs.columns.error')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.jobs.columns.when')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('labelPrinting.jobs.columns.by')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('labelPrinting.jobs.columns.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((j) => (
            <Table.Row key={j.id} data-testid="job-row" data-status={j.status}>
              <Table.Cell>{j.id}</Table.Cell>
              <Table.Cell>{j.printerName}</Table.Cell>
              <Table.Cell fontSize="xs">{j.reference ?? t(`labelPrinting.jobs.sources.${j.source}` as 'labelPrinting.jobs.sources.quick_print', { defaultValue: j.source })}</Table.Cell>
              <Table.Cell>{j.copies}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_COLORS[j.status] ?? 'gray'}>{t(`labelPrinting.status.${j.status}`)}</Badge>
              </Table.Cell>
              <Table.Cell fontSize="xs" maxW="xs" color="fg.error">
                {j.error ? jobError(j.error) : j.output ? t('labelPrinting.print.output', { path: j.output }) : ''}
              </Table.Cell>
              <Table.Cell fontSize="xs">{formatDate(j.createdAt)}</Table.Cell>
              <Table.Cell fontSize="xs">{j.requestedByName ?? ''}</Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="end" gap="1">
                  {/* Sent, outcome unknown: the person at the printer says which it was. */}
                  {j.status === 'NEEDS_ATTENTION' && (
                    <Button size="xs" variant="outline" colorPalette="green" data-testid="job-confirm" onClick={() => onAction('confirm', j.id)}>
                      {t('labelPrinting.jobs.confirm')}
                    </Button>
                  )}
                  {(j.status === 'NEEDS_ATTENTION' || j.status === 'FAILED') && (
                    <Button size="xs" variant="outline" onClick={() => onAction('resend', j.id)}>
                      {t(j.status === 'NEEDS_ATTENTION' ? 'labelPrinting.jobs.printAgain' : 'labelPrinting.jobs.resend')}
                    </Button>
                  )}
                  {(j.status === 'NEEDS_ATTENTION' || j.status === 'QUEUED' || j.status === 'FAILED') && (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => onAction('cancel', j.id)}>
                      {t('labelPrinting.jobs.cancel')}
                    </Button>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableFrame>
  );
}
