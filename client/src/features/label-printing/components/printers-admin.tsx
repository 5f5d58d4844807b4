import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import type { PrinterAdminFieldsFragment } from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import { PrinterFormDialog } from './printer-form-dialog';
import type { PrinterFormValues } from '../label-forms.schema';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import type { PrintersAdminApi } from '../hooks/use-printers-admin';
import { ComputersTable, PrintersTable, PrintJobsTable } from './printers-tables';

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
        <PrintersTable printers={printers} testingId={testRequest.busy ? testing : null} onEdit={(p) => { setFieldErrors({}); setEditing({ printer: p }); }} onTest={runTest} onDelete={setDeleting} />
      </Stack>

      {computers && computers.length > 0 && (
        <Stack gap="3">
          <Heading as="h3" size="md">
            {t('labelPrinting.computers.title')}
          </Heading>
          <ComputersTable computers={computers} printers={printers} />
        </Stack>
      )}

      <Stack gap="3">
        <Heading as="h3" size="md">
          {t('labelPrinting.jobs.title')}
        </Heading>
        <PrintJobsTable jobs={jobs} onAction={(kind, id) => void jobAction(kind, id)} />
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
