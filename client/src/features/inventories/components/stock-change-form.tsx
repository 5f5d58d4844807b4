import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, HStack, Input, SegmentGroup, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InventoryStockItemFragment } from '../../../gql/graphql';
import { composeReason, DEFAULT_REASON, nextLevel, parseAmount, STOCK_MODES, STOCK_REASONS, stockFormSchema, type StockForm, type StockMode } from '../change-form.schema';
import { formatQuantity } from '../hooks/use-stock-settings';

interface StockChangeFormProps {
  item: InventoryStockItemFragment;
  mode: StockMode;
  decimals: boolean;
  busy: boolean;
  onCancel(): void;
  onSave(nowy_stan: number, powod_zmiany: string): Promise<boolean>;
}

/** Count (the level on the shelf), add or remove an amount; a reason chosen from the list, a note
 *  (required for "Inne"). The server gets the new level and the reason as `powod_zmiany`. */
export function StockChangeForm({ item, mode: initialMode, decimals, busy, onCancel, onSave }: StockChangeFormProps) {
  const { t } = useTranslation();
  const form = useForm<StockForm>({
    resolver: zodResolver(stockFormSchema(item.quantity, decimals)),
    defaultValues: { mode: initialMode, amount: '', reason: DEFAULT_REASON[initialMode], note: '' },
  });
  const { errors } = form.formState;
  const mode = form.watch('mode');
  const reason = form.watch('reason');
  const amount = parseAmount(form.watch('amount'), decimals);
  const preview = amount === null ? null : nextLevel(mode, item.quantity, amount);

  return (
    <form
      noValidate
      data-testid="stock-form"
      onSubmit={form.handleSubmit(async (v) => {
        const next = nextLevel(v.mode, item.quantity, parseAmount(v.amount, decimals) ?? 0);
        if (await onSave(next, composeReason(v.reason, v.note))) onCancel();
      })}
    >
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{t('inventories.stockForm.mode')}</Field.Label>
          <SegmentGroup.Root
            size="sm"
            value={mode}
            onValueChange={(e) => {
              const next = e.value as StockMode;
              form.setValue('mode', next);
              form.setValue('reason', DEFAULT_REASON[next]);
              form.clearErrors('amount');
            }}
            data-testid="stock-mode"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={STOCK_MODES.map((m) => ({ value: m, label: t(`inventories.actions.${m}`) }))} />
          </SegmentGroup.Root>
        </Field.Root>
        <Field.Root invalid={!!errors.amount}>
          <Field.Label>
            {t(`inventories.stockForm.amount.${mode}`)} ({item.unit})
          </Field.Label>
          <Input autoFocus inputMode={decimals ? 'decimal' : 'numeric'} autoComplete="off" data-testid="stock-amount" {...form.register('amount')} />
          {errors.amount?.message ? (
            <Field.ErrorText>{t(errors.amount.message as never)}</Field.ErrorText>
          ) : (
            <Field.HelperText data-testid="stock-preview">
              {t('inventories.stockForm.current')}: {formatQuantity(item.quantity)} {item.unit}
              {preview !== null && preview >= 0 ? ` · ${t('inventories.stockForm.result', { value: formatQuantity(preview), unit: item.unit })}` : ''}
            </Field.HelperText>
          )}
        </Field.Root>
        <Field.Root>
          <Field.Label id="stock-reason-label">{t('inventories.stockForm.reason')}</Field.Label>
          <Wrap gap="1.5" role="radiogroup" aria-labelledby="stock-reason-label" data-testid="stock-reasons">
            {STOCK_REASONS.map((r) => (
              <Button
                key={r}
                size="xs"
                role="radio"
                aria-checked={reason === r}
                variant={reason === r ? 'solid' : 'outline'}
                colorPalette={reason === r ? 'teal' : 'gray'}
                onClick={() => form.setValue('reason', r, { shouldValidate: form.formState.isSubmitted })}
                data-testid={`reason-${r}`}
              >
                {r}
              </Button>
            ))}
          </Wrap>
        </Field.Root>
        <Field.Root invalid={!!errors.note}>
          <Field.Label>{reason === 'Inne' ? t('inventories.stockForm.note') : t('inventories.stockForm.noteOptional')}</Field.Label>
          <Textarea rows={2} data-testid="stock-note" {...form.register('note')} />
          {errors.note?.message && <Field.ErrorText>{t(errors.note.message as never)}</Field.ErrorText>}
        </Field.Root>
        <HStack justify="end" gap="2">
          <Button variant="outline" size="sm" onClick={onCancel}>
            {t('inventories.actions.cancel')}
          </Button>
          <Button type="submit" colorPalette="teal" size="sm" loading={busy} data-testid="stock-save">
            {t('inventories.actions.save')}
          </Button>
        </HStack>
        <Text srOnly aria-live="polite">
          {preview !== null && preview >= 0 ? t('inventories.stockForm.result', { value: formatQuantity(preview), unit: item.unit }) : ''}
        </Text>
      </Stack>
    </form>
  );
}
