// Import boundaries of the monorepo (docs/adr/0028-checked-boundaries.md). `npm test` runs
// `npm run boundaries`, so a new cycle or a forbidden import fails CI, not a review.

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
    doNotFollow: { path: 'node_modules' },
    // Workspace-local node_modules would otherwise be scanned as sources; the root one is only not followed.
    exclude: {
      path: '^(apps|packages)/[^/]+/node_modules/|^(e2e|bench)/node_modules/|(^|/)(dist|storybook-static|\\.data|\\.tsbuild)/',
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
