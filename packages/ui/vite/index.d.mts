import type { Plugin, Rolldown } from 'vite';

/** Preloads the kit's typefaces from a built index.html (ADR 0030). */
export function preloadKitFonts(): Plugin;

/** Writes .br and .gz copies of every compressible built file, for the server to send as they are. */
export function precompressAssets(): Plugin;

/** A built app's chunks by the source files they hold, for size-limit budgets (ADR 0062). */
export function builtChunks(appDir: string): {
  /** Every JS file a page runs before it renders: the entry plus these chunks and their static imports. */
  page(...sources: string[]): string[];
  /** A lazily loaded part's files that the page named by `on` has not already loaded. */
  lazy(sources: string[], options?: { on?: string[] }): string[];
};

/** The build's file splitting: the entry in one file, small modules most routes share in one more (issue 15). */
export function routeChunking(): Rolldown.OutputOptions['codeSplitting'];

/** Debian's Chromium and the flags every test and bench launches it with. */
export const chromiumLaunch: { executablePath: string; args: string[] };
