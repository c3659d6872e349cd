// The import boundaries of docs/architecture.md, checked by `npm run lint` (depcruise).
// A feature is a folder under apps/server/src/features or apps/web/src/features.

const SERVER = '^apps/server/src';
const WEB = '^apps/web/src';

// The server's features from the bottom up: a feature may call the services of the features
// below it, never of those above it, so features cannot form a loop. Tables are exempt: a table
// may be imported anywhere, for a foreign key, a join or a count (never written to outside its
// own feature: docs/architecture.md).
const SERVER_LAYERS = [
  'activity',
  'notifications',
  'organisation',
  'sessions',
  'idempotency',
  'users',
  'roles',
  'sites',
  'assets',
  'work-orders',
  'attachments',
  'checklists',
  'attendance',
  'pm',
  'materials',
  'work-order-record',
  'dashboards',
  'live',
  'push',
  'escalation',
  'auth',
  'requests',
  'reports',
  'health',
  'jobs',
];

const above = (feature) => SERVER_LAYERS.slice(SERVER_LAYERS.indexOf(feature) + 1);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-feature-insides',
      severity: 'error',
      comment:
        'A server feature uses another only through its service (<feature>.service.ts) or its tables (<feature>.table.ts): never its repository, presenter, policy or routes.',
      from: { path: `${SERVER}/features/([^/]+)/` },
      to: {
        path: `${SERVER}/features/[^/]+/`,
        pathNot: [`${SERVER}/features/$1/`, '\\.(service|table)\\.ts$'],
      },
    },
    ...SERVER_LAYERS.map((feature) => ({
      name: 'server-feature-layers',
      severity: 'error',
      comment: `${feature} may call only the services of the features below it (SERVER_LAYERS).`,
      // Tests set up their data through any feature's service.
      from: { path: `${SERVER}/features/${feature}/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: `${SERVER}/features/(${above(feature).join('|') || 'none^'})/`,
        pathNot: '\\.table\\.ts$',
      },
    })),
    {
      name: 'server-lib-knows-no-feature',
      severity: 'error',
      comment: 'lib/ is what every feature builds on; it imports no feature, the demo or app.ts.',
      from: { path: `${SERVER}/lib/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${SERVER}/(features|demo)/|${SERVER}/app\\.ts$` },
    },
    {
      name: 'server-only-root-imports-app',
      severity: 'error',
      comment: 'app.ts is the composition root: only main.ts and tests import it.',
      from: { pathNot: `${SERVER}/main\\.ts$|\\.test\\.ts$|${SERVER}/test/` },
      to: { path: `${SERVER}/app\\.ts$` },
    },
    {
      name: 'web-feature-insides',
      severity: 'error',
      comment: "A web feature uses another only through that feature's public.ts.",
      from: { path: `${WEB}/features/([^/]+)/` },
      to: {
        path: `${WEB}/features/[^/]+/`,
        pathNot: [`${WEB}/features/$1/`, '/public\\.ts$'],
      },
    },
    {
      name: 'web-shell-through-public',
      severity: 'error',
      comment:
        'The shell (app/) uses a feature only through its public.ts; the typed screen table (app/screens.ts) and the standalone login (app/login-entry.tsx, which must not pull in the rest of auth) load pages directly.',
      from: { path: `${WEB}/app/`, pathNot: `${WEB}/app/(screens\\.ts|login-entry\\.tsx)$` },
      to: { path: `${WEB}/features/[^/]+/`, pathNot: '/public\\.ts$' },
    },
    {
      name: 'web-generic-knows-no-feature',
      severity: 'error',
      comment: 'lib/ and components/ are generic: they import no feature.',
      from: { path: `${WEB}/(lib|components)/` },
      to: { path: `${WEB}/features/` },
    },
    {
      name: 'shared-knows-no-app',
      severity: 'error',
      comment: 'packages/shared serves the server and the web app; it imports neither.',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
