import type { Plugin } from 'vite';

/** Writes .br and .gz copies of every compressible built file, for the server to send as they are. */
export function precompressAssets(): Plugin;
