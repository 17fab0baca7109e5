import type { Plugin } from 'vite';

/** Preloads the kit's typefaces from a built index.html (ADR 0030). */
export function preloadKitFonts(): Plugin;
