import { Alert, Box, Button, chakra, CloseButton, Drawer, Field, Grid, HStack, IconButton, Input, List, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeDrillingRules, drillingLimits, renderViolation, type DrillingRules } from '../../../../../../domain/manufacturing/index';
import type { DrillingSchemaFieldsFragment } from '../../../../gql/graphql';
import { SchemaDrawing } from '../../../../shared/ui/schema-drawing';
import type { schemasPl } from '../../i18n/pl';
import { useSchemaForm } from '../hooks/use-schema-form';
import { useSchemaDetail } from '../hooks/use-schemas';
import { CORNERS, elementMessages, type SchemaFormValues } from '../schema-form';

interface SchemaEditorProps {
  open: boolean;
  /** null: a new schema. */
  schemaId: number | null;
  rules: DrillingRules | undefined;
  onClose(): void;
  onSaved(): void;
}

/** Create or edit a drilling schema: the live drawing and the rule checks as the user types; each
 *  broken rule shows on its hole (or cut-out) and in red on the drawing. */
export function SchemaEditor({ open, schemaId, rules, onClose, onSaved }: SchemaEditorProps) {
  const schema = useSchemaDetail(schemaId, open);
  if (open && schemaId !== null && !schema) return null;
  return <SchemaEditorForm open={open} schema={schema} rules={rules} onClose={onClose} onSaved={onSaved} />;
}

