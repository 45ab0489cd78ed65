import type { TestProject } from 'vitest/node';
import { bundleServer } from './helpers/bundle-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh bundle of server/index.ts, for tests that run the server as its own process. */
    serverEntry: string;
  }
}

/**
 * Bundles the server from the current sources (as `npm start` runs it, minus the site build), so the
 * tests that kill or double the server process never test a stale dist/.
 */
export async function setup(project: TestProject): Promise<void> {
  project.provide('serverEntry', await bundleServer('dist/test-server/index.mjs'));
}
