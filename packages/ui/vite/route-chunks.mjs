// Plain JavaScript: Vite loads the apps' configs with Node, which does not run TypeScript from a linked package.

/**
 * How an app's build splits its code into files (issue 15). Left to itself the bundler gave each small shared
 * module its own file: a page fetched its entry as eight files and its route as twenty more of about 1.5 KB each.
 * Over HTTP/1.1's six connections a slow phone pays a round trip per handful of them before the page can paint.
 * - Everything the entry loads before the first render stays in the entry's one file.
 * - Small modules of the kit, the shell and an app's shared components that most routes use (ten or more) go
 *   into one common file, which is fetched with the first page.
 * - The rest splits as before: a route loads no code it does not use.
 * The learner app uses it: its entry went from 146.7 to 144.1 KiB (gzip) and a page from about 38 requests to 27.
 * The staff tools do not: there the entry grew to 211 KiB, past its 164 KiB budget, taking in the contract and zod
 * that only the course list loads.
 * @returns {import('vite').Rolldown.OutputOptions['codeSplitting']}
 */
export function routeChunking() {
  return {
    groups: [
      // The entry's own modules first, so the common group below never pulls one out of the entry.
      { name: 'index', tags: ['$initial'], priority: 2 },
      {
        name: 'route-common',
        priority: 1,
        test: /packages[\\/](ui|app-shell|domain)[\\/]src[\\/]|src[\\/]shared[\\/]/,
        minShareCount: 10,
        // Bigger modules (Markdown, tables, the editor) stay in files of their own, loaded where used.
        maxModuleSize: 8000,
      },
    ],
  };
}
