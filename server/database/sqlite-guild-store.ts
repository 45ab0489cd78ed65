import type { Database } from 'better-sqlite3';
import type { GuildSchedule } from '../../src/domain/schedule';
import type { GuildStore } from '../../src/domain/service';
import { createAbsenceStore } from './absence-store';
import { createStandingStore } from './standing-store';
import { createAccountStore, createAuditStore, createResetCodeStore } from './account-store';
import { createAttendanceStore } from './attendance-store';
import { createCharacterStore } from './character-store';
import { createLootStore } from './loot-store';
import { createScheduleStore } from './schedule-store';
import { createSessionStore } from './session-store';
import { createDecisionStore, createSignupStore } from './signup-store';
import type { StorageHealth } from './storage-health';

export interface SqliteGuildStoreOptions {
  /** Turns storage faults of writes into `unavailable` (503) and tells the health check. */
  storage: StorageHealth;
  /** The config's schedule, written on the server's first start only: from then on officers keep it here. */
  seed?: { schedule: GuildSchedule; at: string };
  /** Called after every write, kept or rolled back (the server's answer caches listen). */
  afterWrite?: () => void;
}

/**
 * The guild store on SQLite. A write is one `BEGIN IMMEDIATE` transaction: another process on the same
 * database waits for it, so what a write reads and what it writes are one step.
 */
export function createSqliteGuildStore(db: Database, options: SqliteGuildStoreOptions): GuildStore & { forgetCachedReads(): void } {
  const scheduleSql = createScheduleStore(db);
  const { seed } = options;
  if (seed) db.transaction(() => scheduleSql.seedOnce(seed.schedule, seed.at)).immediate();
  // The schedule is read by nearly every call and changed by few: kept in memory until a write saves it
  // (one process owns the database, see `lockDataDirectory`). Inside that write the cache is already
  // gone, so the write reads its own change; after it, kept or rolled back, it is read afresh.
  let schedule: GuildSchedule | undefined;
  let scheduleChanged = false;
  const scheduleSaved =
    <Args extends unknown[]>(save: (...args: Args) => void) =>
    (...args: Args) => {
      save(...args);
      schedule = undefined;
      scheduleChanged = true;
    };

  return {
    /** Reads what is kept in memory afresh: a guild import wrote the tables under it. */
    forgetCachedReads: () => void (schedule = undefined),
    write<T>(work: () => T): T {
      const transaction = db.transaction(work);
      try {
        return options.storage.write(() => transaction.immediate());
      } finally {
        if (scheduleChanged) schedule = undefined;
        scheduleChanged = false;
        options.afterWrite?.();
      }
    },
    accounts: createAccountStore(db),
    sessions: createSessionStore(db),
    resetCodes: createResetCodeStore(db),
    audit: createAuditStore(db),
    schedule: {
      load: () => (schedule ??= scheduleSql.load()),
      saveSeries: scheduleSaved(scheduleSql.saveSeries),
      saveOneOff: scheduleSaved(scheduleSql.saveOneOff),
      saveChange: scheduleSaved(scheduleSql.saveChange),
    },
    signups: createSignupStore(db),
    decisions: createDecisionStore(db),
    absences: createAbsenceStore(db),
    standing: createStandingStore(db),
    attendance: createAttendanceStore(db),
    characters: createCharacterStore(db),
    loot: createLootStore(db),
  };
}
