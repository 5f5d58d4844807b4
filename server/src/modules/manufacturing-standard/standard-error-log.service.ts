import { requireActor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { writeTableExport, type ExportSink } from '../../platform/export/table-export.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { offsetOf, pageOf, type Page } from '../../platform/pagination.js';
import { warsawDayEnd, warsawDayStart } from '../history/index.js';
import { StandardErrorLog } from './standard-entry.entity.js';
import type { StandardErrorLogsExportInput, StandardErrorLogsInput } from './standard-manufacturing.input.js';
import type { StandardErrorLogView } from './standard-manufacturing.view.js';
import { formatWarsawDateTime } from '../../../../domain/dates/index.js';

/** Dziennik błędów: a worker's refused checks and ERP errors (written by the persist), read and
 *  exported. */
export class StandardErrorLogService {
  constructor(private readonly deps: { operations: OperationService }) {}

  /** The errors of one worker's entries over Warsaw days (both included), newest first. */
  async errorLogs(ctx: RequestContext, q: StandardErrorLogsInput): Promise<Page<StandardErrorLogView>> {
    const em = ctx.em.fork();
    const [rows, count] = await em.findAndCount(StandardErrorLog, rangeWhere(q), { orderBy: { createdAt: 'desc', id: 'desc' }, limit: q.limit, offset: offsetOf(q), disableIdentityMap: true });
    return pageOf(rows.map(errorLogView), count, q);
  }

  /** The same rows as XLSX or CSV through the platform's table export. */
  async exportErrorLogs(ctx: RequestContext, q: StandardErrorLogsExportInput, sink: ExportSink): Promise<number> {
    const actor = requireActor(ctx);
    const em = ctx.em.fork();
    const where = rangeWhere(q);
    const total = await em.count(StandardErrorLog, where);
    const operationId = q.operationId;
    if (operationId) this.deps.operations.report(actor, operationId, 'IN_PROGRESS', `0 / ${total}`);
    const written = await writeTableExport(q.format, sink, {
      fileName: `dziennik-bledow-${q.numer_pracownika}-${q.startDate}-${q.endDate}`,
      sheetName: 'Dziennik błędów',
      columns: ['Data', 'Pracownik', 'Wpis', 'Indeks', 'Rodzaj', 'Komunikat'],
      total,
      batches: batchesOf(em, where),
      cells: (r: StandardErrorLog) => [formatWarsawDateTime(r.createdAt), r.numer_pracownika, r.entryId, r.index, r.kind === 'ERP' ? 'Błąd ERP' : 'Sprawdzenie', r.message],
    });
    if (operationId) {
      this.deps.operations.report(actor, operationId, 'SUCCESS', 'Plik został wygenerowany pomyślnie');
      this.deps.operations.report(actor, operationId, 'FINISH', `${written} / ${total}`);
    }
    return written;
  }
}

function rangeWhere(q: { numer_pracownika: number; startDate: string; endDate: string }) {
  return { numer_pracownika: q.numer_pracownika, createdAt: { $gte: warsawDayStart(q.startDate), $lt: warsawDayEnd(q.endDate) } };
}

const errorLogView = (r: StandardErrorLog): StandardErrorLogView => ({
  id: r.id,
  createdAt: r.createdAt,
  numer_pracownika: r.numer_pracownika,
  entryId: r.entryId,
  index: r.index,
  kind: r.kind,
  message: r.message,
  reasons: r.reasons,
  changeId: r.changeId,
});


/** At most 366 days of one worker's errors, read in keyset pages of 1000. */
async function* batchesOf(em: EntityManager, where: ReturnType<typeof rangeWhere>): AsyncGenerator<StandardErrorLog[]> {
  let lastId = 0;
  for (;;) {
    const rows = await em.fork().find(StandardErrorLog, { ...where, id: { $gt: lastId } }, { orderBy: { id: 'asc' }, limit: 1000, disableIdentityMap: true });
    if (rows.length === 0) return;
    yield rows;
    lastId = rows[rows.length - 1].id;
  }
}
