export { preloadKitFonts } from './preload-fonts.mjs';
export { precompressAssets } from './precompress.mjs';
