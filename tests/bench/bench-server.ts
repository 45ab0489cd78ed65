import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type CreateServerOptions } from '../../server/create-server';
import { sampleGuild } from '../../src/data/guild';

/**
 * The sample guild's server in this process for a benchmark: a fresh data directory (a real file, WAL and
 * FULL sync, as in production) named after `name`, the built site, passwords at a test's cost. `close()`
 * stops it and removes the directory.
 */
export async function startBenchServer(name: string, options: Partial<CreateServerOptions> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), `raider-panel-${name}-`));
  const server = createServer({
    dataDir,
    guildConfig: sampleGuild,
    siteDir: 'dist/site',
    examplesDir: 'examples',
    passwordHashing: { log2N: 10 },
    ...options,
  });
  const close = async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { server, dataDir, close };
}
