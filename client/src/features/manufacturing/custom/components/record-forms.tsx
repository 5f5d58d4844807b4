import { Alert, Box, Button, chakra, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ManufacturingRecordDetailFragment } from '../../../../gql/graphql';
import type { MissingReport } from '../hooks/use-record-drawer';
import { useRecordEditForm } from '../hooks/use-record-edit-form';
import { useStationResources } from '../hooks/use-station-resources';
import { labelReasonSchema, MISSING_REASONS, type LabelReasonValues } from '../record-drawer-forms.schema';
import { ExtraSteps } from './extra-steps';
import { useDrawerText } from './record-details';

type RecordDetail = ManufacturingRecordDetailFragment;

/** The record's type-specific fields, as at the station, with who edits and why; a 409 is a notice and nothing typed is lost. */
export function RecordEditor({ record, myNumber, onSaved, onStale, onCancel }: { record: RecordDetail; myNumber: number; onSaved(): void; onStale(): void; onCancel(): void }) {
  const d = useDrawerText();
  const { schemas } = useStationResources();
  const edit = useRecordEditForm(record, myNumber, onSaved, onStale);
  const { conflict } = edit;
  return (
    <chakra.form borderWidth="1px" rounded="md" p="3" data-testid="record-edit-form" onSubmit={(e) => void edit.save(e)} noValidate>
      <Stack gap="4">
        <Text fontWeight="semibold">{d('editTitle')}</Text>
        {conflict && (
          <Alert.Root status={conflict.kind === 'version' ? 'warning' : 'error'} role="alert" data-testid="record-edit-conflict" data-kind={conflict.kind}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{conflict.message || d('editFailed')}</Alert.Title>
              <Alert.Description>{d(conflict.kind === 'version' ? 'conflictVersion' : conflict.kind === 'batch' ? 'conflictBatch' : 'conflictOther')}</Alert.Description>
              {conflict.kind === 'version' && (
                <HStack gap="2" mt="2">
                  <Button size="xs" colorPalette="orange" onClick={() => edit.overwrite(record.version)} data-testid="record-edit-overwrite">
                    {d('overwrite', { version: record.version })}
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => edit.discard(record)} data-testid="record-edit-discard">
                    {d('discard')}
                  </Button>
                </HStack>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        <ExtraSteps type={edit.type} form={edit.form} errors={edit.errors} schemas={schemas} />
        <HStack gap="3" align="start" wrap="wrap">
          <Field.Root invalid={edit.employeeError} maxW="12rem" required>
            <Field.Label>{d('employeeNumber')}</Field.Label>
            <Input size="sm" inputMode="numeric" autoComplete="off" value={edit.log.employee} onChange={(e) => edit.setLog({ ...edit.log, employee: e.target.value })} data-testid="record-edit-employee" />
            <Field.ErrorText>{d('employeeRequired')}</Field.ErrorText>
          </Field.Root>
          <Field.Root flex="1" minW="12rem">
            <Field.Label>{d('editNote')}</Field.Label>
            <Input size="sm" autoComplete="off" maxLength={2000} value={edit.log.note} onChange={(e) => edit.setLog({ ...edit.log, note: e.target.value })} data-testid="record-edit-note" />
          </Field.Root>
        </HStack>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette="teal" loading={edit.saving} data-testid="record-edit-save">
            {d('save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {d('cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** Reprint or void: why (recorded on the labels and in the record's log). */
export function LabelReasonForm({ kind, busy, onConfirm, onCancel }: { kind: 'reprint' | 'void'; busy: boolean; onConfirm(reason: string): void; onCancel(): void }) {
  const d = useDrawerText();
  const form = useForm<LabelReasonValues>({ resolver: zodResolver(labelReasonSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => onConfirm(reason));
  return (
    <chakra.form borderWidth="1px" rounded="md" p="3" data-testid="label-reason-form" data-kind={kind} onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="3">
        <Field.Root invalid={!!form.formState.errors.reason} required>
          <Field.Label>{d(kind === 'reprint' ? 'reprintReason' : 'voidReason')}</Field.Label>
          <Input size="sm" autoFocus autoComplete="off" maxLength={500} {...form.register('reason')} data-testid="label-reason" />
          <Field.ErrorText>{d('reasonRequired')}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" size="sm" colorPalette={kind === 'void' ? 'red' : 'teal'} loading={busy} data-testid="label-reason-submit">
            {d(kind === 'reprint' ? 'reprint' : 'voidLabels')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {d('cancel')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/** Missing glass on the record: why, which pane (or all), who, a note. */
export function MissingReportForm({ panes, myNumber, busy, onConfirm, onCancel }: { panes: RecordDetail['panes']; myNumber: number; busy: boolean; onConfirm(report: MissingReport): void; onCancel(): void }) {
  const { t } = useTranslation();
  const d = useDrawerText();
  const form = useForm<MissingReport>({ defaultValues: { reason: MISSING_REASONS[0], pane: '', note: '', employee: String(myNumber || '') } });
  const { register } = form;
  return (
    <Box as="fieldset" borderWidth="1px" rounded="md" p="3" data-testid="report-missing-form">
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{d('missingReason')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...register('reason')} data-testid="missing-reason">
              {MISSING_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`manufacturing.custom.reasons.${r}` as never)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {panes.length > 0 && (
          <Field.Root>
            <Field.Label>{d('missingPane')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...register('pane')} data-testid="missing-pane">
                <option value="">{d('missingAllPanes')}</option>
                {panes.map((p) => (
                  <option key={p.index} value={p.index}>
                    {p.index}. {p.part ?? ''} {p.widthMm} × {p.heightMm} × {p.thicknessMm}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        <Field.Root>
          <Field.Label>{d('employeeNumber')}</Field.Label>
          <Input size="sm" inputMode="numeric" {...register('employee')} data-testid="missing-employee" />
        </Field.Root>
        <Field.Root>
          <Field.Label>{d('missingNote')}</Field.Label>
          <Input size="sm" {...register('note')} />
        </Field.Root>
        <HStack gap="2">
          <Button size="sm" colorPalette="orange" loading={busy} data-testid="missing-submit" onClick={() => void form.handleSubmit(onConfirm)()}>
            {d('confirm')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {d('cancel')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
