import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * The data directory holds secrets at rest: the access code, the Discord bot token, webhook URL and OAuth
 * secret (in the settings table), password hashes and the feed key (docs/operations.md lists them). Every
 * file of it is the server user's alone (0600) and every directory too (0700), from the first start
 * whatever the umask, and made so again on every start (an older server left them 0644/0755).
 */

/** Creates `path` (and its parents) as a private directory, or makes an existing one private. */
export function privateDirectory(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
}

/**
 * Makes `path` a private file before SQLite opens it: created empty with 0600 when missing, else set to
 * 0600. SQLite creates a database's `-wal` and `-shm` with its database's mode, so they follow; those an
 * older start left behind are set too.
 */
export function privateDatabaseFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  for (const suffix of ['', '-wal', '-shm', '-journal']) if (existsSync(path + suffix)) chmodSync(path + suffix, 0o600);
}
