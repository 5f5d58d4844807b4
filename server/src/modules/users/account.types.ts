import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What the sign-in pages may offer' })
export class AuthSettings {
  @Field(() => Boolean, { description: 'Self-registration of client accounts (REGISTRATION=open)' })
  registrationOpen!: boolean;

  @Field(() => Boolean, { description: 'Password reset links by e-mail (SMTP_URL configured)' })
  passwordResetByEmail!: boolean;
}

@InputType({ description: 'A new client (role 1) account' })
export class RegisterInput {
  @Field(() => String, { description: 'The e-mail to sign in with' })
  email!: string;

  @Field(() => String, { description: 'At least 8 characters, at most 72 bytes' })
  password!: string;

  @Field(() => String, { description: 'First name' })
  firstName!: string;

  @Field(() => String, { description: 'Last name' })
  lastName!: string;

  @Field(() => String, { description: 'The shop customer number' })
  numer_zewnetrzny!: string;
}

@InputType({ description: 'The token from a reset link and the new password' })
export class PasswordResetInput {
  @Field(() => String, { description: 'The token from the e-mailed link' })
  token!: string;

  @Field(() => String, { description: 'The new password' })
  password!: string;
}
