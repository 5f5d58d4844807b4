import { formatWarsawDateTime } from '../../../../domain/dates/index.js';
import { join } from 'node:path';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { Config } from '../../platform/config.js';
import type { PrintingConfig } from './printing.config.js';
import { requireActor, type Actor, type RequestContext } from '../../platform/context.js';
import type { EntityManager } from '../../platform/database.js';
import { AppError, badInput, forbidden, notFound } from '../../platform/errors.js';
import { offsetOf, pageOf, type Page } from '../../platform/pagination.js';
import type { JobHandlerContext, JobRunner } from '../../platform/jobs/job-runner.js';
import type { AppPubSub } from '../../platform/pubsub.js';
import { PRINT_AGENT_REPORT, PRINT_JOB_UPDATED, type PrintAgentJobEvent } from './printing.events.js';
import type { ApiKeysApi } from '../api-keys/index.js';
import type { HistoryRecorder } from '../../platform/audit/history.recorder.js';
import type { OperationService } from '../../platform/operations/operation.service.js';
import { AgentDriver } from './drivers/agent.driver.js';
import { PrintDeliveryError, type PrintDriver, type PrintTarget } from './drivers/driver.js';
import { FileDriver } from './drivers/file.driver.js';
import { TcpDriver } from './drivers/tcp.driver.js';
import { PRINT_JOB_STEPS } from '../../../../domain/history/index.js';
import { LABEL_SIZES, renderSvg, stack, type LabelLayout } from './label-layout.js';
import { workerTask, type CpuPool } from '../../platform/workers/cpu-pool.js';
import type { LabelRenderTask } from './label-render.worker.js';
import { Computer, PrintJob, Printer, type PrinterDriver, type PrintJobStatus } from './printing.entity.js';
import type { ComputerView, PrinterSummary, PrinterView, PrintJobView, PrintQueued } from './printing.view.js';
import type { AgentRegisterInput, AgentReportInput, PrinterCreateInput, PrinterUpdateInput, PrintJobListQuery } from './printing.input.js';
import { inTransaction, type Tx } from '../../platform/transaction.js';

export const PRINT_QUEUE = 'print';
/** SPEC.md section 8, verbatim. */
const PRINT_SUCCESS_MESSAGE = 'Drukowanie zakończyło się sukcesem';
const MAX_COPIES = 500;

/** The label renderers on the CPU pool: a PDF with barcodes takes tens of ms of CPU, a batch's
 *  labels seconds, which on the main thread every other request would wait for. */
export const LABEL_RENDER = { pdf: workerTask(import.meta.url, 'label-render', 'pdf'), zpl: workerTask(import.meta.url, 'label-render', 'zpl') };

/** A job whose bytes may have left when its sending was cut (the server killed, the connection
 *  lost mid-write): sent, outcome unknown. Never resent by itself; a person looks at the printer
 *  and confirms it printed (confirmJob) or prints it again (resendJob). */
const SENT_OUTCOME_UNKNOWN = 'Wysłano do drukarki, wynik nieznany';
const SERVER_STOPPED_WHILE_SENDING = `${SENT_OUTCOME_UNKNOWN}: serwer zatrzymał się w trakcie wysyłania, etykieta mogła się wydrukować. Sprawdź drukarkę: potwierdź wydruk albo wydrukuj ponownie.`;

/** Said on operationStatus as soon as a printer cannot be reached (the job is retried). */
const PRINTER_UNREACHABLE_MESSAGE = 'Drukarka nieosiągalna';

const jobView = (j: PrintJob, output: string | null = null): PrintJobView => ({
  id: j.id,
  printerId: j.printerId,
  printerName: j.printerName,
  status: j.status,
  source: j.source,
  reference: j.reference,
  format: j.format,
  copies: j.copies,
  attempts: j.attempts,
  error: j.error,
  output,
  operationId: j.operationId,
  requestedByName: j.requestedByName,
  createdAt: j.createdAt,
  sentAt: j.sentAt,
  finishedAt: j.finishedAt,
});

/** Who sees a print job: administrators every job; anyone else only the jobs they
 *  asked for. Integrations (API keys) read no jobs through these operations. */
export function mayFollowJob(actor: Actor | null, job: { requestedById?: number | null }): boolean {
  if (!actor || actor.kind === 'integration') return false;
  return actor.role >= 4 || (job.requestedById != null && job.requestedById === actor.userId);
}

/** Whether a print-agent job event reaches a listener of `printAgentJobs(hostname)`:
 *  the event must be for that hostname, and a print-agent key hears only the computer it
 *  registered (bound to it); an administrator may listen to any computer. */
