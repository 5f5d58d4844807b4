import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useFormState, type Path } from 'react-hook-form';
import { isManufacturingType, type ManufacturingType } from '../../../../../../domain/manufacturing/index';
import { useManufacturingRecordUpdateMutation, type ManufacturingRecordDetailFragment } from '../../../../gql/graphql';
import { readServerError } from '../../../../shared/server-errors';
import { flattenFormErrors, formPath, recordFormSchema, toFormValues, toRecordInput, type RecordFormValues } from '../record-form';

/** Who edits and why: the log line that travels with the edit (createManufacturingLogDto). */
export interface EditLogLine {
  employee: string;
  note: string;
}

/** A refused save: someone else saved first (`changedBy`), or the record is in a closed batch. */
export type EditConflict = { kind: 'version' | 'batch' | 'other'; message: string } | null;

/**
 * Editing a record from its drawer: the station's type-specific steps (same values, same rules,
 * through zod), saved with the version read when editing began (optimistic). A 409 keeps
 * everything typed: a newer version is a notice naming who changed it, with "save anyway" (on the
 * version now read) or "discard mine"; a closed batch is a notice ("Rekord jest w zamkniętej
 * partii {nr}"). The server's field errors land on their fields.
 */
export function useRecordEditForm(record: ManufacturingRecordDetailFragment, myNumber: number, onSaved: () => void, onStale: () => void) {
  const type = (isManufacturingType(record.type) ? record.type : 'inne') as ManufacturingType;
  const schema = useMemo(() => recordFormSchema(type), [type]);
  const form = useForm<RecordFormValues>({ resolver: zodResolver(schema), defaultValues: toFormValues(record), mode: 'onSubmit' });
  const { errors } = useFormState({ control: form.control });
  const [baseVersion, setBaseVersion] = useState(record.version);
  const [log, setLog] = useState<EditLogLine>({ employee: myNumber ? String(myNumber) : '', note: '' });
  const [conflict, setConflict] = useState<EditConflict>(null);
  const [employeeError, setEmployeeError] = useState(false);
  const [update, updating] = useManufacturingRecordUpdateMutation();

  const save = form.handleSubmit(async (values) => {
    const employee = /^\d{1,9}$/.test(log.employee.trim()) ? Number(log.employee.trim()) : 0;
    setEmployeeError(!employee);
    if (!employee) return;
    const { type: _type, ...fields } = toRecordInput(type, values);
    try {
      await update({
        variables: {
          id: record.id,
          input: { ...fields, version: baseVersion, createManufacturingLogDto: { numer_pracownika: employee, action: 'UPDATED', note: log.note.trim() || null } },
        },
      });
      setConflict(null);
      onSaved();
    } catch (error) {
      const e = readServerError(error);
      if (e.code === 'CONFLICT') {
        setConflict({ kind: /zamkni/i.test(e.message ?? '') ? 'batch' : 'version', message: e.message ?? '' });
        // read the record as it is now (who changed it, its version), the form keeps what was typed
        onStale();
        return;
      }
      const entries = Object.entries(e.fields);
      for (const [path, reason] of entries) {
        if (path.startsWith('createManufacturingLogDto')) setEmployeeError(true);
        else form.setError(formPath(path) as Path<RecordFormValues>, { message: `!${reason}` });
      }
      if (!entries.length) setConflict({ kind: 'other', message: e.message ?? '' });
    }
  });

  return {
    type,
    form,
    errors: flattenFormErrors(errors),
    log,
    setLog,
    employeeError,
    conflict,
    saving: updating.loading || form.formState.isSubmitting,
    save,
    /** After a version conflict: save what is typed over the version now read (the drawer refetched it). */
    overwrite: (latestVersion: number) => {
      setBaseVersion(latestVersion);
      setConflict(null);
    },
    /** After a conflict: drop what is typed and start again from the record as it is now. */
    discard: (latest: ManufacturingRecordDetailFragment) => {
      form.reset(toFormValues(latest));
      setBaseVersion(latest.version);
      setConflict(null);
    },
  };
}

export type RecordEditForm = ReturnType<typeof useRecordEditForm>;
