import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file beside the database holding the key feed tokens are derived from. */
export const feedKeyFileName = 'feed-key';

/**
 * The server's calendar-feed key (32 random bytes), made on first start and kept in the data directory,
 * outside the database: a copy of the database alone never lets anyone rebuild a raider's feed URL.
 */
export function readOrCreateFeedKey(dataDir: string): Buffer {
  const path = join(dataDir, feedKeyFileName);
  try {
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64url');
    if (key.length >= 32) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  // `wx`: two servers starting at once never overwrite each other's key (the data directory lock
  // makes that impossible anyway; this keeps the file honest if the lock is bypassed).
  try {
    writeFileSync(path, `${key.toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateFeedKey(dataDir);
    throw error;
  }
  return key;
}
