import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'What the sign-in pages may offer' })
export class AuthSettings {
  @Field(() => Boolean, { description: 'Self-registration of client accounts (REGISTRATION=open)' })
  registrationOpen!: boolean;

  @Field(() => Boolean, { description: 'Password reset links by e-mail (SMTP_URL configured)' })
  passwordResetByEmail!: boolean;
}

@InputType()
export class RegisterInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'At least 8 characters, at most 72 bytes' })
  password!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String, { description: 'The shop customer number' })
  numer_zewnetrzny!: string;
}

@InputType()
export class PasswordResetInput {
  @Field(() => String, { description: 'The token from the e-mailed link' })
  token!: string;

  @Field(() => String)
  password!: string;
}
