import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  Kind,
  getOperationAST,
  isListType,
  isNonNullType,
  validate,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLScalarType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { AppError } from '../errors.js';
import type { DeclaredCost } from './cost.js';

/** What one GraphQL operation may ask for (README "Limits"). Checked before execution, on HTTP and
 *  on graphql-ws subscriptions alike; a refusal is a 400 / BAD_USER_INPUT naming the limit.
 *  The client's own operations (client/src/**\/*.graphql) stay well inside them (limits test). */
export const GRAPHQL_LIMITS = {
  /** Nesting of selection sets (introspection's `__schema` is not counted). */
  MAX_DEPTH: 10,
  /** Aliased fields in one operation, fragments included. */
  MAX_ALIASES: 15,
  /** Root fields selected by one operation. */
  MAX_ROOT_FIELDS: 10,
  /** Estimated cost: 1 per field; a field with a `limit` argument multiplies what it selects by
   *  the page size (absent: DEFAULT_PAGE_GUESS); any other list multiplies by LIST_GUESS; a field
   *  with a declared cost (cost.ts: aggregations, renders, imports) adds it. */
  MAX_COST: 25_000,
  DEFAULT_PAGE_GUESS: 25,
  LIST_GUESS: 10,
  /** Tokens in one document (the parser stops there: bounds parse time and recursion). */
  MAX_TOKENS: 5000,
  /** JSON / JSONObject arguments (quickPrintImport rows, change data): nesting and values. */
  MAX_JSON_DEPTH: 8,
  MAX_JSON_NODES: 250_000,
} as const;

type GraphqlLimitName = keyof typeof GRAPHQL_LIMITS;

function limitError(limit: GraphqlLimitName, found: number | string, what: string): AppError {
  const max = GRAPHQL_LIMITS[limit];
  return new AppError('BAD_USER_INPUT', `${what}: ${found} exceeds the limit of ${max} (${limit})`, undefined, { limit, max, found });
}

/** Parse options for Apollo Server and graphql-ws. */
export const GRAPHQL_PARSE_OPTIONS = { maxTokens: GRAPHQL_LIMITS.MAX_TOKENS };

/** Depth and aliases: the maintained rules of graphql-armor, reporting our coded error. */
function staticRules() {
  const report = (limit: 'MAX_DEPTH' | 'MAX_ALIASES', what: string) => (ctx: ValidationContext | null, err: GraphQLError) => {
    const found = /found (\d+)/.exec(err.message)?.[1] ?? '?';
    ctx?.reportError(new GraphQLError(limitError(limit, found, what).message, { extensions: { limit, found, what } }));
  };
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.MAX_DEPTH, propagateOnRejection: false, onReject: [report('MAX_DEPTH', 'Query depth')] }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.MAX_ALIASES, propagateOnRejection: false, onReject: [report('MAX_ALIASES', 'Aliases')] }),
  ];
}

function countRootFields(set: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): number {
  let n = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) n += sel.name.value === '__typename' ? 0 : 1;
    else if (sel.kind === Kind.INLINE_FRAGMENT) n += countRootFields(sel.selectionSet, fragments, seen);
    else if (!seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      const frag = fragments.get(sel.name.value);
      if (frag) n += countRootFields(frag.selectionSet, fragments, seen);
    }
  }
  return n;
}

/** Cost: a page of N items costs N times its selection; introspection costs nothing. Each field
 *  whose `limit` argument was given is noted in `paged`, so a refusal can name it. */
const estimatorNoting =
  (paged: string[]): ComplexityEstimator =>
  ({ field, args, childComplexity }) => {
    if (field.name.startsWith('__')) return 0;
    const declared = field.extensions?.cost as DeclaredCost | undefined;
    if (declared) return declaredCost(declared, args) + childComplexity;
    if (field.args.some((a) => a.name === 'limit')) {
      const given = typeof args.limit === 'number' && args.limit > 0;
      if (given) paged.push(field.name);
      const limit = given ? (args.limit as number) : GRAPHQL_LIMITS.DEFAULT_PAGE_GUESS;
      return 1 + childComplexity * limit;
    }
    const type = isNonNullType(field.type) ? field.type.ofType : field.type;
    return 1 + childComplexity * (isListType(type) ? GRAPHQL_LIMITS.LIST_GUESS : 1);
  };

const DAY_MS = 86_400_000;
const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** A declared cost for these arguments: a range of N days costs base + N * perDay (a range
 *  open at its end runs to today; a missing one is defaultDays; at most a year and a day). */
function declaredCost(cost: DeclaredCost, args: Record<string, unknown>): number {
  if (!cost.perDay) return cost.base;
  const input = (args.input ?? args) as { startDate?: unknown; endDate?: unknown } | null;
  const start = isDay(input?.startDate) ? Date.parse(`${input.startDate}T00:00:00Z`) : NaN;
  const end = isDay(input?.endDate) ? Date.parse(`${input.endDate}T00:00:00Z`) : Date.now();
  const days = Number.isNaN(start) || Number.isNaN(end) ? (cost.defaultDays ?? 1) : Math.floor((end - start) / DAY_MS) + 1;
  return cost.base + cost.perDay * Math.min(367, Math.max(1, days));
}

