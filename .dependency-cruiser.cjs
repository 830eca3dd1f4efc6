// The boundaries `npm run check:deps` enforces (docs/ARCHITECTURE.md §9 draws the picture).
// Paths are relative to the folder the check runs in: the repo root, or a fixture tree in tests.
const SERVER = '^apps/server/src';
const WEB = '^apps/web/src';
// Test code: test files, per-module test helpers and the shared harness in apps/server/src/test.
const TEST_CODE = '(\\.test\\.tsx?|\\.test-helpers\\.ts)$|^apps/server/src/test/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: a cycle makes load order matter and layers meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-unresolvable',
      comment:
        'Every import resolves. An import the checker cannot follow (say, the `@/` alias without its tsconfig) is ' +
        'invisible to every other rule here, so the check would pass while checking nothing.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    // ---------- web ----------
    {
      name: 'web-feature-to-feature',
      comment: 'A web feature imports no other feature; features are composed in app/ (routes, layout).',
      severity: 'error',
      from: { path: `${WEB}/features/([^/]+)/` },
      to: { path: `${WEB}/features/`, pathNot: `${WEB}/features/$1/` },
    },
    {
      name: 'web-shared-to-feature',
      comment: 'components/ and lib/ are shared by every feature, so they import none.',
      severity: 'error',
      from: { path: `${WEB}/(components|lib)/` },
      to: { path: `${WEB}/features/` },
    },
    {
      name: 'web-to-server',
      comment: 'The browser shares only @proclub/contracts with the server, never server code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    // ---------- server ----------
    {
      name: 'server-module-private',
      comment:
        'A module reaches another module only through its one public file, modules/<m>/<m>.public.ts. ' +
        'Kernel code (pagination, ids, csv, money, safe fetching) lives in lib/.',
      severity: 'error',
      from: { path: `${SERVER}/(modules/([^/]+)/|seed/)`, pathNot: TEST_CODE },
      to: { path: `${SERVER}/modules/`, pathNot: [`${SERVER}/modules/$2/`, `${SERVER}/modules/([^/]+)/\\1\\.public\\.ts$`] },
    },
    {
      name: 'server-module-private-in-tests',
      comment: "Tests may also use another module's test helpers (modules/<m>/<m>.test-helpers.ts).",
      severity: 'error',
      from: { path: `${SERVER}/(modules/([^/]+)/|seed/).*(\\.test\\.ts|\\.test-helpers\\.ts)$` },
      to: {
        path: `${SERVER}/modules/`,
        pathNot: [`${SERVER}/modules/$2/`, `${SERVER}/modules/([^/]+)/\\1\\.(public|test-helpers)\\.ts$`],
      },
    },
    {
      name: 'server-kernel-imports-no-feature',
      comment: 'db/, lib/, config/ and plugins/ sit below the modules: they import no module and not the seed.',
      severity: 'error',
      from: { path: `${SERVER}/(db|lib|config|plugins)/`, pathNot: TEST_CODE },
      to: { path: `${SERVER}/(modules|seed)/` },
    },
    {
      name: 'server-modules-below-composition',
      comment: 'app.ts, server.ts and seed/ compose the modules; no module imports them back (tests build the app).',
      severity: 'error',
      from: { path: `${SERVER}/modules/`, pathNot: TEST_CODE },
      to: { path: `${SERVER}/(app|server)\\.ts$|${SERVER}/seed/` },
    },
    {
      name: 'orm-only-in-repositories',
      comment:
        'Only repositories talk to the ORM. Exceptions: db/ (schema, client), plugins/auth.ts (better-auth ' +
        'adapter), seed/ (writes demo rows directly) and test code (asserts on rows).',
      severity: 'error',
      from: {
        pathNot: [`\\.repository\\.ts$`, `${SERVER}/db/`, `${SERVER}/plugins/auth\\.ts$`, `${SERVER}/seed/`, TEST_CODE],
      },
      to: { path: 'node_modules/drizzle-orm/' },
    },
    {
      name: 'contracts-import-no-app',
      comment: 'The contracts are the shared bottom layer: they import neither app.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data)/|/migrations/' },
    // Resolves the web app's `@/` alias; the server uses relative imports only.
    tsConfig: { fileName: require('node:path').resolve('apps/web/tsconfig.paths.json') },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
