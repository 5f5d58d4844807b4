import type { EntityManager } from '../../platform/database.js';

/** Counts the rows of another module that use a record (manufacturing records using a
 *  manufacturing data row or a schema, ...). Registered by the module that holds those rows. */
export type ReferenceCounter = (em: EntityManager, id: number) => Promise<number>;

/**
 * Who uses a record of this module. The modules built on it (manufacturing records, labels)
 * register a counter through the API at setup (`use(manufacturingReferenceModule).references`),
 * so deleting becomes deactivating or archiving while anything points at the row, without this
 * module importing theirs.
 */
export class ReferenceRegistry {
  private readonly counters: Array<{ what: string; count: ReferenceCounter }> = [];

  register(what: string, count: ReferenceCounter): void {
    this.counters.push({ what, count });
  }

  /** Each registered user and how many of its rows point at `id` (only the non-zero ones). */
  async usesOf(em: EntityManager, id: number): Promise<Array<{ what: string; count: number }>> {
    const out: Array<{ what: string; count: number }> = [];
    for (const c of this.counters) {
      const count = await c.count(em, id);
      if (count > 0) out.push({ what: c.what, count });
    }
    return out;
  }
}