/** Every limit on one operation, before execution: throws a BAD_USER_INPUT AppError naming the
 *  limit. Unknown operation names and invalid documents are left to graphql's own validation. */
export function enforceLimits(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown> | undefined): void {
  const errors = validate(schema, document, staticRules(), { maxErrors: 1 });
  if (errors.length) {
    const { limit, found, what } = errors[0].extensions as { limit?: GraphqlLimitName; found: string; what: string };
    throw limit ? limitError(limit, found, what) : new AppError('BAD_USER_INPUT', errors[0].message);
  }
  const op = getOperationAST(document, operationName ?? undefined);
  if (!op) return;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  const roots = countRootFields(op.selectionSet, fragments);
  if (roots > GRAPHQL_LIMITS.MAX_ROOT_FIELDS) throw limitError('MAX_ROOT_FIELDS', roots, 'Root fields');
  let cost: number;
  const paged: string[] = [];
  try {
    cost = getComplexity({ estimators: [estimatorNoting(paged)], schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined });
  } catch {
    return; // variables that do not coerce: graphql answers with its own 400
  }
  if (cost > GRAPHQL_LIMITS.MAX_COST) {
    // The page sizes asked for are what made it costly: name them (`limit`, or `<field>.limit` for several).
    const names = [...new Set(paged)];
    const fields = Object.fromEntries(names.map((f) => [names.length === 1 ? 'limit' : `${f}.limit`, `too large: the operation's estimated cost ${cost} exceeds ${GRAPHQL_LIMITS.MAX_COST}`]));
    const err = limitError('MAX_COST', cost, 'Estimated cost');
    throw names.length ? new AppError('BAD_USER_INPUT', err.message, fields, err.details) : err;
  }
}

/** The nesting and size of a JSON value, counted without recursion (a 10,000-deep array must not
 *  overflow the stack here either). */
function measureJson(value: unknown): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    nodes++;
    if (d > depth) depth = d;
    if (depth > GRAPHQL_LIMITS.MAX_JSON_DEPTH || nodes > GRAPHQL_LIMITS.MAX_JSON_NODES) break;
    if (Array.isArray(v)) for (const x of v) stack.push([x, d + 1]);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) stack.push([x, d + 1]);
  }
  return { depth, nodes };
}

function measureLiteral(node: ASTNode): { depth: number; nodes: number } {
  let depth = 0;
  let nodes = 0;
  const stack: Array<[ASTNode, number]> = [[node, 1]];
  while (stack.length) {
    const [n, d] = stack.pop()!;
    nodes++;
    if (d > depth) depth = d;
    if (depth > GRAPHQL_LIMITS.MAX_JSON_DEPTH || nodes > GRAPHQL_LIMITS.MAX_JSON_NODES) break;
    if (n.kind === Kind.LIST) for (const x of n.values) stack.push([x, d + 1]);
    else if (n.kind === Kind.OBJECT) for (const f of n.fields) stack.push([f.value, d + 1]);
  }
  return { depth, nodes };
}

function checkJson({ depth, nodes }: { depth: number; nodes: number }, scalar: string): void {
  const too =
    depth > GRAPHQL_LIMITS.MAX_JSON_DEPTH ? limitError('MAX_JSON_DEPTH', `more than ${GRAPHQL_LIMITS.MAX_JSON_DEPTH}`, `${scalar} nesting`)
    : nodes > GRAPHQL_LIMITS.MAX_JSON_NODES ? limitError('MAX_JSON_NODES', `more than ${GRAPHQL_LIMITS.MAX_JSON_NODES}`, `${scalar} values`)
    : null;
  if (too) throw new GraphQLError(too.message, { extensions: { code: 'BAD_USER_INPUT', ...too.details } });
}

/** Bounds the JSON scalars of the schema (JSON, JSONObject from graphql-scalars) before their own
 *  parsing runs: a value nested deeper than MAX_JSON_DEPTH or with more than MAX_JSON_NODES
 *  values is refused as a bad variable / literal (400). */
export function boundJsonScalars(schema: GraphQLSchema): void {
  for (const name of ['JSON', 'JSONObject']) {
    const type = schema.getType(name) as GraphQLScalarType | undefined;
    if (!type || (type as { __bounded?: boolean }).__bounded) continue;
    const { parseValue, parseLiteral } = type;
    type.parseValue = (value) => {
      checkJson(measureJson(value), name);
      return parseValue.call(type, value);
    };
    type.parseLiteral = (ast, variables) => {
      checkJson(measureLiteral(ast), name);
      return parseLiteral.call(type, ast, variables);
    };
    (type as { __bounded?: boolean }).__bounded = true;
  }
}
