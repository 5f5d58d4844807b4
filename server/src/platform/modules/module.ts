import type { CpuPool } from '../workers/cpu-pool.js';
import type { z } from 'zod';
import type { Rule } from '../authorization/rules.js';
import type { Actor, CredentialUse } from '../context.js';
import type { Config } from '../config.js';
import type { EntityManager } from '../database.js';
import type { Logger } from '../logger.js';
import type { AppPubSub } from '../pubsub.js';
import type { JobRunner } from '../jobs/job-runner.js';
import type { HistoryRecorder } from '../audit/history.recorder.js';
import type { OperationService } from '../operations/operation.service.js';
import type { Idempotency } from '../idempotency/idempotency.js';
import type { RestRoute } from '../rest/route.js';

/** What the platform hands every module: the shared, module-agnostic services. */
export interface PlatformServices {
  config: Config;
  logger: Logger;
  pubSub: AppPubSub;
  /** Background work: register a queue once, enqueue inside the transaction that creates the work. */
  jobs: JobRunner;
  /** The audit trail (Historia zamówień): one entry per state change, in the same transaction. */
  audit: HistoryRecorder;
  /** Long operations report IN_PROGRESS ... SUCCESS | ERROR, FINISH to the user who started them. */
  operations: OperationService;
  /** Idempotency-Key handling for any action: a double scan or a retried push does the work once. */
  idempotency: Idempotency;
  /** Worker threads for CPU-bound work (PDF, ZPL, barcodes) that must not hold the event loop. */
  cpu: CpuPool;
}

interface ModuleSetupContext<Cfg> {
  /** This module's configuration slice, parsed from the environment by the manifest's `config`. */
  config: Cfg;
  platform: PlatformServices;
  /** The public API of a module this one lists in `requires` (set up before this one). */
  use<A>(module: AppModule<A, any>): A;  
}

/** What a module's setup gives back to the platform. */
interface ModuleParts<A> {
  /** What other modules may call (they reach it through `use(thisModule)`). */
  api?: A;
  /** TypeGraphQL resolver instances (their classes carry the schema). */
  resolvers?: object[];
  /** REST routes under /api. */
  routes?: RestRoute[];
  /** Turns a bearer token (or, with `page`, the page-render cookie) into the caller. Exactly one
   *  module (auth) provides it. */
  authenticate?(em: EntityManager, token: string | null, use?: CredentialUse): Promise<Actor | null>;
}

interface SeedContext {
  /** Another module's public API, for seeders that build on it. */
  use<A>(module: AppModule<A, any>): A;  
}

/**
 * A module's manifest (`modules/<m>/<m>.module.ts`): everything it contributes to the app, in one
 * place. The platform assembles the listed modules (modules/index.ts); it imports none of them.
 */
export interface AppModule<A = unknown, Cfg = unknown> {
  readonly name: string;
  /** Modules whose public API this one uses; they are set up first. */
  readonly requires?: ReadonlyArray<AppModule<any, any>>;  
  /** MikroORM entities (tables) this module owns. */
  readonly entities?: readonly object[];
  /** Those of its entities whose rows its migrations write (constants such as a time-zone table):
   *  they do not make a fresh database look used, so the demo environment still seeds itself. */
  readonly constantEntities?: readonly object[];
  /** Its operations and who may call them (the policy table's rows). */
  readonly policies?: Readonly<Record<string, Rule>>;
  /** Names of the event topics it publishes. */
  readonly topics?: readonly string[];
  /** Its slice of the environment: a zod schema over the environment variables it reads. */
  readonly config?: z.ZodType<Cfg>;
  /** Demo data for the embedded database, run in module order. */
  readonly seed?: (em: EntityManager, ctx: SeedContext) => Promise<void>;
  setup(ctx: ModuleSetupContext<Cfg>): ModuleParts<A>;
}

/** Declares a manifest (identity function: it only fixes the types). */
export function defineModule<A = undefined, Cfg = undefined>(module: AppModule<A, Cfg>): AppModule<A, Cfg> {
  return module;
}