export async function mayHearAgentJob(ctx: RequestContext, hostname: string, event: PrintAgentJobEvent): Promise<boolean> {
  const wanted = hostname.trim().toLowerCase();
  if (event.hostname !== wanted || !ctx.actor) return false;
  if (ctx.actor.kind !== 'integration') return ctx.actor.role >= 4;
  const mine = await ctx.em.fork().findOne(Computer, { agentKeyId: ctx.actor.apiKeyId });
  return mine !== null && mine.hostname === wanted;
}

/** Printers on computers, and the print queue: every request becomes a persisted job that the
 *  job runner sends exactly once (DESIGN.md section 4). */
export class PrintingService {
  private readonly drivers: Record<PrinterDriver, PrintDriver>;
  readonly fileDriver: FileDriver;

  constructor(
    private readonly deps: {
      config: Pick<Config, 'dataDir'> & PrintingConfig & { dialect?: Config['database']['kind'] };
      /** Whether the key holding a computer is still valid (a revoked key frees its computer). */
      apiKeys: Pick<ApiKeysApi, 'isActive'>;
      history: HistoryRecorder;
      pubSub: AppPubSub;
      jobs: JobRunner;
      operations: OperationService;
      cpu: CpuPool;
    },
  ) {
    const p = deps.config.printing;
    this.fileDriver = new FileDriver(join(deps.config.dataDir, 'print-files'));
    this.drivers = {
      tcp: new TcpDriver({ connectTimeoutMs: p.connectTimeoutMs, writeTimeoutMs: p.writeTimeoutMs }),
      file: this.fileDriver,
      agent: new AgentDriver(deps.pubSub, { ackMs: p.agentAckMs, writeTimeoutMs: p.writeTimeoutMs }),
    };
    deps.cpu.preload(LABEL_RENDER.pdf);
    deps.jobs.register<{ printJobId: number }>(PRINT_QUEUE, (job) => this.runJob(job), {
      concurrency: 4,
      maxAttempts: p.maxAttempts,
      backoffMs: (attempt) => Math.min(60_000, p.retryMs * 2 ** (attempt - 1)),
    });
  }

  // ------------------------------------------------------------------ printers

  private async views(em: EntityManager, printers: Printer[]): Promise<PrinterView[]> {
    const ids = [...new Set(printers.map((p) => p.computerId))];
    const computers = new Map((ids.length ? await em.find(Computer, { id: { $in: ids } }) : []).map((c) => [c.id, c]));
    return printers.map((p) => {
      const c = computers.get(p.computerId);
      return {
        id: p.id,
        name: p.name,
        language: p.language,
        computer: { id: p.computerId, name: c?.name ?? '', hostname: c?.hostname ?? '' },
        driver: p.driver,
        host: p.host,
        port: p.port,
        queue: p.queue,
        folder: p.folder,
        enabled: p.enabled,
        createdAt: p.createdAt,
      };
    });
  }

  /** Every printer (admin). */
  async listPrinters(ctx: RequestContext): Promise<PrinterView[]> {
    const rows = await ctx.em.find(Printer, { deletedAt: null }, { orderBy: { id: 'desc' } });
    return this.views(ctx.em, rows);
  }

  /** The printers staff may print on: enabled ones, newest first (SPEC.md: sorted by id descending). */
  async quickPrintPrinters(ctx: RequestContext): Promise<PrinterSummary[]> {
    const rows = await ctx.em.find(Printer, { deletedAt: null, enabled: true }, { orderBy: { id: 'desc' } });
    return (await this.views(ctx.em, rows)).map(({ id, name, language, computer }) => ({ id, name, language, computer }));
  }

  async listComputers(ctx: RequestContext): Promise<ComputerView[]> {
    const rows = await ctx.em.find(Computer, {}, { orderBy: { name: 'asc' } });
    return rows.map((c) => ({ id: c.id, name: c.name, hostname: c.hostname, agentSeenAt: c.agentSeenAt }));
  }

  private async upsertComputer(em: EntityManager, input: { name: string; hostname: string }): Promise<Computer> {
    const hostname = input.hostname.toLowerCase();
    let computer = await em.findOne(Computer, { hostname });
    if (!computer) {
      computer = em.create(Computer, { name: input.name, hostname });
      await em.flush();
    } else if (computer.name !== input.name) {
      computer.name = input.name;
    }
    return computer;
  }

  private checkAddress(p: { driver: PrinterDriver; host?: string | null; port?: number | null; language: string }): void {
    if (p.driver === 'tcp' && !p.host) throw badInput('A tcp printer needs a host', { host: 'is required for the tcp driver' });
  }

