import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An integration key of the shop (the key itself is only shown when created)' })
export class ApiKeyType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'The first characters of the key' })
  prefix!: string;

  @Field(() => String, { description: 'What the key may do: shop (push documents) or print-agent (register and print as a print agent)' })
  scope!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastUsedAt!: Date | null;
}

@ObjectType()
export class CreatedApiKey extends ApiKeyType {
  @Field(() => String, { description: 'The key: shown this once, stored only as a hash' })
  key!: string;
}

@InputType()
export class ApiKeyCreateInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'shop or print-agent' })
  scope!: string;
}
