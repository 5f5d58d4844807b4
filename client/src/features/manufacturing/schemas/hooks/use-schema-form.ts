import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DRILLING_RULES, type DrillingRules, type Lang } from '../../../../../../domain/manufacturing/index';
import { showMessage } from '../../../../shared/message/message-store';
import { useDrillingSchemaCreateMutation, useDrillingSchemaUpdateMutation, type DrillingSchemaFieldsFragment } from '../../../../gql/graphql';
import { readServerError } from '../../../../shared/server-errors';
import { checkSchemaForm, toFormPath, toSchemaForm, type SchemaFormValues } from '../schema-form';

const TOP_FIELDS = new Set(['code', 'name', 'thicknessMin', 'thicknessMax', 'paneWidth', 'paneHeight', 'referenceCorner']);

/**
 * The drilling schema editor: the values checked live with the domain's zod schema and the
 * workshop's rules (the same `checkSchema` the server runs), the create/update mutations, and the
 * server's field errors mapped onto their fields and holes. `schema` null means create.
 */
export function useSchemaForm(schema: DrillingSchemaFieldsFragment | null, rules: DrillingRules | undefined, onSaved: () => void) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language === 'en' ? 'en' : 'pl';
  const activeRules = rules ?? DEFAULT_DRILLING_RULES;
  const form = useForm<SchemaFormValues>({ defaultValues: toSchemaForm(schema), mode: 'onChange' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    form.reset(toSchemaForm(schema));
    setServerErrors({});
  }, [schema, form]);

  const values = useWatch({ control: form.control }) as SchemaFormValues;
  const check = useMemo(() => checkSchemaForm({ ...toSchemaForm(null), ...values, holes: values.holes ?? [], cutouts: values.cutouts ?? [] }, activeRules, lang), [values, activeRules, lang]);
  // a server error stays until the user changes something
  useEffect(() => setServerErrors({}), [values]);

  const [create, creating] = useDrillingSchemaCreateMutation();
  const [update, updating] = useDrillingSchemaUpdateMutation();

  const onSubmit = form.handleSubmit(async (v) => {
    const current = checkSchemaForm(v, activeRules, lang);
    if (!current.schema || current.violations.length > 0) {
      for (const [path, message] of Object.entries(current.fieldErrors)) if (TOP_FIELDS.has(path)) form.setError(path as Path<SchemaFormValues>, { message });
      return;
    }
    const s = current.schema;
    const input = {
      type: s.type,
      code: s.code,
      name: s.name,
      thicknessMin: s.thicknessMin,
      thicknessMax: s.thicknessMax,
      paneWidth: s.paneWidth,
      paneHeight: s.paneHeight,
      referenceCorner: s.referenceCorner,
      holes: s.holes.map((h) => ({ id: h.id, x: h.x, y: h.y, diameter: h.diameter, countersink: h.countersink ?? null })),
      cutouts: s.cutouts,
    };
    try {
      if (schema) await update({ variables: { id: schema.id, input } });
      else await create({ variables: { input } });
      showMessage({ message: t(schema ? 'manufacturing.schemas.messages.updated' : 'manufacturing.schemas.messages.created', { code: current.schema.code }) });
      onSaved();
    } catch (error) {
      const { code, fields } = readServerError(error);
      const mapped: Record<string, string> = {};
      for (const [path, reason] of Object.entries(fields)) {
        const name = toFormPath(path);
        if (TOP_FIELDS.has(name)) form.setError(name as Path<SchemaFormValues>, { message: code === 'CONFLICT' && name === 'code' ? t('manufacturing.schemas.validation.taken') : reason });
        else mapped[name] = reason;
      }
      setServerErrors(mapped);
      if (Object.keys(fields).length === 0) showMessage({ message: t('manufacturing.schemas.messages.failed'), isError: true });
    }
  });

  const saving = creating.loading || updating.loading || form.formState.isSubmitting;
  return { form, onSubmit, saving, check, serverErrors, lang, rules: activeRules };
}
