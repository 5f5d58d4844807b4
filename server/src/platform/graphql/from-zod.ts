/** GraphQL object and input types built from the zod schemas that already declare a shape (the
 *  views a service answers, the inputs it parses), so a field is declared once: its name, type and
 *  nullability come from zod, its GraphQL description from `doc()` beside it. */
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { ClassType } from 'type-graphql';
import { z } from 'zod';

/** What a TypeGraphQL field's type function may return: a class, scalar or enum, or a list of one. */
type ReturnTypeFuncValue = object | symbol;
type TypeThunk = () => ReturnTypeFuncValue;

export interface GraphqlFieldDoc {
  /** The field's description in the GraphQL schema. */
  description?: string;
  /** When zod's type is not the GraphQL one: `Int`/`Float` for a number, or a type for `z.unknown()`. */
  type?: 'Int' | 'Float' | TypeThunk;
  /** Overrides nullability (e.g. a field zod accepts absent but GraphQL requires). */
  nullable?: boolean;
}

/** The GraphQL side of zod fields. Kept out of zod's global registry so OpenAPI (built from the
 *  global one) does not change when a GraphQL description is added. */
const graphqlDocs = z.registry<GraphqlFieldDoc>();

/** A zod field with its GraphQL description (and type, when zod's differs): returns `schema` itself. */
export function doc<S extends z.ZodType>(schema: S, description: string, extra: Omit<GraphqlFieldDoc, 'description'> = {}): S {
  (schema as z.ZodType).register(graphqlDocs, { description, ...extra });
  return schema;
}

interface BuildOptions<S extends z.ZodObject> {
  description: string;
  /** Per-type overrides of the fields' docs, for a schema shared by two GraphQL types that word them differently. */
  fields?: Partial<Record<keyof S['shape'] & string, GraphqlFieldDoc>>;
}

type Kind = 'object' | 'input';
const built: Record<Kind, WeakMap<z.ZodType, ClassType>> = { object: new WeakMap(), input: new WeakMap() };

const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;

/** Strips the wrappers that only say "may be absent or null"; a pipe (transform, codec) is read
 *  by the side the API sees: its input for an input type, a date codec's output for an answer. */
function unwrap(schema: z.ZodType, kind: Kind): { core: z.ZodType; nullable: boolean } {
  let s = schema;
  let nullable = false;
  for (;;) {
    const d = def(s);
    if (d.type === 'nullable' || d.type === 'optional' || d.type === 'default' || d.type === 'prefault') {
      nullable = true;
      s = d.innerType as z.ZodType;
    } else if (d.type === 'readonly' || d.type === 'catch') {
      s = d.innerType as z.ZodType;
    } else if (d.type === 'pipe') {
      const out = d.out as z.ZodType;
      s = kind === 'object' && def(out).type === 'date' ? out : (d.in as z.ZodType);
    } else {
      return { core: s, nullable };
    }
  }
}

function graphqlType(schema: z.ZodType, kind: Kind, where: string): ReturnTypeFuncValue {
  const d = def(schema);
  switch (d.type) {
    case 'string':
    case 'enum':
      return String;
    case 'boolean':
      return Boolean;
    case 'date':
      return Date;
    case 'number':
      return (schema as z.ZodNumber).isInt ? Int : Float;
    case 'literal': {
      const first = (d.values as unknown[])[0];
      return typeof first === 'boolean' ? Boolean : typeof first === 'number' ? (Number.isInteger(first) ? Int : Float) : String;
    }
    case 'array':
      return [graphqlType(unwrap(d.element as z.ZodType, kind).core, kind, where)];
    case 'object': {
      const type = built[kind].get(schema);
      if (!type) throw new Error(`${where}: the nested object has no GraphQL ${kind} type (graphql${kind === 'object' ? 'Object' : 'Input'})`);
      return type;
    }
    default:
      throw new Error(`${where}: no GraphQL type for zod "${d.type}"; give one with doc(..., { type })`);
  }
}

function build<S extends z.ZodObject>(kind: Kind, name: string, schema: S, options: BuildOptions<S>): ClassType<z.output<S>> {
  const type = { [name]: class {} }[name]!;
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const where = `${name}.${key}`;
    const own = { ...graphqlDocs.get(field), ...options.fields?.[key as keyof S['shape'] & string] };
    const { core, nullable } = unwrap(field, kind);
    // Resolved when the schema is built, so a nested type may be declared after the one using it.
    const resolved = (): ReturnTypeFuncValue => (own.type === 'Int' ? Int : own.type === 'Float' ? Float : own.type ? own.type() : graphqlType(core, kind, where));
    const description = own.description ?? field.description;
    if (!description) throw new Error(`${where}: every GraphQL field needs a description (doc() or .describe())`);
    (Field(resolved, { nullable: own.nullable ?? nullable, description }) as PropertyDecorator)(type.prototype, key);
  }
  if (kind === 'object') ObjectType(name, { description: options.description })(type);
  else InputType(name, { description: options.description })(type);
  built[kind].set(schema, type);
  return type as ClassType<z.output<S>>;
}

/** The GraphQL object type of a view: its fields, types and nullability from zod. Nested view
 *  objects need their own type. */
export const graphqlObject = <S extends z.ZodObject>(name: string, schema: S, options: BuildOptions<S>) => build('object', name, schema, options);

/** The GraphQL input type of an input schema: a field is nullable when zod lets it be absent. */
export const graphqlInput = <S extends z.ZodObject>(name: string, schema: S, options: BuildOptions<S>) => build('input', name, schema, options);
