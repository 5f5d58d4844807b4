import { Box, Button, Checkbox, CloseButton, Drawer, Field, Grid, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GLASS_KINDS, MANUFACTURING_TYPES } from '../../../../../domain/manufacturing/index';
import type { ManufacturingDataFieldsFragment } from '../../../gql/graphql';
import { SchemaDrawing } from '../../../shared/ui/schema-drawing';
import { useManufacturingDataForm } from '../hooks/use-manufacturing-data-form';
import { useSchemaChoice } from '../hooks/use-schema-choice';
import type { MdValidationKey } from '../manufacturing-data-form.schema';

interface Props {
  open: boolean;
  row: ManufacturingDataFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

type TextField = 'index' | 'name' | 'thicknessMm' | 'widthMm' | 'heightMm' | 'weightKg' | 'labelsPerPiece';

/** Create or edit a manufacturing data row: the computed weight shows live; the default schema is
 *  picked from the list, with its drawing. */
export function ManufacturingDataDrawer({ open, row, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'pl';
  const { form, onSubmit, saving, canSave, computedWeight } = useManufacturingDataForm(row, onSaved);
  const { errors } = form.formState;
  const error = (name: keyof typeof errors) => {
    const message = errors[name]?.message;
    return message ? t(message as MdValidationKey) : undefined;
  };
  const [overrideWeight, schemaId] = useWatch({ control: form.control, name: ['overrideWeight', 'defaultSchemaId'] });
  const { offered, chosen } = useSchemaChoice(open, schemaId);

  const text = (name: TextField, label: string, opts: { required?: boolean; help?: string; mode?: 'text' | 'decimal' | 'numeric' } = {}) => (
    <Field.Root invalid={!!errors[name]} required={opts.required}>
      <Field.Label>
        {label}
        {opts.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input inputMode={opts.mode ?? 'text'} autoComplete="off" {...form.register(name)} data-testid={`md-${name}`} />
      {opts.help && <Field.HelperText>{opts.help}</Field.HelperText>}
      <Field.ErrorText>{error(name)}</Field.ErrorText>
    </Field.Root>
  );
  const f = (key: string) => t(`manufacturingData.form.${key}` as never) as unknown as string;

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="md" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="manufacturing-data-drawer">
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Drawer.Header>
                <Drawer.Title>{row ? t('manufacturingData.form.editTitle', { index: row.index }) : t('manufacturingData.form.createTitle')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  {text('index', f('index'), { required: true, help: f('indexHelp') })}
                  {text('name', f('name'), { required: true })}
                  <Grid templateColumns="1fr 1fr" gap="3">
                    <Field.Root required>
                      <Field.Label>{f('type')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...form.register('type')} data-testid="md-type">
                          {MANUFACTURING_TYPES.map((code) => (
                            <option key={code} value={code}>
                              {t(`manufacturingDomain.types.${code}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root required>
                      <Field.Label>{f('glassKind')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...form.register('glassKind')} data-testid="md-glassKind">
                          {GLASS_KINDS.map((kind) => (
                            <option key={kind} value={kind}>
                              {t(`manufacturingDomain.glassKinds.${kind}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </Grid>
                  <Grid templateColumns="1fr 1fr 1fr" gap="3">
                    {text('thicknessMm', f('thicknessMm'), { required: true, mode: 'decimal' })}
                    {text('widthMm', f('widthMm'), { mode: 'numeric' })}
                    {text('heightMm', f('heightMm'), { mode: 'numeric' })}
                  </Grid>
                  <Text fontSize="sm" color="fg.muted">
                    {f('sizeHelp')}
                  </Text>
                  <Box borderWidth="1px" rounded="md" p="3">
                    <Text fontWeight="semibold">{f('weight')}</Text>
                    <Text fontSize="sm" data-testid="md-computed-weight">
                      {computedWeight === null ? f('noComputedWeight') : t('manufacturingData.form.computedWeight', { kg: lang === 'pl' ? String(computedWeight).replace('.', ',') : computedWeight })}
                    </Text>
                    <Controller
                      control={form.control}
                      name="overrideWeight"
                      render={({ field }) => (
                        <Checkbox.Root mt="2" checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>{f('overrideWeight')}</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                    />
                    {overrideWeight && <Box mt="2">{text('weightKg', f('weightKg'), { required: true, mode: 'decimal' })}</Box>}
                  </Box>
                  <Field.Root invalid={!!errors.defaultSchemaId}>
                    <Field.Label>{f('defaultSchema')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('defaultSchemaId')} data-testid="md-defaultSchemaId">
                        <option value="">{f('noSchema')}</option>
                        {offered.map((s) => (
                          <option key={s.id} value={String(s.id)}>
                            {s.code} — {s.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{error('defaultSchemaId')}</Field.ErrorText>
                  </Field.Root>
                  {chosen && String(chosen.id) === schemaId && <SchemaDrawing schema={chosen as never} lang={lang} label={chosen.code} h="16rem" borderWidth="1px" rounded="md" p="2" data-testid="md-schema-drawing" />}
                  {text('labelsPerPiece', f('labelsPerPiece'), { required: true, mode: 'numeric' })}
                  <Controller
                    control={form.control}
                    name="active"
                    render={({ field }) => (
                      <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                        <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                        <Checkbox.Control />
                        <Checkbox.Label>{f('active')}</Checkbox.Label>
                      </Checkbox.Root>
                    )}
                  />
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose}>
                  {f('cancel')}
                </Button>
                <Button type="submit" loading={saving} disabled={!canSave} data-testid="md-save">
                  {f('save')}
                </Button>
              </Drawer.Footer>
            </form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={f('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
