import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';

@ObjectType('User', { description: 'A member of staff or a customer account. Never carries password data.' })
export class UserType {
  @Field(() => Int, { description: 'The user\'s id' })
  id!: number;

  @Field(() => String, { description: 'The e-mail to sign in with' })
  email!: string;

  @Field(() => String, { description: 'First name' })
  firstName!: string;

  @Field(() => String, { description: 'Last name' })
  lastName!: string;

  @Field(() => Int, { description: '1 klient, 2 pracownik_biura, 3 pracownik_magazynu, 4 admin' })
  role!: number;

  @Field(() => Int, { description: 'Employee number' })
  numer_pracownika!: number;

  @Field(() => String, { nullable: true, description: 'External number (the shop checks it with GET /api/user-check)' })
  numer_zewnetrzny!: string | null;

  @Field(() => Boolean, { description: 'May sign in' })
  active!: boolean;

  @Field(() => GraphQLDateTimeISO, { description: 'When the account was created' })
  createdAt!: Date;
}

@ObjectType('UserList', { description: 'One page of users: { items totalCount page limit totalPages } like every list' })
export class UserListType extends PageType(UserType) {}

@InputType({ description: 'A new user' })
export class UserCreateInput {
  @Field(() => String, { description: 'The e-mail to sign in with' })
  email!: string;

  @Field(() => String, { description: 'At least 8 characters, at most 72 bytes' })
  password!: string;

  @Field(() => String, { description: 'First name' })
  firstName!: string;

  @Field(() => String, { description: 'Last name' })
  lastName!: string;

  @Field(() => Int, { description: '1 client, 2 office, 3 warehouse, 4 admin' })
  role!: number;

  @Field(() => Int, { description: 'Employee number (unique)' })
  numer_pracownika!: number;

  @Field(() => String, { nullable: true, description: 'External number (unique)' })
  numer_zewnetrzny?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'May sign in (default true)' })
  active?: boolean;
}

@InputType({ description: 'Only the fields given change. Passwords change through userResetPassword.' })
export class UserUpdateInput {
  @Field(() => String, { nullable: true, description: 'The e-mail to sign in with' })
  email?: string;

  @Field(() => String, { nullable: true, description: 'First name' })
  firstName?: string;

  @Field(() => String, { nullable: true, description: 'Last name' })
  lastName?: string;

  @Field(() => Int, { nullable: true, description: '1 client, 2 office, 3 warehouse, 4 admin' })
  role?: number;

  @Field(() => Int, { nullable: true, description: 'Employee number (unique)' })
  numer_pracownika?: number;

  @Field(() => String, { nullable: true, description: 'External number (unique)' })
  numer_zewnetrzny?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'May sign in' })
  active?: boolean;
}
