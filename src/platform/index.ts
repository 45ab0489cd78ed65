export { crawlerPattern, isCrawler } from './is-crawler';
export { applyColorMode } from './apply-color-mode';
export {
  colorModePreferences,
  colorModeStorageKey,
  isPreference,
  nextPreference,
  parsePreference,
  resolveColorMode,
  type ColorModePreference,
  type ResolvedColorMode,
} from './color-mode';
export { browserLocalStorage, browserSessionStorage, createSafeStorage, type SafeStorage } from './safe-storage';
export { startUpdateCheck, defaultUpdateInterval, type BuildManifest, type UpdateCheckOptions } from './update-check';
export { claimChunkReload, chunkReloadKey, chunkReloadWindow } from './chunk-reload';
export { currentBuildId, manifestUrl, packageVersion } from './build-info';
// Images and icons (browser-safe; rendering image files is node-only and lives in server/images/).
export {
  imageUrl,
  ipxModifiers,
  encodeImagePath,
  modifierKeys,
  noModifiers,
  type ImageFit,
  type ImageFormat,
  type ImageModifiers,
} from './image-url';
export {
  breakpoints,
  densities,
  defaultImageFormat,
  imageSources,
  imageSourceUrls,
  parseSizes,
  sizesAttribute,
  type Breakpoint,
  type ImageSources,
  type ImageSourcesInput,
} from './image-sizes';
export {
  parseIpxModifiers,
  parseIpxPath,
  maxImageDimension,
  imageFits,
  imageFormats,
  type ParsedModifiers,
  type ParsedIpxPath,
} from './image-modifiers';
export { assetBaseOfApi, defaultAssetBase, moduleAssetBase } from './image-base';
export { createDeferredIconLoader } from './deferred-icon-loader';
// icon-loader.ts, svg-sanitize.ts and fetch-text.ts load with import() (icons that are not bundled, a
// guild config): not re-exported, or esbuild would bundle them with this barrel into the initial core.
export type { IconLoader, IconLoaderOptions } from './icon-loader';
