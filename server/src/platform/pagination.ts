/** Paginated lists, the same way in every module (SPEC.md section 5): page from 1, limit 1..100
 *  with a per-list default, a whitelisted sort column, order ASC (anything else DESC), and the
 *  answer { data, count, page, limit, totalPages } (REST) / { items, totalCount, page, limit,
 *  totalPages } (GraphQL). */
import { type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

export type SortOrder = 'ASC' | 'DESC';

/** The messages of a page or limit parameter; one left out keeps zod's own message. */
interface NumberParamMessages {
  /** Not a number at all. */
  type?: string;
  int?: string;
  min?: string;
  max?: string;
}

const numberParam = (m: NumberParamMessages) => z.coerce.number(m.type === undefined ? undefined : { message: m.type }).int(m.int).min(1, m.min);

/** page: a whole number from 1, default 1; `max` caps it where a list asks. */
export function pageParam(options: { max?: number; messages?: NumberParamMessages } = {}) {
  const m = options.messages ?? {};
  const page = numberParam(m);
  return (options.max === undefined ? page : page.max(options.max, m.max)).default(1);
}

/** limit: a whole number 1..100 with the list's own default. */
export function limitParam(defaultLimit: number, messages: NumberParamMessages = {}) {
  return numberParam(messages).max(MAX_PAGE_SIZE, messages.max).default(defaultLimit);
}

/** sort: one of the whitelisted columns (nothing else reaches SQL), with a default. */
export function sortParam<const T extends readonly [string, ...string[]]>(columns: T, defaultColumn: T[number]) {
  return z.enum(columns, { message: `must be one of ${columns.join(', ')}` }).default(defaultColumn as never);
}

/** order: ASC asks for ascending, anything else is DESC; `whenMissing` when no order is given. */
export function orderParam(whenMissing: SortOrder) {
  return z
    .string()
    .optional()
    .transform((v): SortOrder => (v === undefined ? whenMissing : v.toUpperCase() === 'ASC' ? 'ASC' : 'DESC'));
}

/** One page of a list, as the services return it and REST answers it. */
export interface Page<T> {
  data: T[];
  count: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** The rows of one page and the count over all pages, with the page asked for. */
export function pageOf<T>(data: T[], count: number, query: { page: number; limit: number }): Page<T> {
  return { data, count, page: query.page, limit: query.limit, totalPages: Math.ceil(count / query.limit) };
}

/** The offset of the first row of the page asked for. */
export const offsetOf = (query: { page: number; limit: number }): number => (query.page - 1) * query.limit;

/** The REST response schema of a page of `item` (a closed object: OpenAPI and the contract check). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    data: z.array(item).describe('The rows of this page'),
    count: z.number().int().describe('Rows over all pages'),
    page: z.number().int().describe('This page, from 1'),
    limit: z.number().int().describe('Rows per page'),
    totalPages: z.number().int(),
  });
}

/** A page as GraphQL answers it. */
interface GraphqlPage<T> {
  items: T[];
  totalCount: number;
  page: number;
  limit: number;
  totalPages: number;
}

export function graphqlPage<T>(list: Page<T>): GraphqlPage<T> {
  return { items: list.data, totalCount: list.count, page: list.page, limit: list.limit, totalPages: list.totalPages };
}

/** The GraphQL list type of `itemType`: `@ObjectType() class XList extends PageType(XType) {}`.
 *  (TypeGraphQL 2 has no isAbstract: the base class stays out of the schema because no field
 *  returns it.) */
export function PageType<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class PageClass implements GraphqlPage<T> {
    @Field(() => [itemType], { description: 'The rows of this page' }) items!: T[];
    @Field(() => Int, { description: 'Rows over all pages' }) totalCount!: number;
    @Field(() => Int, { description: 'This page, from 1' }) page!: number;
    @Field(() => Int, { description: 'Rows per page (at most 100)' }) limit!: number;
    @Field(() => Int, { description: 'How many pages there are at this limit' }) totalPages!: number;
  }
  return PageClass;
}
