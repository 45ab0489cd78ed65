import { packageVersion } from './platform/build-info';

/** This package's version; a page that also loads `raider-panel.js` should load the same one. */
export const version: string = packageVersion();
