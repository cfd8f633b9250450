/**
 * The architecture's boundaries as rules that fail `npm run check` (docs/architecture.md,
 * "Boundaries"). `npx depcruise src --config .dependency-cruiser.cjs` lists what breaks them.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'An import cycle, type-only imports included: modules that need each other belong together, or one needs a third.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      comment: 'The client talks to the server over HTTP only; what both need lives in src/shared.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      comment: 'The server never imports the client; what both need lives in src/shared.',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      comment: 'src/shared (its tests too) imports neither side: both sides import it.',
      from: { path: '^src/shared/' },
      to: { path: '^src/(client|server)/' },
    },
    {
      name: 'client-foundations-import-no-feature',
      severity: 'error',
      comment: 'components/, lib/ and i18n/ serve every feature, so they import none.',
      from: { path: '^src/client/(components|lib|i18n)/' },
      to: { path: '^src/client/features/' },
    },
    {
      name: 'features-meet-at-their-entry',
      severity: 'error',
      comment:
        'A feature uses another only through that feature\'s index.ts, which says what it offers; the rest of its folder is its own. A lazy import(), which splits the bundle at a module, may name that module (docs/architecture.md, "Boundaries").',
      from: { path: '^src/client/features/([^/]+)/' },
      to: {
        path: '^src/client/features/',
        pathNot: ['^src/client/features/$1/', '^src/client/features/[^/]+/index\\.ts$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'server-features-meet-at-their-entry',
      severity: 'error',
      comment:
        'A server feature uses another only through that feature\'s index.ts, which says what it offers; the rest of its folder is its own (docs/architecture.md, "Boundaries"). Tests may reach into the features they test.',
      from: {
        path: '^src/server/features/([^/]+)/',
        pathNot: '\\.test\\.ts$|\\.test-helpers\\.ts$|/test-fixtures\\.ts$',
      },
      to: {
        path: '^src/server/features/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'sandboxes-loaded-only-when-configured',
      severity: 'error',
      comment:
        'The sandboxes of outside services never ship inside production code: the server loads one by a dynamic import, and only when the configuration asks for it (docs/decisions/0047). Tests and scripts may import them.',
      from: {
        path: '^src/(server|client|shared)/',
        pathNot: '\\.test\\.ts$|\\.test-helpers\\.ts$|^src/server/test/',
      },
      to: { path: '^src/sandboxes/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'sandboxes-stand-alone',
      severity: 'error',
      comment:
        "A sandbox imitates a service outside Ajjir: it knows nothing of the app (its tests may use the app's client of it).",
      from: { path: '^src/sandboxes/', pathNot: '\\.test\\.ts$|\\.test-helpers\\.ts$' },
      to: { path: '^src/(server|client)/' },
    },
    {
      name: 'client-reads-answer-types-only',
      severity: 'error',
      comment:
        "The answer schemas are zod; the client needs only their types. A value imported from them would put zod's library on every page (docs/decisions/0042).",
      from: { path: '^src/(client/|shared/api-types\\.ts$)' },
      to: { path: '^src/shared/answers/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'src-not-scripts',
      severity: 'error',
      comment: 'Scripts may use the app; the app never imports a script.',
      from: { path: '^src/' },
      to: { path: '^scripts/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
