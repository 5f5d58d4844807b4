import { Alert, Box, Button, chakra, Field, HStack, IconButton, Input, List, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describeDrillingRules, drillingLimits, renderViolation, type DrillingRules } from '../../../../../../domain/manufacturing/index';
import { SchemaDrawing } from '../../../../shared/ui/schema-drawing';
import type { schemasPl } from '../../i18n/pl';
import type { useSchemaForm } from '../hooks/use-schema-form';
import { elementMessages, type SchemaFormValues } from '../schema-form';

type SchemaForm = ReturnType<typeof useSchemaForm>;
interface RowsProps {
  form: UseFormReturn<SchemaFormValues>;
  check: SchemaForm['check'];
  serverErrors: SchemaForm['serverErrors'];
  lang: SchemaForm['lang'];
}

const k = <K extends keyof typeof schemasPl.form>(key: K) => `manufacturing.schemas.form.${key}` as const;

/** One input of a hole / cut-out row; it keeps its visible label (a placeholder is gone once typed in). */
function Cell({ form, path, label, testId }: { form: UseFormReturn<SchemaFormValues>; path: Path<SchemaFormValues>; label: string; testId: string }) {
  return (
    <Field.Root flex="1" minW="5.5rem" gap="0.5">
      <Field.Label fontSize="xs" data-testid={`${testId}-label`}>
        {label}
      </Field.Label>
      <Input size="sm" inputMode={testId.endsWith('-id') ? 'text' : 'decimal'} autoComplete="off" {...form.register(path)} data-testid={testId} />
    </Field.Root>
  );
}

/** The schema's holes, one row each, with the rules each one breaks. */
export function SchemaHoleRows({ form, check, serverErrors, lang }: RowsProps) {
  const { t } = useTranslation();
  const holes = useFieldArray({ control: form.control, name: 'holes' });
  const cell = (path: Path<SchemaFormValues>, label: string, testId: string) => <Cell form={form} path={path} label={label} testId={testId} />;
  return (
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
  );
}

/** The schema's cut-outs, one row each, with the rules each one breaks. */
export function SchemaCutoutRows({ form, check, serverErrors, lang }: RowsProps) {
  const { t } = useTranslation();
  const cutouts = useFieldArray({ control: form.control, name: 'cutouts' });
  const cell = (path: Path<SchemaFormValues>, label: string, testId: string) => <Cell form={form} path={path} label={label} testId={testId} />;
  return (
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
  );
}

/** The live drawing, whether every rule holds, and the rules for this thickness. */
export function SchemaChecks({ check, rules: activeRules, lang, thicknessMax }: { check: SchemaForm['check']; rules: DrillingRules; lang: SchemaForm['lang']; thicknessMax: string }) {
  const { t } = useTranslation();
  const thickness = check.schema?.thicknessMax ?? Number(thicknessMax.replace(',', '.'));
  const limits = Number.isFinite(thickness) && thickness > 0 ? drillingLimits(thickness, activeRules) : null;
  const violationsForDrawing = check.violations.map((v) => ({ elementId: v.elementId, message: renderViolation(v, lang) }));
  const thicknessProblem = check.violations.find((v) => v.code === 'THICKNESS_OUT_OF_RANGE');
  return (
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
  );
}
