import { Button, Checkbox, CloseButton, Drawer, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../gql/graphql';
import { useUserForm } from '../hooks/use-user-form';
import { ROLE_OPTIONS, type UserValidationKey } from '../user-form.schema';

interface UserFormDrawerProps {
  open: boolean;
  /** null: a new user. */
  user: UserFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

/** Create or edit a user in a drawer; errors (ours and the server's) show on their fields. */
export function UserFormDrawer({ open, user, onClose, onSaved }: UserFormDrawerProps) {
  const { t } = useTranslation();
  const { form, onSubmit, saving, canSave } = useUserForm(user, onSaved);
  const { errors } = form.formState;
  const error = (name: keyof typeof errors) => {
    const message = errors[name]?.message;
    return message ? t(message as UserValidationKey) : undefined;
  };
  const text = (name: 'email' | 'firstName' | 'lastName' | 'numer_pracownika' | 'numer_zewnetrzny' | 'password', label: string, type = 'text', required = true, help?: string) => (
    <Field.Root invalid={!!errors[name]} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input type={type} autoComplete={type === 'password' ? 'new-password' : 'off'} {...form.register(name)} />
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{error(name)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="md" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="user-form-drawer">
            <form onSubmit={onSubmit} noValidate style={{ display: 'contents' }}>
              <Drawer.Header>
                <Drawer.Title>{user ? t('users.form.editTitle') : t('users.form.createTitle')}</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Stack gap="4">
                  {text('email', t('users.form.email'), 'email')}
                  {text('firstName', t('users.form.firstName'))}
                  {text('lastName', t('users.form.lastName'))}
                  <Field.Root invalid={!!errors.role} required>
                    <Field.Label>{t('users.form.role')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('role')}>
                        {ROLE_OPTIONS.map((role) => (
                          <option key={role} value={role}>
                            {t(`roles.${role}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{error('role')}</Field.ErrorText>
                  </Field.Root>
                  {text('numer_pracownika', t('users.form.numer_pracownika'), 'number')}
                  {text('numer_zewnetrzny', t('users.form.numer_zewnetrzny'), 'text', false)}
                  <Field.Root invalid={!!errors.active}>
                    <Controller
                      control={form.control}
                      name="active"
                      render={({ field }) => (
                        <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)}>
                          <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                          <Checkbox.Control />
                          <Checkbox.Label>{t('users.form.active')}</Checkbox.Label>
                        </Checkbox.Root>
                      )}
                    />
                    <Field.ErrorText>{error('active')}</Field.ErrorText>
                  </Field.Root>
                  {user
                    ? text('password', t('users.form.newPassword'), 'password', false, t('users.form.newPasswordHelp'))
                    : text('password', t('users.form.password'), 'password')}
                </Stack>
              </Drawer.Body>
              <Drawer.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('users.form.cancel')}
                </Button>
                <Button type="submit" loading={saving} disabled={!canSave}>
                  {t('users.form.save')}
                </Button>
              </Drawer.Footer>
            </form>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('users.form.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
