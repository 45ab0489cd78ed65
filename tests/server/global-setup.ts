import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh bundle of server/index.ts, for tests that run the server as its own process. */
    serverEntry: string;
  }
}

/**
 * Bundles the server from the current sources (as `npm start` runs it, minus the site build), so the
 * tests that kill or double the server process never test a stale dist/. Written under dist/ so its
 * packages resolve from this repository's node_modules.
 */
export async function setup(project: TestProject): Promise<void> {
  const outfile = resolve('dist/test-server/index.mjs');
  await build({
    entryPoints: ['server/index.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    logLevel: 'warning',
  });
  project.provide('serverEntry', outfile);
}
