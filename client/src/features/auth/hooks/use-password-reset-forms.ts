import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAccountPasswordResetMutation, useAccountPasswordResetRequestMutation } from '../../../gql/graphql';
import { readServerError } from '../../../shared/server-errors';
import { forgotPasswordFormSchema, resetPasswordFormSchema, type ForgotPasswordFormValues, type ResetPasswordFormValues } from '../account-form.schema';

type Outcome = 'idle' | 'done' | 'invalidLink' | 'failed';

/** Asks for a reset link. The server answers the same whether or not the account exists. */
export function useForgotPasswordForm() {
  const form = useForm<ForgotPasswordFormValues>({ resolver: zodResolver(forgotPasswordFormSchema), defaultValues: { email: '' } });
  const [request, { loading }] = useAccountPasswordResetRequestMutation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request({ variables: { email } });
      setOutcome('done');
    } catch {
      setOutcome('failed');
    }
  });
  return { form, onSubmit, submitting: loading || form.formState.isSubmitting, outcome };
}

/** Sets the new password with the token from the e-mailed link. */
export function useResetPasswordForm(token: string) {
  const form = useForm<ResetPasswordFormValues>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', passwordRepeat: '' } });
  const [reset, { loading }] = useAccountPasswordResetMutation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset({ variables: { input: { token, password } } });
      setOutcome('done');
    } catch (error) {
      setOutcome(readServerError(error).fields.token ? 'invalidLink' : 'failed');
    }
  });
  return { form, onSubmit, submitting: loading || form.formState.isSubmitting, outcome };
}
