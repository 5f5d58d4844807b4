import { raw, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { ManufacturingDataDeleteResult, ManufacturingDataView } from './manufacturing-reference.view.js';
export type { ManufacturingDataDeleteResult, ManufacturingDataView };
import { checkSchema, paneWeightKg, type DrillingRules } from '../../../../domain/manufacturing/index.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import { diffSnapshots } from '../../platform/audit/history.recorder.js';
import { requireActor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, notFound, type FieldErrors } from '../../platform/errors.js';
import { likeContains } from '../../platform/like.js';
import type { Dialect } from '../../platform/database.js';
import { narrowBySubstring, type SubstringIndex } from '../../platform/sql/substring-index.js';
import { offsetOf, pageOf, type Page } from '../../platform/pagination.js';
import { inTransaction } from '../../platform/transaction.js';
import { searchText } from '../inventory/index.js';
import { DrillingSchemaRecord } from './drilling-schema.entity.js';
import { ManufacturingData } from './manufacturing-data.entity.js';
import type { ManufacturingDataCreateInput, ManufacturingDataListQuery, ManufacturingDataUpdateInput } from './manufacturing-data.input.js';
import type { ReferenceRegistry } from './references.js';
import { toSchema } from './schema.service.js';



/** The fields a row is made of (create input, or a stored row merged with an update). */
export type ManufacturingDataFields = ManufacturingDataCreateInput;

/** Reads the catalogue (the inventory module's API). */
interface CatalogueReader {
  catalogueNames(em: EntityManager, indexes: readonly string[]): Promise<Map<string, string>>;
}

export const computedWeight = (r: { widthMm: number | null; heightMm: number | null; thicknessMm: number }): number | null =>
  r.widthMm && r.heightMm ? paneWeightKg({ widthMm: r.widthMm, heightMm: r.heightMm, thicknessMm: r.thicknessMm }) : null;

/** What a history entry records about a row. */
const snapshot = (r: ManufacturingData) => ({
  index: r.index,
  name: r.name,
  type: r.type,
  glassKind: r.glassKind,
  thicknessMm: r.thicknessMm,
  widthMm: r.widthMm,
  heightMm: r.heightMm,
  weightKg: r.weightKg,
  weightOverridden: r.weightOverridden,
  defaultSchemaId: r.defaultSchemaId,
  labelsPerPiece: r.labelsPerPiece,
  active: r.active,
});

const INDEX_TAKEN = 'Ten indeks ma już inny wiersz danych produkcyjnych';

/** The columns of a row from its fields: weight computed unless overridden, search columns. */
export function rowColumns(f: ManufacturingDataFields) {
  const computed = computedWeight(f);
  return {
    index: f.index,
    name: f.name,
    type: f.type,
    glassKind: f.glassKind,
    thicknessMm: f.thicknessMm,
    widthMm: f.widthMm,
    heightMm: f.heightMm,
    weightKg: f.weightKg ?? computed,
    weightOverridden: f.weightKg !== null,
    defaultSchemaId: f.defaultSchemaId,
    labelsPerPiece: f.labelsPerPiece,
    active: f.active,
    searchIndex: searchText(f.index),
    searchName: searchText(f.name),
  };
}

/**
 * Why `schema` cannot be the default of a row with these fields, or null: archived (unless the
 * row already had it), glass thickness outside the schema's range, or holes that break the rules
 * on the row's standard size (holes keep their distances from the reference corner).
 */
export function schemaProblem(schema: DrillingSchemaRecord, f: Pick<ManufacturingDataFields, 'thicknessMm' | 'widthMm' | 'heightMm'>, rules: DrillingRules, keptFrom?: number | null): string | null {
  if (schema.archivedAt && keptFrom !== schema.id) return `Schemat ${schema.code} jest zarchiwizowany`;
  const s = toSchema(schema);
  const sized = f.widthMm && f.heightMm ? { ...s, paneWidth: f.widthMm, paneHeight: f.heightMm } : s;
  const violations = checkSchema(sized, f.thicknessMm, rules);
  if (violations.length === 0) return null;
  return `Schemat ${schema.code} nie pasuje do tej tafli: ${violations[0].message}`;
}

/** The rows' search structure (migration manufacturing_data_search_index): FTS5 trigram table on
 *  SQLite, per-row three-character pieces of index and name on MySQL. */
const DATA_SEARCH: SubstringIndex = { fts: 'manufacturing_data_search', grams: 'manufacturing_data_grams', rowId: 'data_id' };
/** MySQL, more candidates than this: the LIKEs' scan in the list's order finds a page as soon
 *  (SQLite's FTS5: FTS_CANDIDATE_CAP). */
export const DATA_SEARCH_CAP = 5000;

/** Dane produkcyjne (role 4): list and search, create, edit, delete (or deactivate while used). */
export class ManufacturingDataService {
  constructor(
    private readonly deps: { history: HistoryRecorder; rules: DrillingRules; references: ReferenceRegistry; catalogue: CatalogueReader; dialect: Dialect },
  ) {}

  async list(ctx: RequestContext, q: ManufacturingDataListQuery): Promise<Page<ManufacturingDataView>> {
    const where: FilterQuery<ManufacturingData> = {};
    if (q.active !== undefined) where.active = q.active;
    if (q.search) {
      const text = searchText(q.search);
      where.$or = [likeContains('search_index', text), likeContains('search_name', text)];
      // The LIKEs decide; the rows' trigram structure narrows them to a few candidates when it can (ADR 1350).
      const narrowed = await narrowBySubstring(ctx.em, this.deps.dialect, DATA_SEARCH, text, DATA_SEARCH_CAP);
      if (narrowed === 'none') return pageOf([], 0, q);
      if (narrowed) Object.assign(where, { [raw(narrowed.ids, narrowed.params)]: [] });
    }
    const [rows, count] = await ctx.em.findAndCount(ManufacturingData, where, { orderBy: [{ [q.sort]: q.order }, { id: q.order }], limit: q.limit, offset: offsetOf(q) });
    return pageOf(await this.views(ctx.em, rows), count, q);
  }

  async get(ctx: RequestContext, id: number): Promise<ManufacturingDataView> {
    return (await this.views(ctx.em, [await this.load(ctx.em, id)]))[0];
  }

  async create(ctx: RequestContext, input: ManufacturingDataCreateInput): Promise<ManufacturingDataView> {
    const actor = requireActor(ctx);
    const row = await this.writing(ctx.em, async (em) => {
      await this.assertIndexFree(em, input.index);
      await this.assertSchemaFits(em, input, null);
      const row = em.create(ManufacturingData, rowColumns(input));
      await em.flush();
      this.deps.history.record(em, actor, { entityType: 'manufacturing_data', entityId: row.id, reference: row.index, action: 'created', after: snapshot(row) });
      return row;
    });
    return this.get({ ...ctx, em: ctx.em }, row.id);
  }

  async update(ctx: RequestContext, id: number, input: ManufacturingDataUpdateInput): Promise<ManufacturingDataView> {
    const actor = requireActor(ctx);
    await this.writing(ctx.em, async (em) => {
      const row = await this.load(em, id);
      const merged: ManufacturingDataFields = {
        ...fieldsOf(row),
        ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
      } as ManufacturingDataFields;
      const fields: FieldErrors = {};
      if (merged.widthMm === null && merged.heightMm !== null) fields.widthMm = 'Podaj szerokość razem z wysokością';
      if (merged.heightMm === null && merged.widthMm !== null) fields.heightMm = 'Podaj wysokość razem z szerokością';
      if (Object.keys(fields).length) throw new AppError('BAD_USER_INPUT', Object.values(fields)[0], fields);
      if (merged.index !== row.index) await this.assertIndexFree(em, merged.index, id);
      await this.assertSchemaFits(em, merged, row.defaultSchemaId);
      const before = snapshot(row);
      em.assign(row, rowColumns(merged));
      const diff = diffSnapshots(before, snapshot(row));
      if (Object.keys(diff.after).length) this.deps.history.record(em, actor, { entityType: 'manufacturing_data', entityId: row.id, reference: row.index, action: 'updated', ...diff });
    });
    return this.get(ctx, id);
  }

  /** Deletes a row nothing uses; a row still used by manufacturing records is deactivated
   *  instead (kept for those records, no longer offered), and the answer says so. */
  async delete(ctx: RequestContext, id: number): Promise<ManufacturingDataDeleteResult> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em, async ({ em }) => {
      const row = await this.load(em, id);
      const uses = await this.deps.references.usesOf(em, id);
      const references = uses.reduce((s, u) => s + u.count, 0);
      if (references > 0) {
        const wasActive = row.active;
        row.active = false;
        if (wasActive) this.deps.history.record(em, actor, { entityType: 'manufacturing_data', entityId: row.id, reference: row.index, action: 'deactivated', before: { active: true }, after: { active: false, uses } });
        return {
          deleted: false,
          deactivated: true,
          references,
          message: `Wiersz ${row.index} jest używany przez rekordy produkcji (${uses.map((u) => `${u.what}: ${u.count}`).join(', ')}), więc został dezaktywowany zamiast usunięty`,
        };
      }
      const before = snapshot(row);
      em.remove(row);
      this.deps.history.record(em, actor, { entityType: 'manufacturing_data', entityId: id, reference: before.index, action: 'deleted', before, after: null });
      return { deleted: true, deactivated: false, references: 0, message: `Wiersz ${before.index} został usunięty` };
    });
  }

  /** Rows as the API shows them: with their schema's code and name and the catalogue tie (two queries for a page). */
  async views(em: EntityManager, rows: ManufacturingData[]): Promise<ManufacturingDataView[]> {
    const schemaIds = [...new Set(rows.map((r) => r.defaultSchemaId).filter((id): id is number => id !== null))];
    const schemas = new Map((schemaIds.length ? await em.find(DrillingSchemaRecord, { id: { $in: schemaIds } }) : []).map((s) => [s.id, s]));
    const catalogue = await this.deps.catalogue.catalogueNames(em, rows.map((r) => r.index));
    return rows.map((r) => {
      const s = r.defaultSchemaId === null ? undefined : schemas.get(r.defaultSchemaId);
      return {
        id: r.id,
        index: r.index,
        name: r.name,
        type: r.type,
        glassKind: r.glassKind,
        thicknessMm: r.thicknessMm,
        widthMm: r.widthMm,
        heightMm: r.heightMm,
        weightKg: r.weightKg,
        computedWeightKg: computedWeight(r),
        weightOverridden: r.weightOverridden,
        defaultSchemaId: r.defaultSchemaId,
        defaultSchemaCode: s?.code ?? null,
        defaultSchemaName: s?.name ?? null,
        labelsPerPiece: r.labelsPerPiece,
        active: r.active,
        inCatalogue: catalogue.has(r.index),
        catalogueName: catalogue.get(r.index) ?? null,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      };
    });
  }

  private async assertIndexFree(em: EntityManager, index: string, exceptId?: number): Promise<void> {
    if (await em.count(ManufacturingData, { index, ...(exceptId ? { id: { $ne: exceptId } } : {}) })) throw indexTaken();
  }

  private async assertSchemaFits(em: EntityManager, f: ManufacturingDataFields, current: number | null): Promise<void> {
    if (f.defaultSchemaId === null) return;
    const schema = await em.findOne(DrillingSchemaRecord, { id: f.defaultSchemaId });
    if (!schema) throw new AppError('BAD_USER_INPUT', 'Nie ma takiego schematu wierceń', { defaultSchemaId: 'Nie ma takiego schematu wierceń' });
    const problem = schemaProblem(schema, f, this.deps.rules, current);
    if (problem) throw new AppError('BAD_USER_INPUT', problem, { defaultSchemaId: problem });
  }

  private async load(em: EntityManager, id: number): Promise<ManufacturingData> {
    const row = await em.findOne(ManufacturingData, { id });
    if (!row) throw notFound('Manufacturing data row');
    return row;
  }

  /** A unique index that fires under a race is the same 409 the check gives. */
  private async writing<T>(em: EntityManager, fn: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await inTransaction(em, ({ em }) => fn(em));
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw indexTaken();
      throw err;
    }
  }
}

const indexTaken = () => new AppError('CONFLICT', `Duplicate index: ${INDEX_TAKEN}`, { index: INDEX_TAKEN });

/** The input fields of a stored row (an override weight only when overridden). */
export function fieldsOf(r: ManufacturingData): ManufacturingDataFields {
  return {
    index: r.index,
    name: r.name,
    type: r.type as ManufacturingDataFields['type'],
    glassKind: r.glassKind as ManufacturingDataFields['glassKind'],
    thicknessMm: r.thicknessMm,
    widthMm: r.widthMm,
    heightMm: r.heightMm,
    weightKg: r.weightOverridden ? r.weightKg : null,
    defaultSchemaId: r.defaultSchemaId,
    labelsPerPiece: r.labelsPerPiece,
    active: r.active,
  };
}