function SchemaEditorForm({ open, schema, rules, onClose, onSaved }: { open: boolean; schema: DrillingSchemaFieldsFragment | null; rules: DrillingRules | undefined; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const { form, onSubmit, saving, check, serverErrors, lang, rules: activeRules } = useSchemaForm(schema, rules, onSaved);
  const holes = useFieldArray({ control: form.control, name: 'holes' });
  const cutouts = useFieldArray({ control: form.control, name: 'cutouts' });
  const { errors } = form.formState;
  const k = <K extends keyof typeof schemasPl.form>(key: K) => `manufacturing.schemas.form.${key}` as const;
  const topError = (name: keyof SchemaFormValues) => (errors[name]?.message as string | undefined) ?? check.fieldErrors[name] ?? serverErrors[name];

  const top = (name: 'code' | 'name' | 'thicknessMin' | 'thicknessMax' | 'paneWidth' | 'paneHeight', mode: 'text' | 'decimal' = 'decimal') => (
    <Field.Root invalid={!!topError(name)} required>
      <Field.Label>{t(k(name))}</Field.Label>
      <Input inputMode={mode} autoComplete="off" {...form.register(name)} data-testid={`schema-${name}`} />
      <Field.ErrorText>{topError(name)}</Field.ErrorText>
    </Field.Root>
  );
  // Each input of a hole / cut-out row keeps its visible label (a placeholder is gone once typed in).
  const cell = (path: Path<SchemaFormValues>, label: string, testId: string) => (
    <Field.Root flex="1" minW="5.5rem" gap="0.5">
      <Field.Label fontSize="xs" data-testid={`${testId}-label`}>
        {label}
      </Field.Label>
      <Input size="sm" inputMode={testId.endsWith('-id') ? 'text' : 'decimal'} autoComplete="off" {...form.register(path)} data-testid={testId} />
    </Field.Root>
  );
  const thickness = check.schema?.thicknessMax ?? Number(form.getValues('thicknessMax').replace(',', '.'));
  const limits = Number.isFinite(thickness) && thickness > 0 ? drillingLimits(thickness, activeRules) : null;
  const violationsForDrawing = check.violations.map((v) => ({ elementId: v.elementId, message: renderViolation(v, lang) }));
  const thicknessProblem = check.violations.find((v) => v.code === 'THICKNESS_OUT_OF_RANGE');

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="xl" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="schema-editor">
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Drawer.Header>
                <Drawer.Title>{schema ? t(k('editTitle'), { code: schema.code }) : t(k('createTitle'))}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
                  <Stack gap="4">
                    <Grid templateColumns="1fr 2fr" gap="3">
                      {top('code', 'text')}
                      {top('name', 'text')}
                      {top('thicknessMin')}
                      {top('thicknessMax')}
                      {top('paneWidth')}
                      {top('paneHeight')}
                    </Grid>
                    <Field.Root>
                      <Field.Label>{t(k('referenceCorner'))}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...form.register('referenceCorner')} data-testid="schema-referenceCorner">
                          {CORNERS.map((c) => (
                            <option key={c} value={c}>
                              {t(`manufacturingDomain.corners.${c}`)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>

                    <Stack gap="2">
                      <HStack justify="space-between">
                        <Text fontWeight="semibold">{t(k('holes'))}</Text>
                        <Button size="xs" variant="outline" onClick={() => holes.append({ id: `H${holes.fields.length + 1}`, x: '', y: '', diameter: '', countersink: '' })} data-testid="schema-add-hole">
                          {t(k('addHole'))}
                        </Button>
                      </HStack>
                      {holes.fields.map((f, i) => {
                        const messages = elementMessages('holes', i, check, serverErrors, lang);
                        return (
                          <Box as="fieldset" key={f.id} data-testid={`schema-hole-${i}`} borderWidth="1px" borderColor={messages.length ? 'border.error' : 'border'} rounded="md" p="2">
                            <chakra.legend srOnly>{t(k('holeRow'), { n: i + 1 })}</chakra.legend>
                            <HStack gap="2" align="end" wrap="wrap">
                              {cell(`holes.${i}.id`, t(k('id')), `hole-${i}-id`)}
                              {cell(`holes.${i}.x`, t(k('x')), `hole-${i}-x`)}
                              {cell(`holes.${i}.y`, t(k('y')), `hole-${i}-y`)}
                              {cell(`holes.${i}.diameter`, t(k('diameter')), `hole-${i}-diameter`)}
                              {cell(`holes.${i}.countersink`, t(k('countersink')), `hole-${i}-countersink`)}
                              <IconButton size="sm" variant="ghost" aria-label={`${t(k('remove'))}: ${t(k('holeRow'), { n: i + 1 })}`} onClick={() => holes.remove(i)}>
                                ✕
                              </IconButton>
                            </HStack>
                            {messages.map((m) => (
                              <Text key={m} color="fg.error" fontSize="sm" mt="1" role="alert" data-testid={`hole-${i}-error`}>
                                {m}
                              </Text>
                            ))}
                          </Box>
                        );
                      })}
                    </Stack>

                    <Stack gap="2">
                      <HStack justify="space-between">
                        <Text fontWeight="semibold">{t(k('cutouts'))}</Text>
                        <Button size="xs" variant="outline" onClick={() => cutouts.append({ id: `C${cutouts.fields.length + 1}`, x: '0', y: '', width: '', height: '', cornerRadius: '' })}>
                          {t(k('addCutout'))}
                        </Button>
                      </HStack>
                      {cutouts.fields.map((f, i) => {
                        const messages = elementMessages('cutouts', i, check, serverErrors, lang);
                        return (
                          <Box as="fieldset" key={f.id} data-testid={`schema-cutout-${i}`} borderWidth="1px" borderColor={messages.length ? 'border.error' : 'border'} rounded="md" p="2">
                            <chakra.legend srOnly>{t(k('cutoutRow'), { n: i + 1 })}</chakra.legend>
                            <HStack gap="2" align="end" wrap="wrap">
                              {cell(`cutouts.${i}.id`, t(k('id')), `cutout-${i}-id`)}
                              {cell(`cutouts.${i}.x`, t(k('x')), `cutout-${i}-x`)}
                              {cell(`cutouts.${i}.y`, t(k('y')), `cutout-${i}-y`)}
                              {cell(`cutouts.${i}.width`, t(k('width')), `cutout-${i}-width`)}
                              {cell(`cutouts.${i}.height`, t(k('height')), `cutout-${i}-height`)}
                              {cell(`cutouts.${i}.cornerRadius`, t(k('cornerRadius')), `cutout-${i}-radius`)}
                              <IconButton size="sm" variant="ghost" aria-label={`${t(k('remove'))}: ${t(k('cutoutRow'), { n: i + 1 })}`} onClick={() => cutouts.remove(i)}>
                                ✕
                              </IconButton>
                            </HStack>
                            {messages.map((m) => (
                              <Text key={m} color="fg.error" fontSize="sm" mt="1" role="alert">
                                {m}
                              </Text>
                            ))}
                          </Box>
                        );
                      })}
                    </Stack>
                  </Stack>

                  <Stack gap="3">
                    <Text fontWeight="semibold">{t(k('drawing'))}</Text>
                    {check.schema ? (
                      <SchemaDrawing schema={check.schema} violations={violationsForDrawing} lang={lang} label={t(k('drawing'))} h="28rem" borderWidth="1px" rounded="md" p="2" data-testid="schema-editor-drawing" />
                    ) : (
                      <Text color="fg.muted">{t(k('incomplete'))}</Text>
                    )}
                    {check.schema &&
                      (check.violations.length === 0 ? (
                        <Alert.Root status="success" size="sm" data-testid="schema-checks-ok">
                          <Alert.Indicator />
                          <Alert.Title>{t(k('checksOk'))}</Alert.Title>
                        </Alert.Root>
                      ) : (
                        <Alert.Root status="error" size="sm" data-testid="schema-checks-bad">
                          <Alert.Indicator />
                          <Alert.Content>
                            <Alert.Title>{t(k('checksBad'), { count: check.violations.length })}</Alert.Title>
                            {thicknessProblem && <Alert.Description>{renderViolation(thicknessProblem, lang)}</Alert.Description>}
                          </Alert.Content>
                        </Alert.Root>
                      ))}
                    <Box fontSize="sm" color="fg.muted" data-testid="schema-rules">
                      <Text fontWeight="semibold">{t('manufacturing.schemas.rulesTitle')}</Text>
                      {limits && (
                        <Text>
                          {t('manufacturing.schemas.rulesFor', { thickness: limits.thickness, diameter: limits.diameterMin, edge: limits.edgeMin, spacing: limits.spacingMin, corner: limits.cornerMin })}
                        </Text>
                      )}
                      <List.Root ps="4">
                        {describeDrillingRules(activeRules, lang).map((line) => (
                          <List.Item key={line}>{line}</List.Item>
                        ))}
                      </List.Root>
                    </Box>
                  </Stack>
                </Grid>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t(k('cancel'))}
                </Button>
                <Button type="submit" loading={saving} disabled={saving || !check.schema || check.violations.length > 0} data-testid="schema-save">
                  {t(k('save'))}
                </Button>
              </Drawer.Footer>
            </form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t(k('close'))} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

