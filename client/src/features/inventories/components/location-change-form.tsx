import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InventoryStockItemFragment } from '../../../gql/graphql';
import { useLocationSuggestions } from '../hooks/use-item-changes';
import { locationFormSchema, normaliseLocation, type LocationForm } from '../change-form.schema';

interface LocationChangeFormProps {
  item: InventoryStockItemFragment;
  pattern: string;
  example: string;
  busy: boolean;
  onCancel(): void;
  onSave(location: string): Promise<boolean>;
}

/**
 * Przenieś: the new location typed (with suggestions of the locations in use), picked from them, or
 * scanned from a location barcode (the scanner types it and Enter). It is normalised as the server
 * does (`c-18-02` -> `C-18-02`) and checked against the configured format; a location nobody uses
 * yet is only saved after an explicit confirmation, so a typo does not open a new shelf.
 */
export function LocationChangeForm({ item, pattern, example, busy, onCancel, onSave }: LocationChangeFormProps) {
  const { t } = useTranslation();
  const form = useForm<LocationForm>({ resolver: zodResolver(locationFormSchema(item.location, pattern)), defaultValues: { nowa_lokalizacja: '' } });
  const typed = form.watch('nowa_lokalizacja');
  const normalised = normaliseLocation(typed);
  const suggestions = useLocationSuggestions(normalised);
  const known = suggestions.known;
  const [confirmed, setConfirmed] = useState<string | null>(null);
  /** Set on a submit of a location not in use (a scanner's Enter may come before the suggestions). */
  const [unknown, setUnknown] = useState<string | null>(null);
  const error = form.formState.errors.nowa_lokalizacja?.message;
  const formatOk = normalised !== '' && new RegExp(pattern).test(normalised);
  const isNew = formatOk && ((!suggestions.loading && !known.includes(normalised)) || unknown === normalised);
  const needsConfirmation = isNew && confirmed !== normalised;

  return (
    <form
      noValidate
      data-testid="location-form"
      onSubmit={form.handleSubmit(async (v) => {
        const next = v.nowa_lokalizacja as unknown as string;
        if (confirmed !== next) {
          if (!(await suggestions.isInUse(next))) {
            setUnknown(next);
            return;
          }
        }
        if (await onSave(next)) onCancel();
      })}
    >
      <Stack gap="3">
        <Text fontSize="sm">
          {t('inventories.locationForm.current')}: <b>{item.location}</b>
        </Text>
        <Field.Root invalid={!!error}>
          <Field.Label>{t('inventories.locationForm.next')}</Field.Label>
          <Input autoFocus autoComplete="off" list="stock-location-suggestions" data-testid="new-location" data-scan-field="" fontFamily="mono" {...form.register('nowa_lokalizacja')} />
          <datalist id="stock-location-suggestions">
            {known.map((l) => (
              <option key={l} value={l} />
            ))}
          </datalist>
          {error ? (
            <Field.ErrorText>{t(error as never, { example })}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              {normalised && normalised !== typed.trim() ? t('inventories.locationForm.normalised', { location: normalised }) : t('inventories.locationForm.formatHint', { example })}
            </Field.HelperText>
          )}
        </Field.Root>
        {isNew && normalised !== item.location && (
          <Alert.Root status="warning" size="sm" data-testid="new-location-warning">
            <Alert.Indicator />
            <Stack gap="2">
              <Alert.Title>{t('inventories.locationForm.newLocation', { location: normalised })}</Alert.Title>
              <Checkbox.Root checked={confirmed === normalised} onCheckedChange={(e) => setConfirmed(e.checked ? normalised : null)} data-testid="confirm-new-location">
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('inventories.locationForm.confirmNew', { location: normalised })}</Checkbox.Label>
              </Checkbox.Root>
            </Stack>
          </Alert.Root>
        )}
        <HStack justify="end" gap="2">
          <Button variant="outline" size="sm" onClick={onCancel}>
            {t('inventories.actions.cancel')}
          </Button>
          <Button type="submit" colorPalette="teal" size="sm" loading={busy} disabled={needsConfirmation} data-testid="location-save">
            {t('inventories.actions.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
