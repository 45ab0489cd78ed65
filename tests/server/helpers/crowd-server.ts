import { afterAll, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';
import { temporaryDirectory } from './test-server';

/** Many raiders create their accounts from one address, at a test's password cost. */
export const crowdEnv = { ACCOUNT_CREATION_LIMIT: '1000', PASSWORD_HASH_COST: '10' } as const;

/**
 * One server process for all of a file's tests, over a fresh data directory: started before them,
 * stopped (and the directory removed) after. Read `server` and `dataDir` inside a test.
 */
export function crowdServerForFile(prefix: string): { readonly server: ServerProcess; readonly dataDir: string } {
  let directory: Awaited<ReturnType<typeof temporaryDirectory>> | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    directory = await temporaryDirectory(prefix);
    server = await startServerProcess({ DATA_DIR: directory.path, ...crowdEnv });
  });
  afterAll(async () => {
    await server?.stop();
    await directory?.remove();
  });
  return {
    get server() {
      return server!;
    },
    get dataDir() {
      return directory!.path;
    },
  };
}
