/**
 * The CSP has no 'unsafe-eval': zod must not probe for `new Function`. zod keeps its
 * global config on `globalThis.__zod_globalConfig` and reuses an object already there, so setting
 * it here, before any zod module runs, does what `z.config({ jitless: true })` did without putting
 * zod into the entry chunk: zod now loads with the first form, not with the first screen
 *. `zod-jitless.test.ts` checks that zod picks it up.
 */
export function makeZodJitless(): void {
  const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };
}
