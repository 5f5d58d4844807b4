import { UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import { withoutUndefined } from '../../platform/graphql/args.js';
import type { SchemaDeleteResult, SchemaView } from './manufacturing-reference.view.js';
export type { SchemaDeleteResult, SchemaView };
import {
  checkSchema,
  describeDrillingRules,
  drawSchemaSvg,
  type DrillingRules,
  type DrillingSchema,
  type DrillingViolation,
  type Lang,
} from '../../../../domain/manufacturing/index.js';
import { schemaToDxf } from '../../../../domain/manufacturing/dxf.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import { diffSnapshots } from '../../platform/audit/history.recorder.js';
import { requireActor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, badInput, notFound } from '../../platform/errors.js';
import { likeContains } from '../../platform/like.js';
import { offsetOf, pageOf, type Page } from '../../platform/pagination.js';
import { inTransaction } from '../../platform/transaction.js';
import { searchText } from '../inventory/index.js';
import { DrillingSchemaRecord } from './drilling-schema.entity.js';
import type { ReferenceRegistry } from './references.js';
import { validateDrillingSchema } from './schema-validation.js';
import type { SchemaListQuery } from './schema.input.js';



export function toSchema(s: DrillingSchemaRecord): DrillingSchema {
  return {
    type: s.type as DrillingSchema['type'],
    code: s.code,
    name: s.name,
    thicknessMin: s.thicknessMin,
    thicknessMax: s.thicknessMax,
    paneWidth: s.paneWidth,
    paneHeight: s.paneHeight,
    referenceCorner: s.referenceCorner as DrillingSchema['referenceCorner'],
    holes: s.holes ?? [],
    cutouts: s.cutouts ?? [],
  };
}

export const toSchemaView = (s: DrillingSchemaRecord): SchemaView => ({
  id: s.id,
  ...toSchema(s),
  archived: s.archivedAt !== null,
  archivedAt: s.archivedAt,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

/** What a history entry records about a schema. */
const snapshot = (s: DrillingSchemaRecord) => ({ ...toSchema(s), archivedAt: s.archivedAt?.toISOString() ?? null });

const codeTaken = () => new AppError('CONFLICT', 'Schemat o tym kodzie już istnieje', { code: 'Schemat o tym kodzie już istnieje (także wśród zarchiwizowanych)' });

/** Schematy wierceń: create, edit, list, read, draw, export DXF, delete (or archive while used).
 *  Every schema saved passes the workshop's tempered-glass rules (the config slice). */
export class SchemaService {
  constructor(
    private readonly deps: { history: HistoryRecorder; rules: DrillingRules; references: ReferenceRegistry },
  ) {}

  /** The rules the server checks with, and as sentences for the screen. */
  rules(lang: Lang = 'pl'): { rules: DrillingRules; descriptions: string[] } {
    return { rules: { ...this.deps.rules }, descriptions: describeDrillingRules(this.deps.rules, lang) };
  }

  /** Every rule the schema breaks at its thickest glass under the configured rules. */
  violations(schema: DrillingSchema): DrillingViolation[] {
    return checkSchema(schema, schema.thicknessMax, this.deps.rules);
  }

  async list(ctx: RequestContext, q: SchemaListQuery): Promise<Page<SchemaView>> {
    const where: FilterQuery<DrillingSchemaRecord> = { type: q.type };
    if (q.archived === 'false') where.archivedAt = null;
    else if (q.archived === 'true') where.archivedAt = { $ne: null };
    if (q.search) {
      const text = searchText(q.search);
      where.$or = [likeContains('search_code', text), likeContains('search_name', text)];
    }
    const [rows, count] = await ctx.em.findAndCount(DrillingSchemaRecord, where, {
      orderBy: [{ [q.sort]: q.order }, { id: q.order }],
      limit: q.limit,
      offset: offsetOf(q),
    });
    return pageOf(rows.map(toSchemaView), count, q);
  }

  /** One schema by id, archived or not (records keep reading the schema they used). */
  async get(ctx: RequestContext | { em: EntityManager }, id: number): Promise<SchemaView> {
    return toSchemaView(await this.load(ctx.em, id));
  }

  async create(ctx: RequestContext, body: unknown, prefix = ''): Promise<SchemaView> {
    const actor = requireActor(ctx);
    const schema = validateDrillingSchema(body, this.deps.rules, prefix);
    const row = await this.writing(ctx.em, async (em) => {
      if (await em.count(DrillingSchemaRecord, { code: schema.code })) throw codeTaken();
      const row = em.create(DrillingSchemaRecord, { ...schema, createdBy: actor.userId || null, searchCode: searchText(schema.code), searchName: searchText(schema.name) });
      await em.flush();
      this.deps.history.record(em, actor, { entityType: 'drilling_schema', entityId: row.id, reference: row.code, action: 'created', after: snapshot(row) });
      return row;
    });
    return toSchemaView(row);
  }

  /** Changes the fields sent; the merged schema is validated as a whole. An archived schema is read-only. */
  async update(ctx: RequestContext, id: number, body: unknown, prefix = ''): Promise<SchemaView> {
    const actor = requireActor(ctx);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badInput('The body must be an object', { [prefix || '_']: 'must be an object' });
    const patch = withoutUndefined(body);
    const row = await this.writing(ctx.em, async (em) => {
      const row = await this.load(em, id);
      if (row.archivedAt) throw new AppError('CONFLICT', 'Schemat jest zarchiwizowany i nie może być zmieniany', { id: 'schemat jest zarchiwizowany' });
      const schema = validateDrillingSchema({ ...toSchema(row), ...patch }, this.deps.rules, prefix);
      if (schema.code !== row.code && (await em.count(DrillingSchemaRecord, { code: schema.code, id: { $ne: id } }))) throw codeTaken();
      const before = snapshot(row);
      em.assign(row, { ...schema, searchCode: searchText(schema.code), searchName: searchText(schema.name) });
      const diff = diffSnapshots(before, snapshot(row));
      if (Object.keys(diff.after).length) this.deps.history.record(em, actor, { entityType: 'drilling_schema', entityId: row.id, reference: row.code, action: 'updated', ...diff });
      return row;
    });
    return toSchemaView(row);
  }

  /** Deletes a schema nothing uses; one still used (by a manufacturing data row or a record) is
   *  archived instead and stays readable by id. */
  async delete(ctx: RequestContext, id: number): Promise<SchemaDeleteResult> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em, async ({ em }) => {
      const row = await this.load(em, id);
      const uses = await this.deps.references.usesOf(em, id);
      const references = uses.reduce((s, u) => s + u.count, 0);
      if (references > 0) {
        const already = row.archivedAt !== null;
        if (!already) {
          row.archivedAt = new Date();
          this.deps.history.record(em, actor, { entityType: 'drilling_schema', entityId: row.id, reference: row.code, action: 'archived', after: { uses } });
        }
        const what = uses.map((u) => `${u.what}: ${u.count}`).join(', ');
        return {
          deleted: false,
          archived: true,
          references,
          message: `Schemat ${row.code} jest używany (${what}), więc został ${already ? 'już wcześniej ' : ''}zarchiwizowany zamiast usunięty; pozostaje dostępny dla tych rekordów`,
        };
      }
      const before = snapshot(row);
      em.remove(row);
      this.deps.history.record(em, actor, { entityType: 'drilling_schema', entityId: id, reference: before.code, action: 'deleted', before, after: null });
      return { deleted: true, archived: false, references: 0, message: `Schemat ${before.code} został usunięty` };
    });
  }

  async drawing(ctx: RequestContext, id: number, options: { detail: 'full' | 'thumbnail'; lang: Lang }): Promise<string> {
    const schema = toSchema(await this.load(ctx.em, id));
    const violations = options.detail === 'full' ? this.violations(schema) : [];
    return drawSchemaSvg(schema, { detail: options.detail, lang: options.lang, violations: violations.map((v) => ({ elementId: v.elementId, message: options.lang === 'en' ? v.messageEn : v.message })) });
  }

  async dxf(ctx: RequestContext, id: number): Promise<{ code: string; dxf: string }> {
    const row = await this.load(ctx.em, id);
    return { code: row.code, dxf: schemaToDxf(toSchema(row)) };
  }

  private async load(em: EntityManager, id: number): Promise<DrillingSchemaRecord> {
    const row = await em.findOne(DrillingSchemaRecord, { id });
    if (!row) throw notFound('Schema');
    return row;
  }

  /** A unique code that fires under a race is the same 409 the check gives. */
  private async writing<T>(em: EntityManager, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(em, ({ em }) => fn(em));
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw codeTaken();
      throw err;
    }
  }
}

