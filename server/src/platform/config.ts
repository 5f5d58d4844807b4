import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.js';

/** Durations like 900, 15m, 12h, 7d (what jsonwebtoken's expiresIn accepts). */
export const duration = z.string().regex(/^\d+[smhd]?$/, 'expected a duration such as 900, 15m, 12h or 7d');

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
  // 12-16; the test suites alone may go down to 4 (NODE_ENV=test): hundreds of sign-ins, the same code
  BCRYPT_COST: z.coerce.number().int().min(4).max(16).default(12),
  CLIENT_DIST: z.string().default(join(repoRoot, 'client', 'dist')),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WORKERS: z.enum(['true', 'false']).default('true'),
  /** This process is one of several nodes behind a load balancer (README, "Several nodes"). */
  MULTI_NODE: z.enum(['true', 'false']).default('false'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Job runner: how long a claimed job stays this node's without a heartbeat (a crashed node's
   *  jobs are taken over after it), and how often an idle node polls the queue. */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  JOB_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(500),
  /** API requests (REST and GraphQL) worked on at once; the others wait their turn (platform/http/admission.ts). */
  API_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
  /** Worker threads for rendering (PDF, ZPL); default: cores - 1, at least 1. */
  CPU_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** Tests only: check every REST answer against its route's declared schema and record drift
   *  (platform/rest/contract.ts). Refused in production. */
  REST_CONTRACT_CHECK: z.enum(['true', 'false']).default('false'),
});

type Env = z.infer<typeof envSchema>;

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
  /** Whether this node runs background jobs (print queue, ERP sync). */
  workers: boolean;
  /** One of several nodes behind a load balancer: MySQL/MariaDB, Redis and a shared JWT secret are required. */
  multiNode: boolean;
  /** The job runner's lease and idle poll interval. */
  jobs: { leaseMs: number; pollMs: number };
  /** Worker threads of the CPU pool (unset: cores - 1, at least 1). */
  cpuThreads?: number;
  /** API requests worked on at once; the others wait their turn. */
  apiConcurrency: number;
  /** Check REST answers against their declared schemas and record drift (tests). */
  restContractCheck: boolean;
  /** The environment the configuration was read from (empty values dropped): each module parses
   *  its own slice of it (its manifest's `config`). */
  source: Record<string, string>;
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
  if (env.BCRYPT_COST < 12 && env.NODE_ENV !== 'test') throw new ConfigError('Invalid configuration:\n  BCRYPT_COST: must be at least 12');
  if (env.MULTI_NODE === 'true') assertMultiNode(env);
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
    workers: env.WORKERS === 'true',
    multiNode: env.MULTI_NODE === 'true',
    jobs: { leaseMs: env.JOB_LEASE_MS, pollMs: env.JOB_POLL_MS },
    cpuThreads: env.CPU_THREADS,
    apiConcurrency: env.API_CONCURRENCY,
    restContractCheck: env.REST_CONTRACT_CHECK === 'true' && env.NODE_ENV !== 'production',
    source: present as Record<string, string>,
  };
}

/** Several nodes share only what lives outside each process. The embedded SQLite file is one
 *  machine's (nodes on other hosts or containers would each write their own database), events
 *  reach the other nodes only through Redis, and a token signed by one node must verify on all,
 *  so a generated per-folder secret will not do. Each missing piece stops the start, named. */
function assertMultiNode(env: Env): void {
  const missing: string[] = [];
  if (!env.DATABASE_URL) missing.push('DATABASE_URL: required when MULTI_NODE=true (MySQL/MariaDB; the embedded SQLite database serves one node only)');
  if (!env.REDIS_URL) missing.push('REDIS_URL: required when MULTI_NODE=true (events and session ends reach the other nodes through Redis)');
  if (env.JWT_SECRET === undefined) missing.push('JWT_SECRET: required when MULTI_NODE=true (every node must accept the tokens the others sign)');
  if (missing.length) throw new ConfigError(`Invalid configuration:\n  ${missing.join('\n  ')}`);
}

/** For entry points (server, CLI): the configuration, or the bad variable named on stderr and
 *  exit code 1 (no stack trace for an operator's typo). */
export function loadConfigOrExit(source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(source);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(err.message + '\n');
      process.exit(1);
    }
    throw err;
  }
}

/** `900` (seconds), `15m`, `2h`, `7d` -> milliseconds. */
export function durationMs(value: string): number {
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
