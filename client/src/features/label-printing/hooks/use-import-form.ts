import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { useOperationStatus } from '../../../shared/operation-status/use-operation-status';
import { importFormSchema, type ImportFormValues } from '../label-forms.schema';
import { importLabels, type RowProblem } from './import-labels';

const EMPTY: ImportFormValues = { file: null, pasted: '' };

const newOperationId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `import-${Date.now()}`);

/**
 * The import form (zod + react-hook-form): a CSV/XLSX file or pasted CSV rows, sent as a file to
 * POST /api/quick-print/import (no GraphQL operation takes a file). A refused batch is a report of
 * its bad rows; a file-level refusal or a failure is one message, in the user's language where
 * the server's reason is known.
 */
export function useImportForm(onImported: () => void, onClose: () => void) {
  const { t } = useTranslation();
  const form = useForm<ImportFormValues>({ resolver: zodResolver(importFormSchema), defaultValues: EMPTY });
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<RowProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [operationId, setOperationId] = useState<string | null>(null);
  const progress = useOperationStatus(busy ? operationId : null);
  const reasons = t('labelPrinting.reasons', { returnObjects: true }) as Record<string, string>;

  /** The file-level reasons the server gives (unknown columns, no header). */
  const fileReason = (message: string) => {
    const unknown = /^unknown columns: (.*)$/.exec(message);
    if (unknown) return t('labelPrinting.import.unknownColumns', { columns: unknown[1] });
    if (/column is missing$/.test(message)) return t('labelPrinting.import.noHeader');
    return reasons[message] ?? message;
  };
  const reasonOf = (reason: string) => (reason.startsWith('is not a label column') ? t('labelPrinting.import.notAColumn') : (reasons[reason] ?? reason));

  const close = () => {
    form.reset(EMPTY);
    setProblems(null);
    setFailure(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(
    async ({ file, pasted }) => {
      setProblems(null);
      setFailure(null);
      const source = file ?? new Blob([pasted], { type: 'text/csv' });
      const opId = newOperationId();
      setOperationId(opId);
      setBusy(true);
      try {
        const outcome = await importLabels(source, file?.name ?? 'wiersze.csv', opId);
        if (outcome.ok) {
          showMessage({ message: t('labelPrinting.import.success') });
          onImported();
          close();
        } else if (outcome.rows.length) setProblems(outcome.rows);
        else setFailure(t('labelPrinting.import.failed', { reason: fileReason(outcome.message) }));
      } catch (err) {
        setFailure(t('labelPrinting.import.failed', { reason: err instanceof Error ? err.message : String(err) }));
      } finally {
        setBusy(false);
      }
    },
    () => {
      setProblems(null);
      setFailure(null);
    },
  );

  const missing = form.formState.errors.file?.message;
  return {
    form,
    onSubmit,
    close,
    busy,
    problems,
    reasonOf,
    /** The one message under the fields: nothing chosen, or why the server refused the file. */
    error: missing ? t(missing as 'labelPrinting.import.nothing') : failure,
    progress: busy && progress.status?.status === 'IN_PROGRESS' ? progress.status.message : null,
  };
}
