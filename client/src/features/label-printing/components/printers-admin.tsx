import { Badge, Button, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import type { PrinterAdminFieldsFragment } from '../../../gql/graphql';
import { formatDate } from '../../../shared/format-date';
import { readServerError } from '../../../shared/server-errors';
import { PrinterFormDialog, type PrinterFormValues } from './printer-form-dialog';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import type { PrintersAdminApi } from '../hooks/use-printers-admin';
import { printErrorKey } from '../print-errors';
import { TableFrame } from '../../../shared/ui/table-frame';

const STATUS_COLORS: Record<string, string> = { QUEUED: 'gray', SENDING: 'blue', DONE: 'green', FAILED: 'red', NEEDS_ATTENTION: 'orange', CANCELLED: 'gray' };

/** Drukarki (admins): computers and printers, and the recent print jobs with their state. Its
 *  data and actions come from `usePrintersAdmin` (the page's Drukarki tab). */
export function PrintersAdmin({ api }: { api: PrintersAdminApi }) {
  const { t } = useTranslation();
  const { printers, computers, jobs, testRequest } = api;
  const [editing, setEditing] = useState<{ printer: PrinterAdminFieldsFragment | null } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [testing, setTesting] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PrinterAdminFieldsFragment | null>(null);
  const [removing, setRemoving] = useState(false);
  const reasons = t('labelPrinting.reasons', { returnObjects: true }) as Record<string, string>;
  const jobError = (error: string) => {
    const { key, detail } = printErrorKey(error);
    return t(`labelPrinting.printErrors.${key}` as 'labelPrinting.printErrors.other', { detail });
  };
  const runTest = (p: PrinterAdminFieldsFragment) => {
    setTesting(p.id);
    void testRequest.run(async (operationId) => {
      try {
        return await api.testPrint(p.id, operationId);
      } catch (err) {
        throw new Error(readServerError(err).message ?? String(err), { cause: err });
      }
    });
  };

  const save = async (v: PrinterFormValues) => {
    setFieldErrors({});
    const input = {
      name: v.name,
      computer: { name: v.computerName, hostname: v.hostname },
      driver: v.driver,
      language: v.language,
      host: v.driver === 'tcp' ? v.host : null,
      port: v.driver === 'tcp' && v.port ? Number(v.port) : null,
      queue: v.driver === 'agent' ? v.queue : null,
      folder: v.driver === 'file' ? v.folder : null,
      enabled: v.enabled,
    };
    try {
      await api.savePrinter(editing?.printer?.id ?? null, input);
      showMessage({ message: t('labelPrinting.printers.saved', { name: v.name }) });
      setEditing(null);
    } catch (err) {
      const e = readServerError(err);
      if (Object.keys(e.fields).length) setFieldErrors(Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, reasons[v] ?? v])));
      else showMessage({ message: t('labelPrinting.printers.failed', { reason: e.message ?? String(err) }), isError: true });
    }
  };

  const del = async (p: PrinterAdminFieldsFragment) => {
    setRemoving(true);
    try {
      await api.deletePrinter(p.id);
      showMessage({ message: t('labelPrinting.printers.deleted', { name: p.name }) });
    } catch (err) {
      showMessage({ message: readServerError(err).message ?? String(err), isError: true });
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };

  const jobAction = async (kind: 'resend' | 'cancel' | 'confirm', id: number) => {
    try {
      await (kind === 'resend' ? api.resendJob(id) : kind === 'confirm' ? api.confirmJob(id) : api.cancelJob(id));
      showMessage({ message: t(kind === 'resend' ? 'labelPrinting.jobs.resent' : kind === 'confirm' ? 'labelPrinting.jobs.confirmed' : 'labelPrinting.jobs.cancelled', { id }) });
    } catch (err) {
      showMessage({ message: readServerError(err).message ?? String(err), isError: true });
    }
  };

  const address = (p: PrinterAdminFieldsFragment) => (p.driver === 'tcp' ? `${p.host}:${p.port}` : p.driver === 'agent' ? p.queue : p.folder) ?? '';

  return (
    <Stack gap="6" data-testid="printers-admin">
      <Stack gap="3">
        <HStack justify="space-between">
          <Heading as="h3" size="md">
            {t('labelPrinting.printers.title')}
          </Heading>
          <Button size="sm" data-testid="printer-add" onClick={() => { setFieldErrors({}); setEditing({ printer: null }); }}>
            {t('labelPrinting.printers.add')}
          </Button>
        </HStack>
        {!printers ? (
          <Spinner />
        ) : (
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
                        <Button size="xs" variant="outline" onClick={() => { setFieldErrors({}); setEditing({ printer: p }); }}>
                          {t('labelPrinting.printers.edit')}
                        </Button>
                        <Button size="xs" variant="outline" loading={testing === p.id && testRequest.busy} onClick={() => runTest(p)} data-testid="printer-test">
                          {t('labelPrinting.printers.test')}
                        </Button>
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(p)} data-testid="printer-delete">
                          {t('labelPrinting.printers.delete')}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </TableFrame>
        )}
      </Stack>

      {computers && computers.length > 0 && (
        <Stack gap="3">
          <Heading as="h3" size="md">
            {t('labelPrinting.computers.title')}
          </Heading>
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
        </Stack>
      )}

      <Stack gap="3">
        <Heading as="h3" size="md">
          {t('labelPrinting.jobs.title')}
        </Heading>
        {!jobs ? (
          <Spinner />
        ) : jobs.length === 0 ? (
          <Text color="fg.muted">{t('labelPrinting.jobs.empty')}</Text>
        ) : (
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
                          <Button size="xs" variant="outline" colorPalette="green" data-testid="job-confirm" onClick={() => void jobAction('confirm', j.id)}>
                            {t('labelPrinting.jobs.confirm')}
                          </Button>
                        )}
                        {(j.status === 'NEEDS_ATTENTION' || j.status === 'FAILED') && (
                          <Button size="xs" variant="outline" onClick={() => void jobAction('resend', j.id)}>
                            {t(j.status === 'NEEDS_ATTENTION' ? 'labelPrinting.jobs.printAgain' : 'labelPrinting.jobs.resend')}
                          </Button>
                        )}
                        {(j.status === 'NEEDS_ATTENTION' || j.status === 'QUEUED' || j.status === 'FAILED') && (
                          <Button size="xs" variant="outline" colorPalette="red" onClick={() => void jobAction('cancel', j.id)}>
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
        )}
      </Stack>

      {testing !== null && testRequest.phase !== 'idle' && (
        <Text fontSize="sm" role="status" data-testid="printer-test-status" color={testRequest.unreachable || testRequest.failure ? 'fg.error' : undefined}>
          {testRequest.unreachable ?? testRequest.failure ?? (testRequest.phase === 'done' ? t('labelPrinting.print.success') : t('labelPrinting.print.inProgress'))}
          {testRequest.output ? ` ${t('labelPrinting.print.output', { path: testRequest.output })}` : ''}
        </Text>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('labelPrinting.printers.deleteTitle')}
        body={t('labelPrinting.printers.deleteConfirm', { name: deleting?.name ?? '' })}
        cancelLabel={t('labelPrinting.actions.cancel')}
        confirmLabel={t('labelPrinting.printers.delete')}
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void del(deleting)}
        testId="printer-delete-dialog"
        confirmTestId="printer-delete-confirm"
      />
      <PrinterFormDialog
        open={editing !== null}
        printer={editing?.printer ?? null}
        busy={api.saving}
        fieldErrors={fieldErrors}
        onClose={() => setEditing(null)}
        onSubmit={(v) => void save(v)}
      />
    </Stack>
  );
}
