import { keyOnly, minRole } from '../../platform/authorization/rules.js';
import { defineModule } from '../../platform/modules/module.js';
import { apiKeysModule } from '../api-keys/index.js';
import { seedPrinting } from '../../../../seed/printing.seeder.js';
import { PRINT_AGENT_JOB, PRINT_AGENT_REPORT, PRINT_JOB_UPDATED } from './printing.events.js';
import { Computer, Printer, PrintJob } from './printing.entity.js';
import { printingConfigSchema } from './printing.config.js';
import { PrintingResolver } from './printing.resolver.js';
import { printingRoutes } from './printing.routes.js';
import { PrintingService } from './printing.service.js';

export interface PrintingApi {
  /** The print queue: `print(ctx, { printerId, layout, copies, source, reference })`, `preview(layout)`. */
  printing: PrintingService;
}

/** The print queue: printers on computers, print agents, and jobs sent at most once. */
export const printingModule = defineModule({
  name: 'printing',
  requires: [apiKeysModule],
  entities: [Computer, Printer, PrintJob],
  topics: [PRINT_JOB_UPDATED.name, PRINT_AGENT_JOB.name, PRINT_AGENT_REPORT.name],
  config: printingConfigSchema,
  policies: {
    quickPrintPrinters: minRole(3),
    printerList: minRole(4),
    printerCreate: minRole(4),
    printerUpdate: minRole(4),
    printerDelete: minRole(4),
    printerTestPrint: minRole(4),
    computerList: minRole(4),
    printJobList: minRole(4),
    printJobGet: minRole(3),
    printJobResend: minRole(4),
    printJobCancel: minRole(4),
    printJobConfirm: minRole(4),
    printJobUpdated: minRole(3),
    // print agents: only an API key of scope print-agent; a user's token, an admin's too, is
    // refused, so a stolen browser session cannot pose as a computer or settle its jobs
    printAgentRegister: keyOnly('print-agent'),
    printAgentJobs: keyOnly('print-agent'),
    printAgentReport: keyOnly('print-agent'),
  },
  seed: seedPrinting,
  setup({ config, platform, use }) {
    const { audit: history, pubSub, jobs, operations, cpu } = platform;
    const printing = new PrintingService({ config: { dataDir: platform.config.dataDir, dialect: platform.config.database.kind, ...config }, apiKeys: use(apiKeysModule), history, pubSub, jobs, operations, cpu });
    const api: PrintingApi = { printing };
    return { api, resolvers: [new PrintingResolver(printing)], routes: printingRoutes(printing) };
  },
});
