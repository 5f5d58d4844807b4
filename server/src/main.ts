import 'reflect-metadata';
import { App, seedIfEmptyEmbedded } from './app.js';
import { ConfigError, loadConfigOrExit } from './platform/config.js';
import { createLogger } from './platform/logger.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-users.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  let app: App;
  try {
    app = await App.create(config, logger);
  } catch (err) {
    // A module's configuration slice is parsed at assembly: same message as the core's.
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
  const seeded = await seedIfEmptyEmbedded(app.orm, config);
  const port = await app.listen();
  if (config.multiNode && !config.trustProxy) {
    logger.warn('MULTI_NODE=true without TRUST_PROXY=true: every client seems to come from the balancer, so the sign-in limit per address counts them all together');
  }
  // The render threads load pdfkit and the fonts beside the first requests, not in one of them.
  app.platform.cpu.warm().catch((err) => logger.warn('cpu pool warm-up failed', err));

  const url = `http://localhost:${port}`;
  const db = (config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : 'MySQL (DATABASE_URL)') + (config.multiNode ? ', one of several nodes' : '');
  const lines = [
    '',
    `  Glass back office is running on ${url}  (${db}${seeded ? ', demo data seeded' : ''}; Node ${process.version})`,
    `  Sign in:     ${url}/authentication/login`,
    `  GraphQL:     ${url}/graphql   (playground in a browser)`,
    `  REST docs:   ${url}/api/docs  (OpenAPI: ${url}/api/openapi.json)`,
  ];
  if (config.env !== 'production') {
    lines.push(`  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`    ${u.email.padEnd(22)} role ${u.role}`);
  }
  process.stdout.write(lines.join('\n') + '\n\n');

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: draining connections`);
    const hardStop = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    hardStop.unref();
    app.stop().then(
      () => process.exit(0),
      (err) => {
        logger.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
