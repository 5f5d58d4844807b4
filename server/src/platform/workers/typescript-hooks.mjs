// Module hooks for the CPU pool's threads under dev and vitest, where the worker files are
// TypeScript: Node strips the types itself, and these hooks map the `./x.js` specifiers of the
// sources to their `./x.ts`. No native transpiler (swc) runs in a worker thread: native addons
// there can crash the process when the thread ends.
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (err) {
    if (err?.code !== 'ERR_MODULE_NOT_FOUND' || !/^\.\.?\//.test(specifier) || !specifier.endsWith('.js')) throw err;
    return next(`${specifier.slice(0, -3)}.ts`, context);
  }
}
