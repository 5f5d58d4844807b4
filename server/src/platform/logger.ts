import type { Config } from './config.js';
import { errorForLog, redactSecrets } from './log-redaction.js';

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof LEVELS, 'silent'>;

export interface Logger {
  debug(msg: string, extra?: unknown): void;
  info(msg: string, extra?: unknown): void;
  warn(msg: string, extra?: unknown): void;
  error(msg: string, extra?: unknown): void;
}

/** One-line JSON logs on stderr: enough for a process manager or a log shipper. */
export function createLogger(level: Config['logLevel']): Logger {
  const min = LEVELS[level];
  const write = (lvl: Level) => (msg: string, extra?: unknown) => {
    if (LEVELS[lvl] < min) return;
    const line: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg };
    if (extra instanceof Error) line.err = errorForLog(extra);
    else if (extra !== undefined) line.extra = extra;
    // Never a password hash, token or API key, whatever the line holds (log-redaction.ts).
    process.stderr.write(redactSecrets(JSON.stringify(line)) + '\n');
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
