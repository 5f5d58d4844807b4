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
      name: 'features-import-no-app',
      comment:
        'The shell (client/src/app) composes the features; a feature never reaches up into it. What both use (session, messages, apiFetch, lazyPage, the UI store) lives in client/src/shared.',
      severity: 'error',
      from: { path: '^client/src/features/' },
      to: { path: '^client/src/app/' },
    },
    {
      name: 'shell-reads-the-feature-list',
      comment:
        "The shell knows the features only through THE list (client/src/features/index.ts) of their manifests (<f>.feature.ts): routes, menu entries, icons. Tests may mock a feature's page.",
      severity: 'error',
      from: { path: '^client/src/(app/|main\\.tsx$|entry-server\\.tsx$)', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^client/src/features/', pathNot: '^client/src/features/index\\.ts$' },
    },
    {
      name: 'shared-imports-no-feature',
      comment: 'client/src/shared is the bottom layer of the client: the shell and every feature use it, it uses neither.',
      severity: 'error',
      from: { path: '^client/src/shared/' },
      to: { path: '^client/src/(app|features)/' },
    },
    {
      name: 'components-present',
      comment:
        "Client containers (pages, hooks) fetch; components present (props in, callbacks out; issue 10 item 8, ADR 0941): nothing under a feature's components/ imports a generated hook (client/src/gql, type-only imports of its types are fine) or @apollo/client. Tests may import the documents for their mocks.",
      severity: 'error',
      from: {
        path: ['^client/src/features/[^/]+/components/', '^client/src/features/[^/]+/[^/]+/components/'],
        pathNot: [
          '\\.test\\.tsx?$',
        ],
      },
      to: { path: ['^client/src/gql/', '(^|/)node_modules/@apollo/client/', '^@apollo/client'], dependencyTypesNot: ['type-only'] },
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
    // client/src/gql is generated: in the graph (the components-present rule looks at it) but not followed.
    doNotFollow: { path: 'node_modules|^client/src/gql/' },
    // npm packages are in the graph (components-present names @apollo/client) but never followed.
    exclude: { path: '(^|/)dist(-ssr)?/|\\.gen\\.' },
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
