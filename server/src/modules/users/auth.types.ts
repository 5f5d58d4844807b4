import { Field, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export class LoginInput {
  @Field(() => String, { description: 'The e-mail address' })
  username!: string;

  @Field(() => String)
  password!: string;
}

@ObjectType()
export class LoginResult {
  @Field(() => String)
  access_token!: string;

  @Field(() => Int)
  role!: number;

  @Field(() => Int)
  numer_pracownika!: number;
}
