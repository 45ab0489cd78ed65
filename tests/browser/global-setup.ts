import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../server/static-server';
import { chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://localhost:<port>` of the site + examples server the browser tests use. */
    baseUrl: string;
  }
}

let server: Server | undefined;

/** Fails loudly (never skips) when Chromium or the build is missing, then serves dist/site + examples. */
export async function setup(project: TestProject): Promise<void> {
  chromiumPath();
  if (!existsSync('dist/site/index.html') || !existsSync('dist/site/raider-panel.js')) {
    throw new Error('Browser tests need the build: run `npm run build` first (npm test does it for you).');
  }
  server = await startServer({ port: 0, host: '127.0.0.1', siteDir: 'dist/site', examplesDir: 'examples' });
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://localhost:${port}`);
}

export async function teardown(): Promise<void> {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
