import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { parseInput } from '../../platform/validation.js';
import { PasswordResetConfirmSchema, PasswordResetRequestSchema, RegisterSchema } from './account.input.js';
import type { AccountService } from './account.service.js';
import { AuthSettings, PasswordResetInput, RegisterInput } from './account.types.js';
import { LoginResult } from './auth.types.js';

/** Registration and password reset: the same operations as the /api/auth REST paths. */
@Resolver()
export class AccountResolver {
  constructor(private readonly accounts: AccountService) {}

  @Allow('authSettings')
  @Query(() => AuthSettings, { description: 'Whether registration is open and reset links can be mailed' })
  authSettings(): AuthSettings {
    return this.accounts.settings();
  }

  @Allow('register')
  @Mutation(() => LoginResult, { description: 'Creates a client (role 1) account and signs it in; REGISTRATION=open only' })
  register(@Arg('input', () => RegisterInput, { description: 'The new account' }) input: RegisterInput, @Ctx() ctx: GraphqlContext): Promise<LoginResult> {
    return this.accounts.register(ctx, parseInput(RegisterSchema, { ...input }, 'input'));
  }

  @Allow('passwordResetRequest')
  @Mutation(() => Boolean, { description: 'Mails a reset link if the account exists; always answers true' })
  async passwordResetRequest(@Arg('email', () => String, { description: 'The account\'s e-mail' }) email: string, @Ctx() ctx: GraphqlContext): Promise<boolean> {
    await this.accounts.requestPasswordReset(ctx, parseInput(PasswordResetRequestSchema, { email }).email);
    return true;
  }

  @Allow('passwordResetConfirm')
  @Mutation(() => Boolean, { description: 'Sets a new password with a token from the reset link' })
  async passwordResetConfirm(@Arg('input', () => PasswordResetInput, { description: 'The token from the link and the new password' }) input: PasswordResetInput, @Ctx() ctx: GraphqlContext): Promise<boolean> {
    await this.accounts.confirmPasswordReset(ctx, parseInput(PasswordResetConfirmSchema, { ...input }, 'input'));
    return true;
  }
}
