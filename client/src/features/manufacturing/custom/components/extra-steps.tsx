import { Box, Button, Field, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { glassKindLabelKey, typeRules, type ManufacturingType } from '../../../../../../domain/manufacturing/index';
import { DEFAULT_PALLET_HEIGHTS_CM, emptyPane, GLASS_KIND_OPTIONS, liveGlassWeightKg, liveWidthSpec, type FieldErrors, type RecordFormValues } from '../record-form';

interface Props {
  type: ManufacturingType;
  form: UseFormReturn<RecordFormValues>;
  errors: FieldErrors;
  schemas: ReadonlyArray<{ id: number; code: string; name: string }>;
  palletHeights?: readonly number[];
}

const nextPartName = (taken: string[]) => {
  for (let i = 0; i < 26; i++) {
    const name = String.fromCharCode(65 + i);
    if (!taken.some((p) => p.trim().toUpperCase() === name)) return name;
  }
  return '';
};

/** Only the chosen type's extra steps (domain table), with the width specification and the glass weight computed live. */
export function ExtraSteps({ type, form, errors, schemas, palletHeights = DEFAULT_PALLET_HEIGHTS_CM }: Props) {
  const { t } = useTranslation();
  const c = (key: string, values?: Record<string, unknown>) => t(`manufacturing.custom.form.${key}` as never, values as never) as unknown as string;
  const err = (path: string) => {
    const e = errors[path];
    if (!e) return undefined;
    return e.startsWith('!') ? e.slice(1) : c(`errors.${e}`);
  };
  const steps = typeRules(type).steps;
  const fixedDim = useFieldArray({ control: form.control, name: 'fixedDim' });
  const sideWalls = useFieldArray({ control: form.control, name: 'sideWalls' });
  const panes = useFieldArray({ control: form.control, name: 'panes' });
  const [fixedValues, sideValues, paneValues] = useWatch({ control: form.control, name: ['fixedDim', 'sideWalls', 'panes'] });
  const spec = liveWidthSpec({ fixedDim: fixedValues ?? [], sideWalls: sideValues ?? [] });
  const glassKg = liveGlassWeightKg(paneValues ?? []);
  const allParts = () => [...form.getValues('fixedDim'), ...form.getValues('sideWalls')].map((p) => p.part);

  const partList = (list: 'fixedDim' | 'sideWalls', array: { fields: Array<{ id: string }>; remove(i: number): void; append(row: { part: string; value: string }): void }) => (
    <Stack gap="2" data-testid={`width-${list}`}>
      <Text fontWeight="medium">{c(list)}</Text>
      {array.fields.map((row, i) => (
        <HStack key={row.id} gap="2" align="start">
          <Field.Root invalid={!!err(`${list}.${i}.part`)} maxW="7rem">
            <Input size="sm" aria-label={c('partName', { n: i + 1 })} autoComplete="off" {...form.register(`${list}.${i}.part`)} data-testid={`${list}-${i}-part`} />
            <Field.ErrorText>{err(`${list}.${i}.part`)}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!err(`${list}.${i}.value`)} maxW="9rem">
            <Input size="sm" inputMode="decimal" aria-label={c('partValue', { n: i + 1 })} placeholder="cm" autoComplete="off" {...form.register(`${list}.${i}.value`)} data-testid={`${list}-${i}-value`} />
            <Field.ErrorText>{err(`${list}.${i}.value`)}</Field.ErrorText>
          </Field.Root>
          <Button size="sm" variant="ghost" onClick={() => array.remove(i)} aria-label={c('removePart', { n: i + 1 })}>
            ×
          </Button>
        </HStack>
      ))}
      {errors[list] && <Text color="fg.error" fontSize="sm">{err(list)}</Text>}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => array.append({ part: nextPartName(allParts()), value: '' })} data-testid={`${list}-add`}>
        {c(list === 'fixedDim' ? 'addFixed' : 'addSide')}
      </Button>
    </Stack>
  );

  return (
    <Stack gap="5" data-testid="extra-steps" data-type={type}>
      {steps.widthSpec !== 'none' && (
        <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
          <Text as="legend" px="1" fontWeight="semibold">
            {t('manufacturingDomain.steps.widthSpec')}
          </Text>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {partList('fixedDim', fixedDim)}
            {partList('sideWalls', sideWalls)}
          </Grid>
          <HStack gap="6" mt="3" wrap="wrap" fontSize="lg" aria-live="polite" data-testid="width-result">
            <Text>
              {c('width')}: <b data-testid="width-value">{spec.width ?? '–'}</b> mm
            </Text>
            <Text>
              {c('anotherWidth')}: <b data-testid="another-width-value">{spec.anotherWidth ?? '–'}</b> mm
            </Text>
            <Text>
              {c('difference')}: <b data-testid="difference-value">{spec.difference ?? '–'}</b> mm
            </Text>
          </HStack>
        </Box>
      )}

      {steps.dimensions !== 'none' && (
        <Box as="fieldset" borderWidth="1px" rounded="md" p="3">
          <Text as="legend" px="1" fontWeight="semibold">
            {c('panes')}
          </Text>
          <Stack gap="2">
            {panes.fields.map((row, i) => (
              <Grid key={row.id} templateColumns={{ base: '1fr 1fr', md: '5rem repeat(3, 1fr) 1.3fr auto' }} gap="2" alignItems="start" data-testid={`pane-${i}`}>
                <Input size="sm" aria-label={c('panePart', { n: i + 1 })} placeholder={c('part')} autoComplete="off" {...form.register(`panes.${i}.part`)} data-testid={`pane-${i}-part`} />
                {(['widthMm', 'heightMm', 'thicknessMm'] as const).map((f) => (
                  <Field.Root key={f} invalid={!!err(`panes.${i}.${f}`)}>
                    <Input size="sm" inputMode="decimal" aria-label={c(`pane.${f}`, { n: i + 1 })} placeholder={c(`paneShort.${f}`)} autoComplete="off" {...form.register(`panes.${i}.${f}`)} data-testid={`pane-${i}-${f}`} />
                    <Field.ErrorText>{err(`panes.${i}.${f}`)}</Field.ErrorText>
                  </Field.Root>
                ))}
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field aria-label={c('pane.glassKind', { n: i + 1 })} {...form.register(`panes.${i}.glassKind`)} data-testid={`pane-${i}-glassKind`}>
                    {GLASS_KIND_OPTIONS.map((k) => (
                      <option key={k} value={k}>
                        {t(glassKindLabelKey(k))}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Button size="sm" variant="ghost" onClick={() => panes.remove(i)} aria-label={c('removePane', { n: i + 1 })}>
                  ×
                </Button>
              </Grid>
            ))}
            {errors.panes && <Text color="fg.error" fontSize="sm">{err('panes')}</Text>}
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => panes.append(emptyPane(steps.widthSpec !== 'none' ? nextPartName(form.getValues('panes').map((p) => p.part)) : ''))} data-testid="pane-add">
              {c('addPane')}
            </Button>
          </Stack>
        </Box>
      )}

      {steps.drillingSchema !== 'none' && (
        <Field.Root invalid={!!err('schemaId')}>
          <Field.Label>{t('manufacturingDomain.steps.drillingSchema')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('schemaId')} data-testid="schema-select">
              <option value="">{c('noSchema')}</option>
              {schemas.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.code} – {s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{err('schemaId')}</Field.ErrorText>
        </Field.Root>
      )}

      {steps.weight !== 'none' && (
        <Field.Root invalid={!!err('weightKg')}>
          <Field.Label>{c('weight')}</Field.Label>
          <Input inputMode="decimal" autoComplete="off" maxW="12rem" placeholder={glassKg !== null ? String(glassKg) : 'kg'} {...form.register('weightKg')} data-testid="weight-input" />
          <Field.HelperText data-testid="weight-computed">{glassKg !== null ? c('weightComputed', { kg: glassKg.toLocaleString('pl-PL') }) : c('weightScale')}</Field.HelperText>
          <Field.ErrorText>{err('weightKg')}</Field.ErrorText>
        </Field.Root>
      )}

      {steps.palletHeight !== 'none' && (
        <Field.Root invalid={!!err('palletHeightCm')}>
          <Field.Label>{t('manufacturingDomain.steps.palletHeight')}</Field.Label>
          <HStack gap="2" wrap="wrap" role="radiogroup" aria-label={t('manufacturingDomain.steps.palletHeight')}>
            {palletHeights.map((h) => {
              const chosen = form.watch('palletHeightCm') === String(h);
              return (
                <Button key={h} size="lg" role="radio" aria-checked={chosen} variant={chosen ? 'solid' : 'outline'} onClick={() => form.setValue('palletHeightCm', String(h))} data-testid={`pallet-height-${h}`}>
                  {h} cm
                </Button>
              );
            })}
          </HStack>
          <Field.ErrorText>{err('palletHeightCm')}</Field.ErrorText>
        </Field.Root>
      )}

      <Field.Root>
        <Field.Label>{c('notes')}</Field.Label>
        <Input autoComplete="off" {...form.register('notes')} data-testid="notes-input" />
      </Field.Root>
    </Stack>
  );
}
