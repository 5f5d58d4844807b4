import 'reflect-metadata';
import { printType, type GraphQLNamedType } from 'graphql';
import { Arg, buildSchema, Query, Resolver } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stripNulls, withoutUndefined } from '../../src/platform/graphql/args.js';
import { doc, graphqlInput, graphqlObject } from '../../src/platform/graphql/from-zod.js';
import { isoDateTime, view, viewOf } from '../../src/platform/views.js';

const PartView = view({ name: doc(z.string(), 'Its name') });
const ThingView = view({
  id: doc(z.number().int(), 'Id'),
  weight: doc(z.number().nullable(), 'Weight'),
  band: doc(z.number().nullable(), 'A whole band', { type: 'Int' }),
  status: doc(z.enum(['A', 'B']), 'A or B'),
  ok: doc(z.literal(true), 'Always true'),
  parts: doc(z.array(PartView), 'Its parts'),
  tags: doc(z.array(z.string()).nullable(), 'Tags'),
  seenAt: doc(isoDateTime().nullable(), 'Seen'),
  note: z.string().describe('From describe'),
});
const ThingInputSchema = z.strictObject({
  name: doc(z.string().trim().min(1), 'Name'),
  count: doc(z.coerce.number().int().nullish().transform((v) => v ?? null), 'Count'),
  version: doc(z.number().int().optional(), 'Version'),
});

const Thing = graphqlObject('ZodTestThing', ThingView, { description: 'A thing' });
const Part = graphqlObject('ZodTestPart', PartView, { description: 'A part' });
const ThingInput = graphqlInput('ZodTestThingInput', ThingInputSchema, { description: 'A new thing', fields: { version: { nullable: false, description: 'The version read' } } });

@Resolver()
class ThingResolver {
  @Query(() => Thing, { description: 'A thing' })
  thing(@Arg('input', () => ThingInput, { description: 'In' }) _input: InstanceType<typeof ThingInput>): InstanceType<typeof Thing> {
    throw new Error('not called');
  }
}

describe('GraphQL types from zod (one declaration per shape)', () => {
  it('takes names, Int/Float, nullability, lists, nested objects, dates and descriptions from the zod view', async () => {
    const schema = await buildSchema({ resolvers: [ThingResolver], validate: false });
    const sdl = (name: string) => printType(schema.getType(name) as GraphQLNamedType).replace(/\n\n/g, '\n');
    expect(Part).toBeTypeOf('function');
    expect(sdl('ZodTestThing')).toBe(
      [
        '"""A thing"""',
        'type ZodTestThing {',
        '  """Id"""\n  id: Int!',
        '  """Weight"""\n  weight: Float',
        '  """A whole band"""\n  band: Int',
        '  """A or B"""\n  status: String!',
        '  """Always true"""\n  ok: Boolean!',
        '  """Its parts"""\n  parts: [ZodTestPart!]!',
        '  """Tags"""\n  tags: [String!]',
        '  """Seen"""\n  seenAt: DateTimeISO',
        '  """From describe"""\n  note: String!',
        '}',
      ].join('\n'),
    );
    expect(sdl('ZodTestThingInput')).toBe(
      ['"""A new thing"""', 'input ZodTestThingInput {', '  """Name"""\n  name: String!', '  """Count"""\n  count: Int', '  """The version read"""\n  version: Int!', '}'].join('\n'),
    );
  });

  it('refuses a field without a description, so the served schema cannot lose one', () => {
    expect(() => graphqlObject('ZodTestBare', view({ bare: z.string() }), { description: 'Bare' })).toThrow('ZodTestBare.bare: every GraphQL field needs a description');
  });
});

describe('viewOf (a mapper derived from the view)', () => {
  it('reads every view key from the row unless computed, and nothing else', () => {
    const row = { id: 3, weight: 1.5, band: null, secret: 'not in the view', seenAt: null, note: 'n', parts: [] };
    const v = viewOf(ThingView, row, { status: 'A', ok: true, tags: null });
    expect(v).toEqual({ id: 3, weight: 1.5, band: null, status: 'A', ok: true, parts: [], tags: null, seenAt: null, note: 'n' });
    expect(ThingView.parse(v)).toEqual(v);
  });
});

describe('stripNulls (GraphQL null arguments -> absent)', () => {
  it('drops nulls at every depth and keeps list items as sent', () => {
    const at = new Date(0);
    expect(stripNulls({ a: null, b: undefined, c: { d: null, e: 1, f: [{ g: null, h: 2 }, null] }, at })).toEqual({ c: { e: 1, f: [{ h: 2 }, null] }, at });
  });
  it('for edits keeps a top-level null (a field cleared on purpose) but not a nested one', () => {
    expect(withoutUndefined({ a: null, b: undefined, c: { d: null, e: 1 } })).toEqual({ a: null, c: { e: 1 } });
  });
});
