import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

/** Durations like 900, 15m, 12h, 7d (what jsonwebtoken's expiresIn accepts). */
const duration = z.string().regex(/^\d+[smhd]?$/, 'expected a duration such as 900, 15m, 12h or 7d');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^(mysql|mariadb):\/\/.+/, 'expected mysql://user:password@host:port/database')
    .optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\/.+/, 'expected redis://host:port').optional(),
  JWT_SECRET: z.string().optional(),
  JWT_TTL: duration.default('12h'),
  BCRYPT_COST: z.coerce.number().int().min(12).max(16).default(12),
  CLIENT_DIST: z.string().default(join(repoRoot, 'client', 'dist')),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WORKERS: z.enum(['true', 'false']).default('true'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Self-registration of client (role 1) accounts: off unless `open`. */
  REGISTRATION: z.enum(['open', 'closed']).default('closed'),
  /** Outgoing mail for password reset links; without it an administrator resets passwords. */
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'expected smtp://user:password@host:port or smtps://...').optional(),
  SMTP_FROM: z.string().min(3).default('Back office <no-reply@localhost>'),
  /** Where users reach the app, for links in e-mails (default http://localhost:PORT). */
  PUBLIC_URL: z.string().regex(/^https?:\/\/.+/, 'expected http(s)://host[:port]').optional(),
  /** A document lock idle longer than this can be taken over by another packer. */
  DOCUMENT_LOCK_TTL: duration.default('2h'),
  /** Largest PDF the shop may push, in bytes. */
  DOCUMENT_MAX_BYTES: z.coerce.number().int().min(1024).max(512 * 1024 * 1024).default(20 * 1024 * 1024),
  /** Where stock changes go: `local` applies them at once, `http` POSTs them to ERP_URL (ADR 0301). */
  ERP_CONNECTOR: z.enum(['local', 'http']).default('local'),
  ERP_URL: z.string().regex(/^https?:\/\/.+/, 'expected http(s)://host[:port]/path').optional(),
  ERP_TIMEOUT_MS: z.coerce.number().int().min(50).max(300_000).default(10_000),
  /** Print queue: attempts for a printer that cannot be reached, and the first retry delay (doubles). */
  PRINT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  PRINT_RETRY_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
  PRINT_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  PRINT_WRITE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  /** How long a print agent has to accept a job before the printer counts as unreachable. */
  PRINT_AGENT_ACK_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  /** Job runner: how long a claimed job stays this node's without a heartbeat (a crashed node's
   *  jobs are taken over after it), and how often an idle node polls the queue. */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  JOB_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(500),
  /** History exports running at once per node; the others wait. On MySQL an export holds a pool
   *  connection (20 per node) for as long as its download takes (ADR 0305). */
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(10).default(4),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'mysql'; url: string };
  redisUrl?: string;
  jwt: { secret: string; ttl: string };
  bcryptCost: number;
  clientDist: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  shutdownTimeoutMs: number;
  registration: 'open' | 'closed';
  mail: { smtpUrl?: string; from: string };
  publicUrl: string;
  documents: { lockTtlMs: number; maxBytes: number };
  /** Whether this node runs background jobs (print queue, ERP sync). */
  workers: boolean;
  /** The ERP connector for stock changes. */
  erp: { connector: 'local' | 'http'; url?: string; timeoutMs: number };
  printing: { maxAttempts: number; retryMs: number; connectTimeoutMs: number; writeTimeoutMs: number; agentAckMs: number };
  /** The job runner's lease and idle poll interval. */
  jobs: { leaseMs: number; pollMs: number };
  /** History exports running at once per node. */
  exports: { concurrency: number };
}

export class ConfigError extends Error {}

/** Parses and validates the environment once. A bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=` in a compose file) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.ERP_CONNECTOR === 'http' && !env.ERP_URL) {
    throw new ConfigError('Invalid configuration:\n  ERP_URL: required when ERP_CONNECTOR=http');
  }
  const dataDir = resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'mysql', url: env.DATABASE_URL.replace(/^mariadb:/, 'mysql:') }
      : { kind: 'sqlite', file: join(dataDir, 'app.sqlite') },
    redisUrl: env.REDIS_URL,
    jwt: { secret: resolveJwtSecret(env, dataDir), ttl: env.JWT_TTL },
    bcryptCost: env.BCRYPT_COST,
    clientDist: resolve(env.CLIENT_DIST),
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === 'true',
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    registration: env.REGISTRATION,
    mail: { smtpUrl: env.SMTP_URL, from: env.SMTP_FROM },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    documents: { lockTtlMs: durationMs(env.DOCUMENT_LOCK_TTL), maxBytes: env.DOCUMENT_MAX_BYTES },
    workers: env.WORKERS === 'true',
    erp: { connector: env.ERP_CONNECTOR, url: env.ERP_URL, timeoutMs: env.ERP_TIMEOUT_MS },
    printing: {
      maxAttempts: env.PRINT_MAX_ATTEMPTS,
      retryMs: env.PRINT_RETRY_MS,
      connectTimeoutMs: env.PRINT_CONNECT_TIMEOUT_MS,
      writeTimeoutMs: env.PRINT_WRITE_TIMEOUT_MS,
      agentAckMs: env.PRINT_AGENT_ACK_MS,
    },
    jobs: { leaseMs: env.JOB_LEASE_MS, pollMs: env.JOB_POLL_MS },
    exports: { concurrency: env.EXPORT_CONCURRENCY },
  };
}

/** `900` (seconds), `15m`, `2h`, `7d` -> milliseconds. */
function durationMs(value: string): number {
  const m = /^(\d+)([smhd]?)$/.exec(value)!;
  const unit = { '': 1000, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(m[1]) * unit;
}

/** Production must bring its own strong secret; development generates one once and keeps it
 *  under data/ so sessions survive restarts. */
function resolveJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET !== undefined) {
    if (Buffer.byteLength(env.JWT_SECRET) < 32) {
      throw new ConfigError('Invalid configuration:\n  JWT_SECRET: must be at least 32 bytes');
    }
    return env.JWT_SECRET;
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required when NODE_ENV=production (at least 32 bytes)');
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
