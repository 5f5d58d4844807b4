import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'An e-mail (as username) and password' })
export class LoginInput {
  @Field(() => String, { description: 'The e-mail address' })
  username!: string;

  @Field(() => String, { description: 'The password' })
  password!: string;
}

@ObjectType({ description: 'A signed-in session' })
export class LoginResult {
  @Field(() => String, { description: 'Send it as Authorization: Bearer <access_token>' })
  access_token!: string;

  @Field(() => Int, { description: '1 client, 2 office, 3 warehouse, 4 admin' })
  role!: number;

  @Field(() => Int, { description: 'The user\'s employee number' })
  numer_pracownika!: number;
}
