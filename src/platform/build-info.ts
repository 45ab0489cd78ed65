import { moduleAssetBase } from './image-base';

/** Replaced by the browser build (tsup.config.ts `define`); absent in tests and in the npm build. */
declare const __RAIDER_PANEL_BUILD_ID__: string | undefined;

/**
 * The running build's id, or `undefined` outside the browser build: then the update check stays off,
 * since a host's own bundle has no `builds/latest.json` beside it.
 */
export function currentBuildId(): string | undefined {
  return typeof __RAIDER_PANEL_BUILD_ID__ === 'string' ? __RAIDER_PANEL_BUILD_ID__ : undefined;
}

/**
 * `builds/latest.json` next to `assets/`, where every chunk of the browser build lives. Not written as
 * `new URL('../builds/latest.json', import.meta.url)`: a React host's bundler looks for that file at
 * build time and warns (the npm build never checks for updates).
 */
export function manifestUrl(): string {
  return `${moduleAssetBase()}builds/latest.json`;
}

/** Replaced by every build (tsup.config.ts `define`) with package.json's version. */
declare const __RAIDER_PANEL_VERSION__: string | undefined;

/** The version of this code: `RaiderPanel.version`, `element.version`, the npm package's version. */
export function packageVersion(): string {
  return typeof __RAIDER_PANEL_VERSION__ === 'string' ? __RAIDER_PANEL_VERSION__ : '0.0.0-development';
}