  async createPrinter(ctx: RequestContext, input: PrinterCreateInput): Promise<PrinterView> {
    const actor = requireActor(ctx);
    this.checkAddress(input);
    return inTransaction(ctx.em, async ({ em }) => {
      const computer = await this.upsertComputer(em, input.computer);
      const printer = em.create(Printer, {
        name: input.name,
        computerId: computer.id,
        driver: input.driver,
        host: input.driver === 'tcp' ? (input.host ?? null) : null,
        port: input.driver === 'tcp' ? (input.port ?? 9100) : null,
        queue: input.driver === 'agent' ? (input.queue ?? input.name) : null,
        folder: input.driver === 'file' ? (input.folder ?? null) : null,
        language: input.language,
        enabled: input.enabled ?? true,
      });
      await em.flush();
      const [view] = await this.views(em, [printer]);
      this.history.record(em, actor, { entityType: 'printer', entityId: printer.id, reference: printer.name, action: 'created', after: { ...view } });
      await em.flush();
      return view;
    });
  }

  async updatePrinter(ctx: RequestContext, id: number, input: PrinterUpdateInput): Promise<PrinterView> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em, async ({ em }) => {
      const printer = await em.findOne(Printer, { id, deletedAt: null });
      if (!printer) throw notFound('Printer');
      const [before] = await this.views(em, [printer]);
      if (input.computer) printer.computerId = (await this.upsertComputer(em, input.computer)).id;
      if (input.name !== undefined) printer.name = input.name;
      if (input.driver !== undefined) printer.driver = input.driver;
      if (input.language !== undefined) printer.language = input.language;
      if (input.enabled !== undefined) printer.enabled = input.enabled;
      if (input.host !== undefined) printer.host = input.host;
      if (input.port !== undefined) printer.port = input.port;
      if (input.queue !== undefined) printer.queue = input.queue;
      if (input.folder !== undefined) printer.folder = input.folder;
      if (printer.driver === 'tcp') printer.port ??= 9100;
      this.checkAddress(printer);
      await em.flush();
      const [after] = await this.views(em, [printer]);
      this.history.record(em, actor, { entityType: 'printer', entityId: id, reference: printer.name, action: 'updated', before: { ...before }, after: { ...after } });
      await em.flush();
      return after;
    });
  }

  /** Kept (its jobs name it), hidden everywhere; its queued jobs fail with the reason. */
  async deletePrinter(ctx: RequestContext, id: number): Promise<PrinterView> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em, async ({ em }) => {
      const printer = await em.findOne(Printer, { id, deletedAt: null });
      if (!printer) throw notFound('Printer');
      printer.deletedAt = new Date();
      printer.enabled = false;
      const [view] = await this.views(em, [printer]);
      this.history.record(em, actor, { entityType: 'printer', entityId: id, reference: printer.name, action: 'deleted', before: { ...view } });
      await em.flush();
      return view;
    });
  }

  // ------------------------------------------------------------------ print requests

  /** Refuses a printer that does not exist (404 naming `printer`) or is disabled (409
   *  PRINTER_DISABLED), as `print` would: for callers that write before they print, so a bad
   *  printer is refused before anything is written. */
  /** The printer's name when it may print (logs name it, not its id). */
  async assertPrinter(ctx: RequestContext, printerId: number): Promise<string> {
    const printer = await ctx.em.fork().findOne(Printer, { id: printerId, deletedAt: null });
    if (!printer) throw new AppError('NOT_FOUND', 'Printer not found', { printer: 'no such printer' });
    if (!printer.enabled) throw new AppError('CONFLICT', `Printer ${printer.name} is disabled`, undefined, { reason: 'PRINTER_DISABLED' });
    return printer.name;
  }

  /** Renders the layout for the printer's language and queues it; the job runs after commit.
   *  Several layouts (labels printed at once) make ONE job whose document holds them all, each
   *  `copies` times: ZPL label formats one after the other, a PDF page per label. */
  async print(
    ctx: RequestContext,
    req: {
      printerId: number;
      layout: LabelLayout | readonly LabelLayout[];
      copies: number;
      source: string;
      reference: string | null;
      operationId?: string;
      /** Called in the transaction that queues the job, with its answer: a caller's Idempotency-Key
       *  commits with the job (a node dying before the commit leaves neither). */
      claim?: (tx: Tx, queued: PrintQueued) => Promise<void>;
    },
  ): Promise<PrintQueued> {
    if (Array.isArray(req.layout) && req.layout.length === 0) throw badInput('Nothing to print', { ids: 'at least one label' });
    const { jobIds, operationId } = await this.queueJobs(ctx, { ...req, documents: [{ layout: req.layout, reference: req.reference }] });
    return { jobId: jobIds[0], operationId, status: 'QUEUED' };
  }

  /** Several documents as one operation, a job each (each label its own fate: printed, or held
   *  after a crash): all queued in one transaction; the operation's SUCCESS or ERROR and FINISH
   *  are said once, when the last of its jobs ends. */
  async printEach(
    ctx: RequestContext,
    req: {
      printerId: number;
      documents: ReadonlyArray<{ layout: LabelLayout; reference: string | null }>;
      copies: number;
      source: string;
      operationId?: string;
      /** Called last in the transaction that queues the jobs, with their ids: what the caller
       *  records about them (its rows, its Idempotency-Key) commits with them or not at all. */
      withJobs?: (tx: Tx, queued: { jobIds: number[]; operationId: string }) => Promise<void>;
    },
  ): Promise<{ jobIds: number[]; operationId: string }> {
    if (req.documents.length === 0) throw badInput('Nothing to print', { ids: 'at least one label' });
    return this.queueJobs(ctx, req);
  }

  private async queueJobs(
    ctx: RequestContext,
    req: {
      printerId: number;
      documents: ReadonlyArray<{ layout: LabelLayout | readonly LabelLayout[]; reference: string | null }>;
      copies: number;
      source: string;
      operationId?: string;
      claim?: (tx: Tx, queued: PrintQueued) => Promise<void>;
      withJobs?: (tx: Tx, queued: { jobIds: number[]; operationId: string }) => Promise<void>;
    },
  ): Promise<{ jobIds: number[]; operationId: string }> {
    const actor = requireActor(ctx);
    if (req.copies < 1 || req.copies > MAX_COPIES) throw badInput(`quantity must be 1..${MAX_COPIES}`, { quantity: `must be between 1 and ${MAX_COPIES}` });
    const printer = await ctx.em.findOne(Printer, { id: req.printerId, deletedAt: null });
    if (!printer) throw new AppError('NOT_FOUND', 'Printer not found', { printer: 'no such printer' });
    if (!printer.enabled) throw new AppError('CONFLICT', `Printer ${printer.name} is disabled`, undefined, { reason: 'PRINTER_DISABLED' });
    const task = printer.language === 'zpl' ? LABEL_RENDER.zpl : LABEL_RENDER.pdf;
    const contents = await Promise.all(
      req.documents.map(async (d) => {
        const bytes = await this.deps.cpu.run<Uint8Array>(task, { layouts: d.layout, copies: req.copies } satisfies LabelRenderTask);
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      }),
    );
    const operationId = req.operationId ?? this.deps.operations.newOperationId();
    const jobs = await inTransaction(ctx.em.fork(), async (tx) => {
      const { em, afterCommit } = tx;
      const created: PrintJob[] = [];
      for (const [i, d] of req.documents.entries()) {
        const pj = em.create(PrintJob, {
          printerId: printer.id,
          printerName: printer.name,
          source: req.source,
          reference: d.reference,
          format: printer.language,
          copies: req.copies,
          content: contents[i],
          operationId,
          requestedById: actor.kind === 'integration' ? null : actor.userId,
          requestedByName: actor.name,
        });
        await em.flush();
        this.deps.jobs.enqueue(em, PRINT_QUEUE, { printJobId: pj.id }, { maxAttempts: this.deps.config.printing.maxAttempts });
        created.push(pj);
      }
      await em.flush();
      // Last, so a concurrent repeat waits on the key only for this commit (and no lock is taken
      // after it: two repeats cannot deadlock).
      if (req.claim) await req.claim(tx, { jobId: created[0].id, operationId, status: 'QUEUED' });
      if (req.withJobs) await req.withJobs(tx, { jobIds: created.map((j) => j.id), operationId });
      afterCommit(() => {
        this.deps.jobs.wake(PRINT_QUEUE);
        this.deps.operations.report(actor, operationId, 'IN_PROGRESS', created.length > 1 ? `Drukowanie w toku: 0 z ${created.length}` : 'Drukowanie w toku');
        for (const job of created) this.publish(job);
      });
      return created;
    });
    return { jobIds: jobs.map((j) => j.id), operationId };
  }

  /** The states of print jobs by id (callers show their labels' states). */
  async statesOf(em: EntityManager, ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const jobs = await em.find(PrintJob, { id: { $in: ids } }, { fields: ['id', 'status'], disableIdentityMap: true });
    return new Map(jobs.map((j) => [j.id, j.status]));
  }

  preview(layout: LabelLayout): string {
    return renderSvg(layout);
  }

  // ------------------------------------------------------------------ the queue

  /** The job runner's handler. Safe to run again: it acts on the print job's state. */
  async runJob({ payload, em, attempt, job }: JobHandlerContext<{ printJobId: number }>): Promise<void> {
    const id = Number(payload.printJobId);
    // With its document: one read before the bytes leave, not two.
    const pj = await em.findOne(PrintJob, { id }, { disableIdentityMap: true, populate: ['content'] });
    if (!pj) return;
    if (pj.status === 'SENDING') {
      // An earlier run died while sending: the label may be out. Never resend by ourselves.
      await this.transition(em, pj, ['SENDING'], 'NEEDS_ATTENTION', { error: SERVER_STOPPED_WHILE_SENDING }, 'needs_attention');
      return;
    }
    if (pj.status !== 'QUEUED') return;

    const printer = await em.findOne(Printer, { id: pj.printerId });
    if (!printer || printer.deletedAt || !printer.enabled) {
      await this.transition(em, pj, ['QUEUED'], 'FAILED', { error: printer?.deletedAt || !printer ? 'The printer was deleted' : 'The printer is disabled' }, 'failed');
      return;
    }
    const computer = await em.findOne(Computer, { id: printer.computerId });
    // SENDING is committed before the first byte leaves.
    if (!(await this.transition(em, pj, ['QUEUED'], 'SENDING', { attempts: pj.attempts + 1, sentAt: new Date(), error: null }, 'sending'))) return;
    const target: PrintTarget = {
      printerId: printer.id,
      name: printer.name,
      driver: printer.driver,
      host: printer.host,
      port: printer.port,
      queue: printer.queue,
      folder: printer.folder,
      language: printer.language,
      hostname: computer?.hostname ?? '',
    };
    try {
      await this.drivers[printer.driver].send(target, { jobId: pj.id, format: pj.format, content: Buffer.from(pj.content) });
    } catch (err) {
      const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (err instanceof PrintDeliveryError && !err.mayHavePrinted) {
        if (attempt >= job.maxAttempts) {
          await this.transition(em, pj, ['SENDING'], 'FAILED', { error: reason }, 'failed');
          return;
        }
        // Nothing left us: back in the queue; the runner retries after its backoff. The person
        // waiting hears it now, not after the last attempt.
        await this.transition(em, pj, ['SENDING'], 'QUEUED', { error: reason }, 'retry_scheduled');
        if (pj.requestedById && pj.operationId) {
          this.deps.operations.report({ userId: pj.requestedById }, pj.operationId, 'IN_PROGRESS', `${PRINTER_UNREACHABLE_MESSAGE}: ${reason} (próba ${attempt} z ${job.maxAttempts})`);
        }
        throw err;
      }
      await this.transition(em, pj, ['SENDING'], 'NEEDS_ATTENTION', { error: `${SENT_OUTCOME_UNKNOWN}: ${reason}`.slice(0, 1000) }, 'needs_attention');
      return;
    }
    await this.transition(em, pj, ['SENDING'], 'DONE', { finishedAt: new Date(), error: null }, 'printed');
  }

  /** One conditional update (from -> to) with its history entry, then the announcements. */
  private async transition(
    em: EntityManager,
    pj: PrintJob,
    from: PrintJobStatus[],
    to: PrintJobStatus,
    changes: Partial<Pick<PrintJob, 'attempts' | 'error' | 'sentAt' | 'finishedAt'>>,
    action: string,
    actor: Actor | null = null,
  ): Promise<boolean> {
    const terminal = to === 'DONE' || to === 'FAILED' || to === 'NEEDS_ATTENTION' || to === 'CANCELLED';
    const grouped = terminal && pj.operationId !== null && pj.requestedById !== null;
    const siblingsOf = (tx: EntityManager) =>
      tx.find(PrintJob, { operationId: pj.operationId, requestedById: pj.requestedById }, { fields: ['id', 'status', 'error'], orderBy: { id: 'asc' }, disableIdentityMap: true, ...this.lock() });
    const update = (tx: EntityManager) =>
      tx.nativeUpdate(PrintJob, { id: pj.id, status: { $in: from } }, { status: to, ...(terminal && !changes.finishedAt ? { finishedAt: new Date() } : {}), ...changes });
    // A step between outcomes (SENDING: on the label's way out) is that one conditional update:
    // no transaction, no history entry.
    const step = !terminal && (PRINT_JOB_STEPS as readonly string[]).includes(action);
    if (step) {
      if ((await update(em.fork())) !== 1) return false;
      Object.assign(pj, changes, { status: to });
      this.publish(pj);
      return true;
    }
    const done = await inTransaction(em.fork(), async ({ em: tx, afterCommit }) => {
      // The jobs of one operation end one at a time (MySQL: their rows locked first, in id order),
      // so exactly one of them sees the others ended and says the operation's outcome. On SQLite the
      // update comes first: it takes the one write lock, where a read first could not be upgraded to
      // a write once another process had written meanwhile ("database is locked", whatever the
      // busy timeout), and the one writer already makes the jobs end one at a time.
      if (grouped && this.deps.config.dialect === 'mysql') await siblingsOf(tx);
      if ((await update(tx)) !== 1) return false;
      // One history entry per outcome: the steps in between (sending, each retry) live
      // on the job row (attempts, error), not as rows of Historia zamówień.
      const attempts = changes.attempts ?? pj.attempts;
      this.record(tx, actor, pj, action, {
        after: { status: to, printer: pj.printerName, copies: pj.copies, source: pj.source, attempts, ...(changes.error || pj.error ? { error: changes.error ?? pj.error } : {}) },
      });
      await tx.flush();
      const siblings = grouped ? await siblingsOf(tx) : null;
      afterCommit(() => {
        Object.assign(pj, changes, { status: to });
        this.publish(pj);
        if (pj.requestedById && pj.operationId && siblings) this.reportOperation({ userId: pj.requestedById }, pj.operationId, siblings);
      });
      return true;
    });
    return done;
  }

  /** After a job of an operation ended: progress while others still run, else the outcome once. */
  private reportOperation(who: { userId: number }, operationId: string, jobs: Array<Pick<PrintJob, 'status' | 'error'>>): void {
    const open = jobs.filter((j) => j.status === 'QUEUED' || j.status === 'SENDING').length;
    if (open > 0) {
      this.deps.operations.report(who, operationId, 'IN_PROGRESS', `Drukowanie w toku: ${jobs.length - open} z ${jobs.length}`);
      return;
    }
    const failed = jobs.find((j) => j.status === 'FAILED' || j.status === 'NEEDS_ATTENTION') ?? (jobs.some((j) => j.status === 'DONE') ? undefined : { status: 'CANCELLED', error: 'Wydruk anulowany' });
    if (!failed) {
      this.deps.operations.report(who, operationId, 'SUCCESS', PRINT_SUCCESS_MESSAGE);
      this.deps.operations.report(who, operationId, 'FINISH', PRINT_SUCCESS_MESSAGE);
      return;
    }
    const message = failed.error ?? failed.status;
    this.deps.operations.report(who, operationId, 'ERROR', message);
    this.deps.operations.report(who, operationId, 'FINISH', message);
  }

  private lock(): { lockMode?: LockMode.PESSIMISTIC_WRITE } {
    return this.deps.config.dialect === 'mysql' ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {};
  }

  async listJobs(ctx: RequestContext, q: PrintJobListQuery): Promise<Page<PrintJobView>> {
    const where: FilterQuery<PrintJob> = {};
    if (q.status) where.status = q.status;
    if (q.printerId) where.printerId = q.printerId;
    const [rows, count] = await ctx.em.findAndCount(PrintJob, where, { orderBy: { id: 'desc' }, limit: q.limit, offset: offsetOf(q) });
    const outputs = await this.outputsOf(ctx.em, rows);
    return pageOf(rows.map((j) => jobView(j, outputs.get(j.id) ?? null)), count, q);
  }

  /** Where file printers put these jobs: print-files/<folder>/job-<id>.<format>, once written. */
  private async outputsOf(em: EntityManager, jobs: PrintJob[]): Promise<Map<number, string>> {
    const ids = [...new Set(jobs.map((j) => j.printerId))];
    const printers = ids.length ? await em.find(Printer, { id: { $in: ids }, driver: 'file' }) : [];
    const byId = new Map(printers.map((p) => [p.id, p]));
    const out = new Map<number, string>();
    for (const j of jobs) {
      const p = byId.get(j.printerId);
      if (p && j.status === 'DONE') out.set(j.id, `print-files/${p.folder ?? `printer-${p.id}`}/job-${j.id}.${j.format}`);
    }
    return out;
  }

  /** A test label on one printer: its name, computer and the time, so an admin sees it works. */
  async testPrint(ctx: RequestContext, id: number, operationId?: string): Promise<PrintQueued> {
    const printer = await ctx.em.findOne(Printer, { id, deletedAt: null });
    if (!printer) throw notFound('Printer');
    const computer = await ctx.em.findOne(Computer, { id: printer.computerId });
    const when = formatWarsawDateTime(new Date());
    const { widthMm, heightMm } = LABEL_SIZES.small;
    const elements = stack({ x: 2, y: 2, w: widthMm - 4, h: heightMm - 4 }, [
      { text: { text: 'Wydruk testowy', bold: true, maxSize: 5, minSize: 2, maxLines: 1 }, weight: 1.3 },
      { text: { text: printer.name, maxSize: 3.5, minSize: 1.8, maxLines: 2 }, weight: 1.5 },
      { text: { text: `${computer?.name ?? ''} · ${when}`, maxSize: 3, minSize: 1.8, maxLines: 2 }, weight: 1 },
      { text: { text: 'Zażółć gęślą jaźń', maxSize: 3, minSize: 1.8, maxLines: 1 }, weight: 1 },
    ], 1);
    return this.print(ctx, { printerId: id, layout: { widthMm, heightMm, elements }, copies: 1, source: 'test_print', reference: `Wydruk testowy: ${printer.name}`.slice(0, 128), operationId });
  }

  async getJob(ctx: RequestContext, id: number): Promise<PrintJobView> {
    const pj = await ctx.em.findOne(PrintJob, { id }, { disableIdentityMap: true });
    // Another person's job is answered as missing: its existence and requester stay private.
    if (!pj || (ctx.actor && !mayFollowJob(ctx.actor, pj))) throw notFound('Print job');
    return jobView(pj, (await this.outputsOf(ctx.em, [pj])).get(pj.id) ?? null);
  }

  /** A person decided: send a job again that needed attention or failed. */
  async resendJob(ctx: RequestContext, id: number): Promise<PrintJobView> {
    const actor = requireActor(ctx);
    const ok = await inTransaction(ctx.em.fork(), async ({ em, afterCommit }) => {
      const pj = await em.findOne(PrintJob, { id });
      if (!pj) throw notFound('Print job');
      const n = await em.nativeUpdate(PrintJob, { id, status: { $in: ['NEEDS_ATTENTION', 'FAILED'] } }, { status: 'QUEUED', error: null, finishedAt: null });
      if (n !== 1) return pj.status;
      this.deps.jobs.enqueue(em, PRINT_QUEUE, { printJobId: id }, { maxAttempts: this.deps.config.printing.maxAttempts });
      this.record(em, actor, pj, 'resent', { before: { status: pj.status }, after: { status: 'QUEUED' } });
      await em.flush();
      afterCommit(() => {
        this.deps.jobs.wake(PRINT_QUEUE);
        this.publish(Object.assign(pj, { status: 'QUEUED', error: null }));
      });
      return true;
    });
    if (ok !== true) throw new AppError('CONFLICT', `Only a job that failed or needs attention can be resent (this one is ${ok})`, undefined, { reason: 'NOT_RESENDABLE', status: ok });
    return this.getJob({ ...ctx, em: ctx.em.fork() }, id);
  }

  /** A person looked at the printer: a job whose outcome was unknown did print. DONE without
   *  sending anything; the history says who confirmed it. */
  async confirmJob(ctx: RequestContext, id: number): Promise<PrintJobView> {
    const actor = requireActor(ctx);
    const pj = await ctx.em.fork().findOne(PrintJob, { id });
    if (!pj) throw notFound('Print job');
    if (!(await this.transition(ctx.em, pj, ['NEEDS_ATTENTION'], 'DONE', { finishedAt: new Date(), error: null }, 'confirmed_printed', actor))) {
      throw new AppError('CONFLICT', `Only a job whose outcome is unknown can be confirmed as printed (this one is ${pj.status})`, undefined, { reason: 'NOT_CONFIRMABLE', status: pj.status });
    }
    return this.getJob({ ...ctx, em: ctx.em.fork() }, id);
  }

  /** A person decided: the job is not printed (again). Queued jobs can be cancelled too. */
  async cancelJob(ctx: RequestContext, id: number): Promise<PrintJobView> {
    const actor = requireActor(ctx);
    const pj = await ctx.em.fork().findOne(PrintJob, { id });
    if (!pj) throw notFound('Print job');
    if (!(await this.transition(ctx.em, pj, ['NEEDS_ATTENTION', 'QUEUED', 'FAILED'], 'CANCELLED', {}, 'cancelled', actor))) {
      throw new AppError('CONFLICT', `This job cannot be cancelled any more (it is ${pj.status})`, undefined, { reason: 'NOT_CANCELLABLE' });
    }
    return this.getJob({ ...ctx, em: ctx.em.fork() }, id);
  }

  // ------------------------------------------------------------------ print agents

  /** A print agent announces its computer and its spooler's printers (created or updated;
   *  its printers that are gone from the spooler are disabled). */
  async agentRegister(ctx: RequestContext, input: AgentRegisterInput): Promise<PrinterView[]> {
    const actor = requireActor(ctx);
    return inTransaction(ctx.em, async ({ em }) => {
      if (actor.kind === 'integration') await this.assertKeyMayServe(em, actor, input.computer.hostname);
      const computer = await this.upsertComputer(em, input.computer);
      computer.agentSeenAt = new Date();
      // The first registration binds the key to the computer.
      if (actor.kind === 'integration') computer.agentKeyId = actor.apiKeyId ?? null;
      const existing = await em.find(Printer, { computerId: computer.id, driver: 'agent', deletedAt: null });
      const byQueue = new Map(existing.map((p) => [p.queue, p]));
      const kept: Printer[] = [];
      const created: Printer[] = [];
      for (const p of input.printers) {
        let printer = byQueue.get(p.queue);
        if (!printer) {
          printer = em.create(Printer, { name: p.name, computerId: computer.id, driver: 'agent', queue: p.queue, language: p.language, enabled: true });
          created.push(printer);
        } else {
          printer.name = p.name;
          printer.language = p.language;
          printer.enabled = true;
        }
        kept.push(printer);
      }
      for (const p of existing) if (!kept.includes(p) && p.enabled) p.enabled = false;
      await em.flush();
      for (const p of created) {
        this.history.record(em, actor, { entityType: 'printer', entityId: p.id, reference: p.name, action: 'registered_by_agent', after: { name: p.name, queue: p.queue, language: p.language, hostname: computer.hostname } });
      }
      this.history.record(em, actor, { entityType: 'computer', entityId: computer.id, reference: computer.hostname, action: 'agent_registered', after: { printers: input.printers.map((p) => p.queue) } });
      await em.flush();
      return this.views(em, kept);
    });
  }

  /** One key serves one computer, and a computer is served by one (unrevoked) key. */
  private async assertKeyMayServe(em: EntityManager, actor: Actor, hostname: string): Promise<void> {
    const wanted = hostname.trim().toLowerCase();
    const mine = await em.findOne(Computer, { agentKeyId: actor.apiKeyId });
    if (mine && mine.hostname !== wanted) {
      throw forbidden(`This print-agent key serves the computer ${mine.hostname}; each computer needs its own key`);
    }
    const target = await em.findOne(Computer, { hostname: wanted });
    if (target?.agentKeyId != null && target.agentKeyId !== actor.apiKeyId) {
      if (await this.deps.apiKeys.isActive(em, target.agentKeyId)) throw forbidden(`The computer ${wanted} is served by another print-agent key`);
    }
  }

  /** An agent's answer about a job: a key may report only on jobs of printers of its computer;
   *  any other id is answered as missing. */
  async agentReport(ctx: RequestContext, input: AgentReportInput): Promise<boolean> {
    const actor = requireActor(ctx);
    if (actor.kind === 'integration') {
      const job = await ctx.em.findOne(PrintJob, { id: input.jobId }, { disableIdentityMap: true });
      const printer = job ? await ctx.em.findOne(Printer, { id: job.printerId }) : null;
      const computer = printer ? await ctx.em.findOne(Computer, { id: printer.computerId }) : null;
      if (!computer || computer.agentKeyId == null || computer.agentKeyId !== actor.apiKeyId) throw notFound('Print job');
    }
    this.pubSub.publish(PRINT_AGENT_REPORT, { jobId: input.jobId, outcome: input.outcome, error: input.error ?? null });
    return true;
  }

  // ------------------------------------------------------------------ helpers

  get pubSub(): AppPubSub {
    return this.deps.pubSub;
  }

  private get history(): HistoryRecorder {
    return this.deps.history;
  }

  private record(em: EntityManager, actor: Actor | null, pj: PrintJob, action: string, rec: { before?: Record<string, unknown>; after?: Record<string, unknown> }): void {
    this.history.record(em, actor, { entityType: 'print_job', entityId: pj.id, reference: pj.reference, action, ...rec });
  }

  private publish(pj: PrintJob): void {
    this.deps.pubSub.publish(PRINT_JOB_UPDATED, { jobId: pj.id, printerId: pj.printerId, status: pj.status, error: pj.error, requestedById: pj.requestedById });
  }
}
