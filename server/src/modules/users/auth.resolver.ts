import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../platform/graphql/allow.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { parseInput } from '../../platform/validation.js';
import { UserType } from './user.types.js';
import { LoginInputSchema } from './auth.input.js';
import type { AuthService } from './auth.service.js';
import { LoginInput, LoginResult } from './auth.types.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Allow('login')
  @Mutation(() => LoginResult, { description: 'Signs in; same rules as POST /api/auth/login' })
  login(@Arg('input', () => LoginInput, { description: 'E-mail and password' }) input: LoginInput, @Ctx() ctx: GraphqlContext): Promise<LoginResult> {
    return this.auth.login(ctx, parseInput(LoginInputSchema, input, 'input'));
  }

  @Allow('logout')
  @Mutation(() => Boolean, { description: "Signs out: ends every session of the signed-in user (tokens refused, WebSockets closed); same as POST /api/auth/logout" })
  async logout(@Ctx() ctx: GraphqlContext): Promise<boolean> {
    await this.auth.logout(ctx);
    return true;
  }

  @Allow('me')
  @Query(() => UserType, { description: 'The signed-in user' })
  me(@Ctx() ctx: GraphqlContext): Promise<UserType> {
    return this.auth.me(ctx);
  }
}
