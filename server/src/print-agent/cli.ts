#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { discoverPrinters, startPrintAgent, type AgentPrinter } from './agent.js';

const USAGE = `Print agent: prints the back office's labels on this computer's printers.

  npm run print-agent -- --server URL --key KEY [--config FILE] [--name NAME] [--hostname HOST] [--output-dir DIR]

  --server      the back office, e.g. http://backoffice:3000
  --key         an integration API key of scope print-agent (an admin creates it under
                Użytkownicy > Klucze API, choosing "Agent wydruku"); a shop key is refused (403)
  --config      JSON { "printers": [{ "name": "Zebra GK420d", "queue": "zebra_gk420d", "language": "zpl" }] };
                without it the OS spooler's queues are listed (lpstat -e)
  --name        the computer's name as shown in the back office (default: its hostname)
  --hostname    the hostname to register under (default: os.hostname())
  --output-dir  write jobs to DIR/<queue>/job-<id>.<zpl|pdf> instead of printing (testing)
`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      server: { type: 'string' },
      key: { type: 'string' },
      config: { type: 'string' },
      name: { type: 'string' },
      hostname: { type: 'string' },
      'output-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !values.server || !values.key) {
    process.stdout.write(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  let printers: AgentPrinter[];
  if (values.config) {
    const parsed = JSON.parse(readFileSync(values.config, 'utf8')) as { printers?: AgentPrinter[] };
    printers = parsed.printers ?? [];
  } else {
    printers = await discoverPrinters();
  }
  if (printers.length === 0) process.stderr.write('warning: no printers found (give --config FILE or set up the spooler)\n');
  const agent = startPrintAgent({ server: values.server, key: values.key, printers, computerName: values.name, hostname: values.hostname, outputDir: values['output-dir'] });
  const stop = () => void agent.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  process.stderr.write(`print agent failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
