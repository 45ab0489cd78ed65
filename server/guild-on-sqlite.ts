import type { Database } from 'better-sqlite3';
import type { GuildConfig } from '../src/domain/guild-config-types';
import { createRosterDresser, resolveGamePack } from '../src/domain/game/game-pack';
import { seededSchedule } from '../src/domain/schedule';
import { createGuildService, type GuildServiceOptions } from '../src/domain/service';
import type { PasswordHashing } from './accounts/password-hash';
import { createServerSecrets } from './accounts/server-secrets';
import { createSqliteGuildStore } from './database/sqlite-guild-store';
import type { StorageHealth } from './database/storage-health';

/**
 * The database and the server's own parts; `now`, `joining` (the server passes `createPanelSettings`'s)
 * and `events` go to the guild service as they are.
 */
export interface GuildOnSqliteOptions extends Pick<GuildServiceOptions, 'now' | 'joining' | 'events'> {
  db: Database;
  config: GuildConfig;
  storage: StorageHealth;
  passwordHashing?: PasswordHashing;
  afterWrite?: () => void;
  /** The key device tokens are signed with (see server-secrets.ts). @default a random one */
  deviceKey?: Uint8Array;
}

/** The guild service as the server runs it: on the data directory's SQLite database. */
export function createGuildOnSqlite(options: GuildOnSqliteOptions) {
  const { db, config, now, storage, joining, passwordHashing, events, afterWrite, deviceKey } = options;
  const at = now();
  const store = createSqliteGuildStore(db, {
    storage,
    // Read only on the first start: the guild's series begin then (nothing before the guild exists).
    seed: { schedule: seededSchedule(config, at), at: at.toISOString() },
    afterWrite,
  });
  const game = resolveGamePack(config.game);
  const service = createGuildService({
    game: () => game,
    dressRoster: createRosterDresser(store, () => game),
    store,
    config: () => config,
    now,
    secrets: createServerSecrets(passwordHashing, deviceKey),
    joining,
    events,
  });
  // A guild import writes the tables under the store: what it keeps in memory is read afresh after.
  return Object.assign(service, { forgetCachedReads: store.forgetCachedReads });
}
