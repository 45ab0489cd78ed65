import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { sampleGuild } from '../../src/data/guild';
import { createServer, type RaiderServer } from '../../server/create-server';
import { chromiumPath } from './chromium';
import { localOnlyFetch } from '../server/helpers/local-only-fetch';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `http://localhost:<port>` of the server the browser tests use (site, examples, `/api`). */
    baseUrl: string;
  }
}

let server: RaiderServer | undefined;
let dataDir: string | undefined;

/**
 * Fails loudly (never skips) when Chromium or the build is missing, then runs the real server: dist/site,
 * examples and the API on an empty database in a temporary directory, no access code.
 */
const guildFirstStart = new Date('2026-01-01T00:00:00Z');

export async function setup(project: TestProject): Promise<void> {
  chromiumPath();
  if (!existsSync('dist/site/index.html') || !existsSync('dist/site/raider-panel.js')) {
    throw new Error('Browser tests need the build: run `npm run build` first (npm test does it for you).');
  }
  dataDir = await mkdtemp(join(tmpdir(), 'raider-panel-browser-'));
  // guild.example is the made-up guild website of the cross-origin embedding tests: a guild lists its site.
  // Every test creates its raiders' accounts from this one address: the per-address limit on account
  // creation (tested in tests/server) would stop the suite after a few tests. Passwords are hashed at a
  // test cost: these tests are about the pages (tests/browser/accounts.test.ts runs the real cost).
  // The guild's server first started on 1 January 2026 (its series begin then: nothing before exists):
  // tests pin their pages' clocks to dates of 2026, before the day the suite runs.
  await createServer({
    dataDir,
    guildConfig: sampleGuild,
    siteDir: 'dist/site',
    examplesDir: 'examples',
    now: () => guildFirstStart,
  }).close();
  server = createServer({
    dataDir,
    guildConfig: sampleGuild,
    siteDir: 'dist/site',
    examplesDir: 'examples',
    allowedOrigins: ['http://guild.example'],
    accountLimit: { freeFailures: 100_000 },
    // Nor may the suite's own sign-ins, all from 127.0.0.1, use up that address's allowance: past it a
    // test's sign-in waited for a refill the others had spent, and how often depended on their timing.
    // The limits themselves are tested in tests/server on servers of their own.
    signInLimit: { signInBurst: 100_000, freeFailures: 100_000 },
    passwordHashing: { log2N: 10 },
    discordFetch: localOnlyFetch,
  });
  const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
  project.provide('baseUrl', `http://localhost:${port}`);
}

export async function teardown(): Promise<void> {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
