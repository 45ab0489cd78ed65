import type { DemoStoreLoader } from './raid-api-source';

/**
 * The in-browser demo store's code, loaded on first use (its chunks carry the common-password list and
 * Unicode's look-alike table). The site and the widget hand it to every app; the npm package exports it
 * only from `raider-panel/demo`, so a React host with a server never bundles it.
 */
export const demoStore: DemoStoreLoader = () => import('../data/raids/local');
