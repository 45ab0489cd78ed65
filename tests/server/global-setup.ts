import type { TestProject } from 'vitest/node';
import { serverCommands } from '../../server/commands/server-commands.mjs';
import { bundleServer } from './helpers/bundle-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A fresh bundle of server/index.ts, for tests that run the server as its own process. */
    serverEntry: string;
    /** Fresh bundles of the server's commands (`npm run admin`, `backup`, `restore`), by name. */
    serverCommandEntries: Record<keyof typeof serverCommands, string>;
  }
}

/**
 * Bundles the server from the current sources (as `npm start` runs it, minus the site build), so the
 * tests that kill or double the server process never test a stale dist/.
 */
export async function setup(project: TestProject): Promise<void> {
  project.provide('serverEntry', await bundleServer('dist/test-server/index.mjs'));
  const commands = Object.entries(serverCommands) as Array<[keyof typeof serverCommands, string]>;
  project.provide(
    'serverCommandEntries',
    Object.fromEntries(
      await Promise.all(commands.map(async ([name, entry]) => [name, await bundleServer(`dist/test-server/${name}.mjs`, entry)])),
    ) as Record<keyof typeof serverCommands, string>,
  );
}
