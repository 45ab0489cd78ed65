import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileDurably } from '../database/durable-file';
import { DataDirectoryError } from '../database/storage-fault';

/** The file beside the database holding the key feed tokens are derived from. */
export const feedKeyFileName = 'feed-key';

/** Bytes of a feed key. */
const feedKeyBytes = 32;

/**
 * The server's calendar-feed key (32 random bytes), made on first start and kept in the data directory,
 * outside the database: a copy of the database alone never lets anyone rebuild a raider's feed URL.
 * It is written whole or not at all (`writeFileDurably`). A key file that holds no valid key is refused
 * with a `DataDirectoryError`: making a new one silently would change every raider's feed URL.
 */
export function readOrCreateFeedKey(dataDir: string): Buffer {
  const path = join(dataDir, feedKeyFileName);
  let text: string | undefined;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text !== undefined) {
    const encoded = text.trim();
    const key = Buffer.from(encoded, 'base64url');
    if (/^[A-Za-z0-9_-]+$/.test(encoded) && key.length >= feedKeyBytes) return key;
    throw new DataDirectoryError(
      dataDir,
      `holds a ${feedKeyFileName} file without a valid key (expected ${feedKeyBytes} bytes in base64url): ` +
        `restore it from a backup, or delete it to make a new one (every raider's calendar URL then changes)`,
    );
  }
  const key = randomBytes(feedKeyBytes);
  writeFileDurably(path, `${key.toString('base64url')}\n`);
  return key;
}
