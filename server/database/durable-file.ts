import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Writes `content` to `path` so that after a crash or a power cut the file is either absent or whole:
 * a temporary file beside it, flushed to disk, renamed over `path`, and the directory flushed so the new
 * name survives too. Secrets (`mode` 0600) made once and read on every start are written this way: a
 * half-written key would stop the server, or silently change every URL made from it.
 */
export function writeFileDurably(path: string, content: string, mode = 0o600): void {
  const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const file = openSync(temporary, 'wx', mode);
    try {
      writeSync(file, content);
      fsyncSync(file);
    } finally {
      closeSync(file);
    }
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  const directory = openSync(dirname(path), 'r');
  try {
    fsyncSync(directory);
  } finally {
    closeSync(directory);
  }
}
