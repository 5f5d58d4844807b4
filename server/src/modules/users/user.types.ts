import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PageType } from '../../platform/pagination.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';

@ObjectType('User', { description: 'A member of staff or a customer account. Never carries password data.' })
export class UserType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => Int, { description: '1 klient, 2 pracownik_biura, 3 pracownik_magazynu, 4 admin' })
  role!: number;

  @Field(() => Int)
  numer_pracownika!: number;

  @Field(() => String, { nullable: true })
  numer_zewnetrzny!: string | null;

  @Field(() => Boolean)
  active!: boolean;

  @Field(() => GraphQLDateTimeISO)
  createdAt!: Date;
}

@ObjectType('UserList', { description: 'One page of users: { items totalCount page limit totalPages } like every list' })
export class UserListType extends PageType(UserType) {}

@InputType()
export class UserCreateInput {
  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'At least 8 characters, at most 72 bytes' })
  password!: string;

  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => Int)
  role!: number;

  @Field(() => Int)
  numer_pracownika!: number;

  @Field(() => String, { nullable: true })
  numer_zewnetrzny?: string | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean;
}

@InputType({ description: 'Only the fields given change. Passwords change through userResetPassword.' })
export class UserUpdateInput {
  @Field(() => String, { nullable: true })
  email?: string;

  @Field(() => String, { nullable: true })
  firstName?: string;

  @Field(() => String, { nullable: true })
  lastName?: string;

  @Field(() => Int, { nullable: true })
  role?: number;

  @Field(() => Int, { nullable: true })
  numer_pracownika?: number;

  @Field(() => String, { nullable: true })
  numer_zewnetrzny?: string | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean;
}
