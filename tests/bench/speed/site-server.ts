import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SiteServer {
  url: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/** A free TCP port on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * The site as `npm start` serves it (`node server/start-up/start.mjs`) on a free port, with an empty data
 * directory of its own, once it answers /api/health: the one place the benchmark and the browser tests
 * depend on how the project's server is started. It waits as long as the server takes (start.mjs
 * rebuilds first when the checkout is newer than dist/, and a busy machine renders the first screens
 * slowly; a test's timeout bounds the wait); a server that exits first fails with what it printed.
 * `registerStop` gets the stop at once, so a caller whose wait is cut short can still stop the server.
 */
export async function startSiteServer(registerStop?: (stop: SiteServer['stop']) => void): Promise<SiteServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'raider-panel-start-'));
  const child = spawn(process.execPath, ['server/start-up/start.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed += chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (running()) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  registerStop?.(stop);
  const url = `http://127.0.0.1:${port}`;
  while (running()) {
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(
    `server/start-up/start.mjs exited (${child.exitCode ?? child.signalCode}) before it answered /api/health; it printed:\n${printed}`,
  );
}
