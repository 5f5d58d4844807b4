import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../../shared/message/message-store';
import { useUserCreateMutation, useUserResetPasswordMutation, useUserUpdateMutation, type UserFieldsFragment } from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import { emptyUserForm, serverFieldKey, userCreateSchema, userEditSchema, type UserFormInput, type UserFormValues } from '../user-form.schema';

const FORM_FIELDS = new Set<string>(Object.keys(emptyUserForm));

function toFormInput(user: UserFieldsFragment | null): UserFormInput {
  if (!user) return emptyUserForm;
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    numer_pracownika: user.numer_pracownika,
    numer_zewnetrzny: user.numer_zewnetrzny ?? '',
    active: user.active,
    password: '',
  };
}

/**
 * The create / edit form of a user: zod validation, the mutations, server field errors mapped
 * onto their fields, success through the message dialog. `user` null means create.
 */
export function useUserForm(user: UserFieldsFragment | null, onSaved: () => void) {
  const { t } = useTranslation();
  const form = useForm<UserFormInput, unknown, UserFormValues>({
    resolver: zodResolver(user ? userEditSchema : userCreateSchema),
    defaultValues: toFormInput(user),
    mode: 'onSubmit',
  });
  useEffect(() => form.reset(toFormInput(user)), [user, form]);

  const [createUser, create] = useUserCreateMutation();
  const [updateUser, update] = useUserUpdateMutation();
  const [resetPassword, reset] = useUserResetPasswordMutation();

  const onSubmit = form.handleSubmit(async (values) => {
    const name = `${values.firstName} ${values.lastName}`;
    const fields = {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
      role: values.role,
      numer_pracownika: values.numer_pracownika,
      numer_zewnetrzny: values.numer_zewnetrzny || null,
      active: values.active,
    };
    try {
      if (!user) {
        await createUser({ variables: { input: { ...fields, password: values.password } } });
        showMessage({ message: t('users.messages.created', { name }) });
      } else {
        await updateUser({ variables: { id: user.id, input: fields } });
        if (values.password) {
          await resetPassword({ variables: { id: user.id, password: values.password } });
          showMessage({ message: t('users.messages.passwordReset', { name }) });
        } else {
          showMessage({ message: t('users.messages.updated', { name }) });
        }
      }
      onSaved();
    } catch (error) {
      const { code, fields: reasons } = readServerError(error);
      const known = Object.keys(reasons).filter((field) => FORM_FIELDS.has(field));
      for (const field of known) {
        form.setError(field as Path<UserFormInput>, { message: serverFieldKey(code, field) });
      }
      if (known.length === 0) {
        const message = code === 'NOT_FOUND' ? t('users.messages.notFound') : t('users.messages.failed');
        showMessage({ message, isError: true });
      }
    }
  });

  const saving = create.loading || update.loading || reset.loading || form.formState.isSubmitting;
  return { form, onSubmit, saving, canSave: !saving && (form.formState.isDirty || !user) };
}
