import type { z } from 'zod';
import { ConfigError, type Config } from '../config.js';
import type { Actor, CredentialUse } from '../context.js';
import type { EntityManager, Orm } from '../database.js';
import { PolicyTable } from '../authorization/policies.js';
import { PLATFORM_TOPICS } from '../pubsub.js';
import type { RestRoute } from '../rest/route.js';
import type { AppModule, PlatformServices } from './module.js';

type AnyModule = AppModule<any, any>;  

/** The modules in set-up order: every module after the ones it requires. A required module that
 *  is not listed, a cycle, or two modules of one name stop the boot. */
export function orderModules(modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map<string, AnyModule>();
  for (const m of modules) {
    if (byName.has(m.name)) throw new Error(`Two modules are named ${m.name}`);
    byName.set(m.name, m);
  }
  const ordered: AnyModule[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (m: AnyModule, path: string[]) => {
    if (state.get(m.name) === 'done') return;
    if (state.get(m.name) === 'visiting') throw new Error(`Module dependency cycle: ${[...path, m.name].join(' -> ')}`);
    state.set(m.name, 'visiting');
    for (const dep of m.requires ?? []) {
      if (byName.get(dep.name) !== dep) throw new Error(`Module ${m.name} requires ${dep.name}, which is not in the module list`);
      visit(dep, [...path, m.name]);
    }
    state.set(m.name, 'done');
    ordered.push(m);
  };
  for (const m of modules) visit(m, []);
  return ordered;
}

/** What the manifests declare, gathered without setting anything up (the database CLI and the
 *  migrations need only the entities). Duplicate operation or topic names stop the boot. */
export function collectDeclarations(modules: readonly AnyModule[], platformEntities: readonly object[]) {
  const ordered = orderModules(modules);
  const policies = new PolicyTable();
  const topics = new Map<string, string>(PLATFORM_TOPICS.map((t) => [t, 'platform']));
  const entities: object[] = [...platformEntities];
  for (const m of ordered) {
    policies.add(m.name, m.policies ?? {});
    for (const t of m.topics ?? []) {
      const owner = topics.get(t);
      if (owner) throw new Error(`Topic ${t} is declared by both ${owner} and ${m.name}`);
      topics.set(t, m.name);
    }
    entities.push(...(m.entities ?? []));
  }
  return { ordered, policies, topics: [...topics.keys()], entities };
}

/** Each module's configuration slice, parsed from the environment the core config was read from.
 *  A bad value throws a ConfigError naming the variable, like the core configuration. */
function parseModuleConfigs(modules: readonly AnyModule[], source: Record<string, string>): Map<string, unknown> {
  const configs = new Map<string, unknown>();
  const problems: string[] = [];
  for (const m of modules) {
    if (!m.config) continue;
    const parsed = (m.config as z.ZodType).safeParse(source);
    if (parsed.success) configs.set(m.name, parsed.data);
    else problems.push(...parsed.error.issues.map((i) => `${i.path.join('.') || m.name}: ${i.message}`));
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return configs;
}

interface AssembledApp {
  policies: PolicyTable;
  resolvers: object[];
  routes: RestRoute[];
  apis: Map<string, unknown>;
  authenticate(em: EntityManager, token: string | null, use?: CredentialUse): Promise<Actor | null>;
}

/** Sets the modules up in order, handing each the platform services, its configuration slice and
 *  the APIs of the modules it requires. */
export function assembleModules(modules: readonly AnyModule[], platform: PlatformServices, platformParts: { policies: Record<string, import('../authorization/rules.js').Rule>; resolvers: object[] }): AssembledApp {
  const { ordered, policies } = collectDeclarations(modules, []);
  policies.add('platform', platformParts.policies);
  const configs = parseModuleConfigs(ordered, platform.config.source);
  const apis = new Map<string, unknown>();
  const resolvers: object[] = [...platformParts.resolvers];
  const routes: RestRoute[] = [];
  let authenticate: AssembledApp['authenticate'] | undefined;
  for (const m of ordered) {
    const allowed = new Set((m.requires ?? []).map((r: AnyModule) => r.name));
    const parts = m.setup({
      config: configs.get(m.name),
      platform,
      use: <A>(dep: AppModule<A, unknown>): A => {
        if (!allowed.has(dep.name)) throw new Error(`Module ${m.name} uses ${dep.name} without listing it in requires`);
        return apis.get(dep.name) as A;
      },
    });
    apis.set(m.name, parts.api);
    resolvers.push(...(parts.resolvers ?? []));
    routes.push(...(parts.routes ?? []));
    if (parts.authenticate) {
      if (authenticate) throw new Error(`Two modules authenticate callers (the second is ${m.name})`);
      authenticate = parts.authenticate.bind(parts);
    }
  }
  const operations = new Set<string>();
  for (const r of routes) {
    const key = `${r.method.toUpperCase()} ${r.path}`;
    if (operations.has(key)) throw new Error(`Two routes answer ${key}`);
    operations.add(key);
  }
  return { policies, resolvers, routes, apis, authenticate: authenticate ?? (async () => null) };
}

/** Runs the modules' demo-data seeders in module order, each in its own flush. */
export async function seedModules(orm: Orm, modules: readonly AnyModule[], apis: Map<string, unknown> = new Map()): Promise<void> {
  for (const m of orderModules(modules)) {
    if (!m.seed) continue;
    const em = orm.em.fork();
    await m.seed(em, { use: <A>(dep: AppModule<A, unknown>) => apis.get(dep.name) as A });
    await em.flush();
  }
}

/** True when no table of the given entities holds a row: a fresh embedded database. */
export async function databaseIsEmpty(orm: Orm, entities: readonly object[]): Promise<boolean> {
  const em = orm.em.fork();
  for (const e of entities) {
    if ((await em.count(e as never, {})) > 0) return false;
  }
  return true;
}

export type { Config };
