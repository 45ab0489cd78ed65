import { afterAll, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from './server-process';
import { temporaryDirectory } from './test-server';
import { directoryForTest, type Cleanup } from './cleanups';

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

/**
 * A server process for one test over a fresh data directory (`prefix`), with `crowdEnv` and `env`:
 * stopped after the test, then the directory removed. `env` is what the console commands share with it.
 */
export async function crowdServerForTest(cleanups: Cleanup[], prefix: string, env: Record<string, string> = {}) {
  const dataDir = await directoryForTest(cleanups, prefix);
  const processEnv = { DATA_DIR: dataDir, ...crowdEnv, ...env };
  const server = await startServerProcess(processEnv);
  cleanups.push(server.stop);
  return { server, dataDir, env: processEnv };
}
