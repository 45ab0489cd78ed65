import type { Database } from 'better-sqlite3';
import { RaidApiError } from '../../src/domain';
import { isStorageFault } from './storage-fault';

export const storageUnavailableMessage =
  'Serwer gildii nie może teraz zapisać danych (problem z bazą danych na serwerze). Spróbuj ponownie za kilka minut.';

/**
 * Whether the database can take writes, as the health check reports it. Kept cheap on purpose (a flag
 * and a read that touches no table): the panel probes health to decide where to save, and a busy server
 * must still answer it at once. The flag is set by a write that failed on storage (read-only, full disk,
 * I/O) and cleared by the next write that succeeds.
 */
export function createStorageHealth(db: Database, log: (message: string, error: unknown) => void) {
  let failedWith: string | undefined;
  const probe = db.prepare('SELECT 1 AS ok');

  return {
    /** Runs a write; a storage fault becomes `unavailable` (503), logged once until writes work again. */
    write<T>(run: () => T): T {
      try {
        const value = run();
        failedWith = undefined;
        return value;
      } catch (error) {
        if (!isStorageFault(error)) throw error;
        if (failedWith === undefined)
          log(
            `[server] the database cannot be written (${error.code}); health reports database-unavailable until a write succeeds:`,
            error.message,
          );
        failedWith = error.code;
        throw new RaidApiError('unavailable', storageUnavailableMessage);
      }
    },
    available(): boolean {
      if (failedWith !== undefined || !db.open) return false;
      try {
        return probe.get() !== undefined;
      } catch {
        return false;
      }
    },
  };
}

export type StorageHealth = ReturnType<typeof createStorageHealth>;
