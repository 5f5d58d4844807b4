import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { dataImportSchema, type DataImportValues } from '../manufacturing-data-form.schema';
import { importManufacturingData, type ImportOutcome } from './transfer';


/**
 * The import form of the whole table (react-hook-form + zod): "check" sends the file as a dry run
 * and shows what it would do or its bad rows; "run" imports all rows or none, then closes. A new
 * file forgets the last outcome. The file goes as multipart to POST /api/manufacturing-data/import.
 */
export function useDataImportForm(onImported: () => void, onClose: () => void) {
  const { t } = useTranslation();
  const form = useForm<DataImportValues>({ resolver: zodResolver(dataImportSchema), defaultValues: { file: null } });
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    form.reset({ file: null });
    setOutcome(null);
    onClose();
  };
  const send = (dryRun: boolean) =>
    form.handleSubmit(async ({ file }) => {
      if (!file) return;
      setBusy(true);
      try {
        const result = await importManufacturingData(file, dryRun);
        setOutcome(result);
        if (result.ok && !result.dryRun) {
          showMessage({ message: t('manufacturingData.messages.imported') });
          onImported();
          close();
        }
      } finally {
        setBusy(false);
      }
    });

  return {
    form,
    check: send(true),
    run: send(false),
    close,
    busy,
    outcome,
    hasFile: form.watch('file') !== null,
    chooseFile: (file: File | null) => {
      form.setValue('file', file);
      setOutcome(null);
    },
  };
}
