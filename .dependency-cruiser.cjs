/** Module boundaries (docs/ARCHITECTURE.md, ADR 0008), checked in CI by `npm run check:boundaries`. */
module.exports = {
  forbidden: [
    {
      name: 'platform-imports-no-module',
      comment: 'The platform assembles modules from their manifests; it never imports one.',
      severity: 'error',
      from: { path: '^server/src/platform/' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'modules-meet-through-index',
      comment: "A module uses another only through that module's index.ts (its public API): never its entities, routes or internals.",
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/([^/]+)/', pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-cycles',
      comment: 'No import cycles, inside a module or between modules.',
      severity: 'error',
      from: { path: '^(server|client)/src/' },
      to: { circular: true },
    },
    {
      name: 'features-meet-through-index',
      comment: "A client feature uses another only through that feature's index.ts; shared helpers live in client/src/shared.",
      severity: 'error',
      from: { path: '^client/src/features/([^/]+)/' },
      to: { path: '^client/src/features/([^/]+)/', pathNot: ['^client/src/features/$1/', '^client/src/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'client-imports-no-server',
      comment: 'The client talks to the server over HTTP only (generated hooks); shared pure code lives in domain/.',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^(server|seed|migrations)/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ is shared by server and client: it imports neither.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(server|client|seed)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|\\.gen\\.|client/src/gql/' },
    tsPreCompilationDeps: true,
    // The server imports its TypeScript files by their emitted name (`./x.js`): resolve them as TypeScript does.
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
