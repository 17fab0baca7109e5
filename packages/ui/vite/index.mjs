export { chromiumLaunch } from './chromium.mjs';
export { precompressAssets } from './precompress.mjs';
export { preloadKitFonts } from './preload-fonts.mjs';
export { routeChunking } from './route-chunks.mjs';
export { builtChunks } from './size-budgets.mjs';
