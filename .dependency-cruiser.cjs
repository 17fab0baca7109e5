// Import boundaries of the monorepo (docs/adr/0028-checked-boundaries.md). `npm test` runs
// `npm run boundaries`, so a new cycle or a forbidden import fails CI, not a review.

const orgFeatures = 'apps/org-dashboard/src/features';
const dashboardPage = `${orgFeatures}/dashboard/components/dashboard-page.tsx`;
const accessTab = `${orgFeatures}/access-management/components/access-management-tab.tsx`;
const schema = 'apps/server/src/db/schema.ts';

const cycle = (...files) => ({
  type: 'cycle',
  from: files[0],
  to: files[1],
  rule: { name: 'no-circular', severity: 'error' },
  cycle: files.map((name) => ({ name, dependencyTypes: [] })),
});
const crossFeature = (from, to) => ({
  type: 'dependency',
  from,
  to,
  rule: { name: 'no-cross-feature', severity: 'error' },
});

/**
 * TEMPORARY: violations that existed when these rules were introduced (issue 22) and are being
 * removed by the same issue's other parts. Each entry matches one exact import (or one exact cycle),
 * so any new violation, even in these files, still fails. Delete an entry as soon as its import is gone.
 */
const knownViolations = [
  // The org dashboard routes its tabs from features/dashboard, and the tabs import the page's
  // organization meta back: nested routes in src/app/ replace this (issue 22, org-dashboard routes).
  ...[
    'access-management/components/access-management-tab.tsx',
    'access-management/components/access-management-tab.test.tsx',
    'aggregated-report/components/aggregated-report-tab.test.tsx',
    'batch/components/batch-page.tsx',
    'batch/components/batch-page.test.tsx',
    'student-repository/components/user-repository-tab.tsx',
    'student-repository/components/student-repository.test.tsx',
  ].map((file) => crossFeature(`${orgFeatures}/${file}`, dashboardPage)),
  ...[
    'access-management/components/access-management-tab.tsx',
    'aggregated-report/components/aggregated-report-tab.tsx',
    'batch/components/batch-page.tsx',
    'course-management/components/course-management-tab.tsx',
    'my-courses/components/my-courses-tab.tsx',
    'student-repository/components/student-report-page.tsx',
    'student-repository/components/user-repository-tab.tsx',
  ].map((file) => crossFeature(dashboardPage, `${orgFeatures}/${file}`)),
  cycle(dashboardPage, accessTab),
  cycle(dashboardPage, `${orgFeatures}/batch/components/batch-page.tsx`),
  cycle(dashboardPage, `${orgFeatures}/student-repository/components/user-repository-tab.tsx`),
  // The access dialogs take the hand-written `Deal` row type from the tab that opens them: contract
  // row types replace it (issue 22, response shapes from the contract).
  cycle(accessTab, `${orgFeatures}/access-management/components/edit-history-dialog.tsx`),
  cycle(accessTab, `${orgFeatures}/access-management/components/manage-access-dialog.tsx`),
  // The learner's explore page shows the problems feature's streak, and sign-in renders the home
  // page (issue 22, the learner's cross-feature imports).
  crossFeature(
    'apps/learner/src/features/explore/components/explore-page.tsx',
    'apps/learner/src/features/problems/components/daily-streak.tsx',
  ),
  crossFeature(
    'apps/learner/src/features/auth/components/login-page.tsx',
    'apps/learner/src/features/home/components/home-page.tsx',
  ),
  // Each schema-*.ts takes `users` from the barrel that re-exports it: a core file plus a pure
  // barrel replaces this (issue 22, db/schema).
  ...[
    'batch',
    'coupons',
    'courses',
    'edit-history',
    'jobs',
    'org',
    'problem-authoring',
    'problems',
    'site',
  ].map((area) => cycle(schema, `apps/server/src/db/schema-${area}.ts`)),
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'A cycle of imports (type-only imports included): the modules cannot be understood, tested or split one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment:
        'A feature of an app imports only itself, the app’s src/app and src/shared, and packages. What two features share goes to src/shared or a package (ARCHITECTURE.md: no imports between features).',
      from: { path: '^apps/([^/]+)/src/features/([^/]+)/' },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        '@learnforge/domain holds the rules as plain TypeScript: it imports no package (ours or npm) and no Node module. Its tests may import vitest.',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: '^packages/domain/' },
    },
    {
      name: 'ui-does-not-fetch',
      severity: 'error',
      comment:
        '@learnforge/ui is presentational: data comes in through props, never from @learnforge/api-client.',
      from: { path: '^(packages/ui|\\.storybook)/' },
      to: { path: '^packages/(api-client|app-shell)/' },
    },
    {
      name: 'no-server-code-in-browser',
      severity: 'error',
      comment:
        'Browser apps and shared packages never import the server; they talk to it over HTTP through @learnforge/api-client.',
      from: { path: '^(apps/(admin|learner|org-dashboard)|packages)/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'no-app-to-app',
      severity: 'error',
      comment: 'Apps never import each other; what they share lives in packages/app-shell or packages/ui.',
      from: { path: '^apps/([^/]+)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    knownViolations,
    doNotFollow: { path: 'node_modules' },
    // Workspace-local node_modules would otherwise be scanned as sources; the root one is only not followed.
    exclude: {
      path: '^(apps|packages)/[^/]+/node_modules/|^(e2e|bench)/node_modules/|(^|/)(dist|storybook-static|\\.data)/',
    },
    // Type-only imports count: a cycle through types still ties the files together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    // Workspace packages resolve through their package.json "exports" to their TypeScript sources.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
