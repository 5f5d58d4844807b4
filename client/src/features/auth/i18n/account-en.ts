import type { accountPl } from './account-pl';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** English texts of registration and password reset (registered in src/i18n/en.ts under `account`). */
export const accountEn: Strings<typeof accountPl> = {
  email: 'E-mail',
  password: 'Password',
  passwordRepeat: 'Repeat password',
  firstName: 'First name',
  lastName: 'Last name',
  numer_zewnetrzny: 'Shop customer number',
  register: {
    subtitleOpen: 'Create a customer account with your shop customer number.',
    closed: 'Registration is turned off. Ask an administrator for an account.',
    submit: 'Sign up',
    success: 'Your account was created',
  },
  forgot: {
    subtitleMail: "Enter your account's e-mail. We will send a link to set a new password.",
    noMail: 'To regain access, ask an administrator. An administrator can set a new password in the Users module.',
    submit: 'Send link',
    sent: 'If an account with this address exists, we sent it a link to set a new password. The link is valid for one hour.',
  },
  reset: {
    title: 'Set a new password',
    subtitle: 'Enter a new password for your account.',
    submit: 'Set password',
    done: 'Your password was changed. You can sign in now.',
    invalidLink: 'The link is invalid or expired. Ask for a new one.',
  },
  validation: {
    required: 'This field is required',
    email: 'Please enter a valid e-mail',
    passwordMin: 'The password must have at least 8 characters',
    passwordMax: 'The password may have at most 72 bytes',
    passwordMismatch: 'The passwords differ',
    tooLong: 'The value is too long',
    taken: 'This value is already in use',
    invalid: 'Invalid value',
  },
  errors: {
    generic: 'Something went wrong, please try again later',
    closed: 'Registration is turned off. Ask an administrator.',
  },
};
