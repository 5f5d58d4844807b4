import type { AppPubSub } from '../../../platform/pubsub.js';
import { PRINT_AGENT_JOB, PRINT_AGENT_REPORT, type PrintAgentReportEvent } from '../printing.events.js';
import { PrintDeliveryError, type PrintDriver, type PrintPayload, type PrintTarget } from './driver.js';

/** Hands a job to the print agent on the printer's computer (graphql-ws subscription) and waits
 *  for its answers: ACCEPTED within ackMs (otherwise no agent is listening: nothing printed,
 *  retry), then DONE or FAILED within writeTimeoutMs. Reports travel through the PubSub, so
 *  they cross nodes when REDIS_URL is set. */
export class AgentDriver implements PrintDriver {
  constructor(
    private readonly pubSub: AppPubSub,
    private readonly opts: { ackMs: number; writeTimeoutMs: number },
  ) {}

  async send(target: PrintTarget, payload: PrintPayload): Promise<void> {
    const reports = this.pubSub.subscribe(PRINT_AGENT_REPORT);
    const iterator = reports[Symbol.asyncIterator]();
    let accepted = false;
    let timer: NodeJS.Timeout | undefined;
    const deadline = (ms: number) =>
      new Promise<'timeout'>((resolve) => {
        clearTimeout(timer);
        timer = setTimeout(() => resolve('timeout'), ms);
      });
    let clock = deadline(this.opts.ackMs);
    let pending = iterator.next();
    try {
      this.pubSub.publish(PRINT_AGENT_JOB, {
        hostname: target.hostname,
        jobId: payload.jobId,
        queue: target.queue ?? target.name,
        format: payload.format,
        contentBase64: payload.content.toString('base64'),
      });
      for (;;) {
        const next = await Promise.race([pending, clock]);
        if (next === 'timeout') {
          throw accepted
            ? new PrintDeliveryError('The print agent accepted the job but did not report the outcome', true)
            : new PrintDeliveryError(`No print agent answered on ${target.hostname}`, false);
        }
        if (next.done) throw new PrintDeliveryError('The report stream closed', accepted);
        pending = iterator.next();
        const report = next.value as PrintAgentReportEvent;
        if (report.jobId !== payload.jobId) continue;
        if (report.outcome === 'ACCEPTED') {
          accepted = true;
          clock = deadline(this.opts.writeTimeoutMs);
          continue;
        }
        if (report.outcome === 'DONE') return;
        // The spooler refused the job: nothing printed.
        throw new PrintDeliveryError(`The print agent failed: ${report.error ?? 'unknown error'}`, false);
      }
    } finally {
      clearTimeout(timer);
      void iterator.return?.();
    }
  }
}
