import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';

@ObjectType('User', { description: 'A member of staff or a customer account. Never carries password data.' })
export class UserType {
  @Field(() => ID)
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
