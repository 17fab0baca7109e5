// Plain JavaScript: Vite loads the apps' configs with Node, which does not run TypeScript from a linked package.

/** The files every page needs first: Inter and JetBrains Mono, latin (ADR 0030). */
const preloadedFonts = ['inter-latin-wght-normal', 'jetbrains-mono-latin-wght-normal'];

/**
 * Adds `<link rel="preload" as="font">` for the kit's typefaces to a built index.html, so the browser
 * fetches them with the page instead of after the stylesheet, and text does not reflow when they arrive.
 * The dev server skips it: the fonts still load from the stylesheet there.
 * @returns {import('vite').Plugin}
 */
export function preloadKitFonts() {
  let base = '/';
  return {
    name: 'learnforge:preload-kit-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.values(context.bundle ?? {})
          .filter(
            (output) =>
              output.type === 'asset' &&
              output.fileName.endsWith('.woff2') &&
              preloadedFonts.some((name) => output.fileName.includes(`${name}-`)),
          )
          .map((asset) => ({
            tag: 'link',
            // Fonts are always fetched in CORS mode; a preload without crossorigin would be fetched twice.
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `${base}${asset.fileName}`,
              crossorigin: true,
            },
            injectTo: 'head',
          }));
      },
    },
  };
}
