import {
  GraphQLError,
  Kind,
  getOperationAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { authorize } from '../authorization/authorize.js';
import type { Actor } from '../context.js';
import { AppError } from '../errors.js';
import type { PolicyTable } from '../authorization/policies.js';

/** Root fields an operation selects, through fragments and inline fragments. */
function rootFieldNames(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  const names: string[] = [];
  for (const sel of selectionSet.selections) {
    if (sel.kind === Kind.FIELD) names.push(sel.name.value);
    else if (sel.kind === Kind.INLINE_FRAGMENT) names.push(...rootFieldNames(sel.selectionSet, fragments, seen));
    else if (sel.kind === Kind.FRAGMENT_SPREAD && !seen.has(sel.name.value)) {
      seen.add(sel.name.value);
      const frag = fragments.get(sel.name.value);
      if (frag) names.push(...rootFieldNames(frag.selectionSet, fragments, seen));
    }
  }
  return names;
}

/** The policy a root field declared with @Allow, if any. */
export function policyOfField(type: GraphQLObjectType, field: string): string | undefined {
  const policy = type.getFields()[field]?.extensions?.policy;
  return typeof policy === 'string' ? policy : undefined;
}

/** Runs before execution, for HTTP and WebSocket operations alike: every root field must
 *  declare a policy, and the caller must satisfy it. Throws a GraphQLError with the code. */
export function enforcePolicies(policies: PolicyTable, schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, actor: Actor | null): void {
  const op = getOperationAST(document, operationName ?? undefined);
  if (!op) return; // graphql's own validation reports this
  const rootType =
    op.operation === 'query' ? schema.getQueryType() : op.operation === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  if (!rootType) return;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  for (const field of rootFieldNames(op.selectionSet, fragments)) {
    if (field.startsWith('__')) continue; // introspection is open: the playground needs it
    if (!rootType.getFields()[field]) continue; // unknown field: validation answers
    try {
      authorize(policies, policyOfField(rootType, field) ?? `${op.operation}.${field}`, actor);
    } catch (err) {
      throw toGraphqlError(err as AppError);
    }
  }
}

export function toGraphqlError(err: AppError): GraphQLError {
  return new GraphQLError(err.message, {
    extensions: { code: err.code, ...(err.fields ? { fields: err.fields } : {}), ...(err.details ?? {}) },
  });
}
