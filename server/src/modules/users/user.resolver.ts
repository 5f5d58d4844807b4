import { Arg, Args, ArgsType, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import { IdParamSchema } from '../../platform/params.js';
import { graphqlPage } from '../../platform/pagination.js';
import { Allow } from '../../platform/graphql/allow.js';
import { stripNulls, withoutUndefined } from '../../platform/graphql/args.js';
import type { GraphqlContext } from '../../platform/graphql/context.js';
import { parseInput } from '../../platform/validation.js';
import { UserCreateSchema, UserListQuerySchema, UserResetPasswordSchema, UserUpdateSchema } from './user.input.js';
import type { UserService } from './user.service.js';
import { UserCreateInput, UserListType, UserType, UserUpdateInput } from './user.types.js';

@ArgsType()
class UserListArgs {
  @Field(() => String, { nullable: true, description: 'Words to find in name, e-mail, numer_pracownika, numer_zewnetrzny' })
  query?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'The page, from 1' })
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 25, description: '1..100 (the screen offers 25, 50, 100)' })
  limit?: number;

  @Field(() => String, { nullable: true, description: 'id, email, firstName, lastName, role, numer_pracownika, numer_zewnetrzny, active, createdAt' })
  sort?: string;

  @Field(() => String, { nullable: true, description: 'ASC, anything else DESC' })
  order?: string;
}

/** The same operations as GET/POST/PATCH/DELETE /api/users: parse, call UserService, answer. */
@Resolver()
export class UserResolver {
  constructor(private readonly service: UserService) {}

  @Allow('userList')
  @Query(() => UserListType, { description: 'Users, searched, sorted and paginated (admin)' })
  async users(@Args(() => UserListArgs) args: UserListArgs, @Ctx() ctx: GraphqlContext): Promise<UserListType> {
    return graphqlPage(await this.service.list(ctx, parseInput(UserListQuerySchema, stripNulls(args))));
  }

  @Allow('userCreate')
  @Mutation(() => UserType, { description: 'Creates a user (admin)' })
  userCreate(@Arg('input', () => UserCreateInput, { description: 'The new user' }) input: UserCreateInput, @Ctx() ctx: GraphqlContext): Promise<UserType> {
    return this.service.create(ctx, parseInput(UserCreateSchema, { ...input }, 'input'));
  }

  @Allow('userUpdate')
  @Mutation(() => UserType, { description: 'Changes the given fields of a user (admin)' })
  userUpdate(@Arg('id', () => Int, { description: 'The user' }) id: number, @Arg('input', () => UserUpdateInput, { description: 'The fields to change' }) input: UserUpdateInput, @Ctx() ctx: GraphqlContext): Promise<UserType> {
    return this.service.update(ctx, parseInput(IdParamSchema, { id }).id, parseInput(UserUpdateSchema, withoutUndefined(input), 'input'));
  }

  @Allow('userDelete')
  @Mutation(() => Boolean, { description: 'Deletes a user (soft: what they did keeps their name) (admin)' })
  async userDelete(@Arg('id', () => Int, { description: 'The user' }) id: number, @Ctx() ctx: GraphqlContext): Promise<boolean> {
    await this.service.delete(ctx, parseInput(IdParamSchema, { id }).id);
    return true;
  }

  @Allow('userResetPassword')
  @Mutation(() => Boolean, { description: "Sets a new password for a user and ends their sessions (admin)" })
  async userResetPassword(@Arg('id', () => Int, { description: 'The user' }) id: number, @Arg('password', () => String, { description: 'The new password' }) password: string, @Ctx() ctx: GraphqlContext): Promise<boolean> {
    await this.service.resetPassword(ctx, parseInput(IdParamSchema, { id }).id, parseInput(UserResetPasswordSchema, { password }).password);
    return true;
  }
}

