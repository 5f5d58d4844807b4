import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An integration key of the shop (the key itself is only shown when created)' })
export class ApiKeyType {
  @Field(() => Int, { description: 'The key\'s id (to revoke it)' })
  id!: number;

  @Field(() => String, { description: 'Who or what uses it' })
  name!: string;

  @Field(() => String, { description: 'The first characters of the key' })
  prefix!: string;

  @Field(() => String, { description: 'What the key may do: shop (push documents) or print-agent (register and print as a print agent)' })
  scope!: string;

  @Field(() => Date, { description: 'When it was created' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while it works' })
  revokedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it last authenticated a request' })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: 'A key just created: the key itself is shown only this once' })
export class CreatedApiKey extends ApiKeyType {
  @Field(() => String, { description: 'The key: shown this once, stored only as a hash' })
  key!: string;
}

@InputType({ description: 'A new integration API key' })
export class ApiKeyCreateInput {
  @Field(() => String, { description: 'Who or what uses it, e.g. the shop' })
  name!: string;

  @Field(() => String, { description: 'shop or print-agent' })
  scope!: string;
}
