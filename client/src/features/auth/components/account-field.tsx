import { Field, Input } from '@chakra-ui/react';
import type { UseFormReturn, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountValidationKey } from '../account-form.schema';

interface AccountFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
}

/** One labelled input of the registration and password forms, with its translated error. */
export function AccountField<T extends FieldValues>({ form, name, label, type = 'text', autoComplete }: AccountFieldProps<T>) {
  const { t } = useTranslation();
  const message = form.formState.errors[name]?.message;
  return (
    <Field.Root invalid={!!message} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type={type} autoComplete={autoComplete} {...form.register(name)} />
      <Field.ErrorText>{typeof message === 'string' ? t(message as AccountValidationKey) : null}</Field.ErrorText>
    </Field.Root>
  );
}
