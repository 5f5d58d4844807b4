import { Button, CloseButton, Drawer, Field, Grid, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DrillingRules } from '../../../../../../domain/manufacturing/index';
import type { DrillingSchemaFieldsFragment } from '../../../../gql/graphql';
import type { schemasPl } from '../../i18n/pl';
import { useSchemaForm } from '../hooks/use-schema-form';
import { useSchemaDetail } from '../hooks/use-schemas';
import { CORNERS, type SchemaFormValues } from '../schema-form';
import { SchemaChecks, SchemaCutoutRows, SchemaHoleRows } from './schema-editor-parts';

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

                    <SchemaHoleRows form={form} check={check} serverErrors={serverErrors} lang={lang} />

                    <SchemaCutoutRows form={form} check={check} serverErrors={serverErrors} lang={lang} />
                  </Stack>

                  <SchemaChecks check={check} rules={activeRules} lang={lang} thicknessMax={form.getValues('thicknessMax')} />
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

