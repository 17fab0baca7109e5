export { precompressAssets } from './precompress.mjs';
export { preloadKitFonts } from './preload-fonts.mjs';
export { builtChunks } from './size-budgets.mjs';
export { routeChunking } from './route-chunks.mjs';
