import { afterEach } from 'vitest';
import { temporaryDirectory } from './test-server';

export type Cleanup = () => Promise<void> | void;

/**
 * A list the test pushes its undo steps to; after each test they run newest first, so a server stops
 * before the directory it writes to is removed.
 */
export function cleanupsAfterEach(): Cleanup[] {
  const cleanups: Cleanup[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return cleanups;
}

/** A fresh temporary directory that is removed after the test. */
export async function directoryForTest(cleanups: Cleanup[], prefix: string): Promise<string> {
  const directory = await temporaryDirectory(prefix);
  cleanups.push(directory.remove);
  return directory.path;
}
