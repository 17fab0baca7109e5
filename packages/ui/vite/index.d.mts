import type { Plugin } from 'vite';

/** Preloads the kit's typefaces from a built index.html (ADR 0030). */
export function preloadKitFonts(): Plugin;

/** Writes .br and .gz copies of every compressible built file, for the server to send as they are. */
export function precompressAssets(): Plugin;
