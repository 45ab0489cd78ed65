import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from 'better-sqlite3';
import { databaseFileName } from '../database/open-database';

/** How often Litestream ships new WAL pages to the replica: at most this much is lost with the machine. */
export const replicaSyncInterval = '1s';

/** Files Litestream's runner keeps in the data directory. */
export const litestreamConfigFileName = 'litestream.yml';
export const litestreamPidFileName = 'litestream.pid';

/**
 * The Litestream binary from Fly.io's npm package for this platform (`@flydotio/litestream-linux-x64`, an
 * optional dependency: the registry a guild installs from may carry only that platform's package), run
 * directly rather than through the packages' Node wrapper, which would not pass a stop signal on.
 */
export function litestreamBinary(): string {
  const platformPackage = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return join(dirname(createRequire(import.meta.url).resolve(`${platformPackage}/package.json`)), 'litestream');
  } catch {
    throw new Error(
      `Litestream nie jest zainstalowany dla tej platformy (${process.platform}-${process.arch}): zainstaluj ${platformPackage} ` +
        'albo samo narzędzie litestream i uruchom replikację poza serwerem.',
    );
  }
}

/** A replica as Litestream's `restore` takes it on the command line: a URL (a directory becomes `file://`). */
export function replicaArgument(replica: string): string {
  return replica.includes('://') ? replica : pathToFileURL(replica).href;
}

/**
 * Litestream's config for the data directory's database and one replica, replicated every
 * `replicaSyncInterval`. Values are JSON strings (valid YAML), and the file is read with `-no-expand-env`,
 * so a `$` in a URL stays as written.
 */
export function litestreamConfig(dataDir: string, replica: string): string {
  const target = replica.includes('://') ? `url: ${JSON.stringify(replica)}` : `path: ${JSON.stringify(replica)}`;
  return [
    '# Written by the raider-panel server on every start (LITESTREAM_REPLICA_URL); edits are overwritten.',
    'dbs:',
    `  - path: ${JSON.stringify(join(dataDir, databaseFileName))}`,
    '    replicas:',
    `      - ${target}`,
    `        sync-interval: ${replicaSyncInterval}`,
    '',
  ].join('\n');
}

/** The replica shown in logs: an S3 URL's credentials (when written into it) are left out. */
export function shownReplica(replica: string): string {
  if (!URL.canParse(replica)) return replica;
  const url = new URL(replica);
  url.username = '';
  url.password = '';
  return url.href;
}

/**
 * Stops a Litestream a crashed server (kill -9) left running on this data directory: the data directory
 * lock says no server uses it now, so a process named in the pid file that is still Litestream with our
 * config is a leftover, and two of them must never ship one database.
 */
function stopLeftover(pidFile: string, configPath: string): void {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (command.includes('litestream') && command.includes(configPath)) process.kill(pid, 'SIGKILL');
  } catch {
    // Gone already, or no /proc (not Linux): nothing to stop.
  }
}

export interface ReplicationOptions {
  db: Database;
  dataDir: string;
  /** `LITESTREAM_REPLICA_URL`: an `s3://…` (or other Litestream) URL, a `file://` URL or an absolute directory. */
  replica: string;
  /** @default litestreamBinary() */
  binary?: string;
  /** @default console.log */
  info?: (message: string) => void;
  /** @default console.error */
  log?: (message: string) => void;
}

/** How long a stop waits for Litestream's last shipment before killing it. */
const stopTimeoutMs = 10_000;

/** SQLite's default: checkpoint the WAL into the database once it holds 1000 pages. */
const sqliteAutocheckpoint = 1000;

/**
 * Runs `litestream replicate` beside the server. While it runs the server's connection leaves
 * checkpoints to Litestream (`wal_autocheckpoint = 0`, as Litestream's docs advise: a checkpoint it did
 * not see makes it start a new generation with a full snapshot); when Litestream ends, SQLite's
 * automatic checkpoints come back so the WAL never grows without bound. Litestream's errors and an
 * unexpected end are logged as Polish lines. `stop()` ends it (SIGTERM: it ships what is left first).
 */
export function startReplication(options: ReplicationOptions): { stop: () => Promise<void>; child: ChildProcess } {
  const info = options.info ?? ((message: string) => console.log(message));
  const log = options.log ?? ((message: string) => console.error(message));
  const configPath = join(options.dataDir, litestreamConfigFileName);
  const pidFile = join(options.dataDir, litestreamPidFileName);
  stopLeftover(pidFile, configPath);
  writeFileSync(configPath, litestreamConfig(options.dataDir, options.replica), { mode: 0o600 });
  options.db.pragma('wal_autocheckpoint = 0');

  const child = spawn(options.binary ?? litestreamBinary(), ['replicate', '-config', configPath, '-no-expand-env'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // process.exit() (a second stop signal, a failed start) skips `stop()`: the replica process goes too.
  const killOnExit = () => child.kill('SIGTERM');
  process.on('exit', killOnExit);
  let stopping = false;
  let lastLine = '';
  let ended: () => void;
  const exited = new Promise<void>((resolve) => (ended = resolve));
  let done = false;
  const end = (why: string) => {
    if (done) return;
    done = true;
    rmSync(pidFile, { force: true });
    process.removeListener('exit', killOnExit);
    if (options.db.open) options.db.pragma(`wal_autocheckpoint = ${sqliteAutocheckpoint}`);
    if (!stopping) log(`${why} – baza działa dalej, ale bez kopii na bieżąco; sprawdź LITESTREAM_REPLICA_URL i uruchom serwer ponownie.`);
    ended();
  };
  child.once('exit', (code, signal) =>
    end(`Replikacja Litestream zatrzymała się (${signal ?? `kod ${code}`}${lastLine ? `: ${lastLine}` : ''})`),
  );
  child.once('error', (error) => end(`Nie udało się uruchomić Litestream (${error.message})`));
  if (child.pid !== undefined) writeFileSync(pidFile, `${child.pid}\n`, { mode: 0o600 });

  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lastLine = line.trim();
      if (/level=(ERROR|WARN)/.test(line)) log(`Replikacja Litestream – błąd: ${lastLine}`);
    }
  };
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  info(`Replikacja Litestream (LITESTREAM_REPLICA_URL): ${shownReplica(options.replica)}, wysyłka co ${replicaSyncInterval}.`);

  return {
    child,
    async stop() {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      // Litestream ships what is left and exits within moments; one that hangs is not waited for long.
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * `litestream restore` of the replica's latest state into `outputPath` (for `npm run restore --
 * --from-replica`). Throws with Litestream's own output when it fails.
 */
export function restoreFromReplica(replica: string, outputPath: string, binary = litestreamBinary()): void {
  const result = spawnSync(binary, ['restore', '-o', outputPath, replicaArgument(replica)], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `litestream restore zakończył się kodem ${result.status ?? result.signal}: ${(result.stderr || result.stdout || result.error?.message || '').trim()}`,
    );
}
