import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, Field, Input, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InventoryStockItemFragment } from '../../../gql/graphql';
import { locationFormSchema, stockFormSchema, type LocationForm, type StockForm } from '../change-form.schema';

interface ShellProps {
  open: boolean;
  title: string;
  busy: boolean;
  testId: string;
  onClose(): void;
  onSubmit(): void;
  children: React.ReactNode;
}

function FormDialog({ open, title, busy, testId, onClose, onSubmit, children }: ShellProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} asChild>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                onSubmit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('inventories.actions.cancel')}
                </Button>
                <Button type="submit" colorPalette="teal" loading={busy} data-testid="dialog-save">
                  {t('inventories.actions.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Zmiana lokalizacji: the current location is the guard the server checks. */
export function LocationDialog({ item, busy, onClose, onSave }: { item: InventoryStockItemFragment; busy: boolean; onClose(): void; onSave(value: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const form = useForm<LocationForm>({ resolver: zodResolver(locationFormSchema(item.location)), defaultValues: { nowa_lokalizacja: '' } });
  const error = form.formState.errors.nowa_lokalizacja?.message;
  return (
    <FormDialog
      open
      title={t('inventories.locationForm.title', { index: item.index })}
      busy={busy}
      testId="location-dialog"
      onClose={onClose}
      onSubmit={form.handleSubmit(async (v) => {
        if (await onSave(v.nowa_lokalizacja.trim())) onClose();
      })}
    >
      <Stack gap="3">
        <Text>
          {t('inventories.locationForm.current')}: <b>{item.location}</b>
        </Text>
        <Field.Root invalid={!!error}>
          <Field.Label>{t('inventories.locationForm.next')}</Field.Label>
          <Input autoFocus data-testid="new-location" {...form.register('nowa_lokalizacja')} />
          {error && <Field.ErrorText>{t(error as never)}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

/** Zmiana stanu: a new quantity (never below zero) and the reason, both required. */
export function StockDialog({ item, busy, onClose, onSave }: { item: InventoryStockItemFragment; busy: boolean; onClose(): void; onSave(value: number, reason: string): Promise<boolean> }) {
  const { t } = useTranslation();
  const form = useForm<StockForm>({ resolver: zodResolver(stockFormSchema(item.quantity)), defaultValues: { nowy_stan: String(item.quantity), powod_zmiany: '' } });
  const errors = form.formState.errors;
  return (
    <FormDialog
      open
      title={t('inventories.stockForm.title', { index: item.index })}
      busy={busy}
      testId="stock-dialog"
      onClose={onClose}
      onSubmit={form.handleSubmit(async (v) => {
        if (await onSave(Number(v.nowy_stan), v.powod_zmiany.trim())) onClose();
      })}
    >
      <Stack gap="3">
        <Text>
          {t('inventories.stockForm.current')}: <b>{item.quantity}</b> {item.unit}
        </Text>
        <Field.Root invalid={!!errors.nowy_stan}>
          <Field.Label>{t('inventories.stockForm.next')}</Field.Label>
          <Input autoFocus inputMode="numeric" data-testid="new-stock" {...form.register('nowy_stan')} />
          {errors.nowy_stan?.message && <Field.ErrorText>{t(errors.nowy_stan.message as never)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.powod_zmiany}>
          <Field.Label>{t('inventories.stockForm.reason')}</Field.Label>
          <Textarea rows={2} data-testid="stock-reason" {...form.register('powod_zmiany')} />
          {errors.powod_zmiany?.message && <Field.ErrorText>{t(errors.powod_zmiany.message as never)}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
