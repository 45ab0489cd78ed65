import type { Database } from 'better-sqlite3';
import type { GuildJoining } from '../src/domain/accounts/guild-joining';
import type { GuildConfig } from '../src/domain/guild-config-types';
import { createRosterDresser, resolveGamePack } from '../src/domain/game/game-pack';
import { seededSchedule } from '../src/domain/schedule';
import { createGuildService, type RaidEventSink } from '../src/domain/service';
import type { PasswordHashing } from './accounts/password-hash';
import { createServerSecrets } from './accounts/server-secrets';
import { createSqliteGuildStore } from './database/sqlite-guild-store';
import type { StorageHealth } from './database/storage-health';

export interface GuildOnSqliteOptions {
  db: Database;
  config: GuildConfig;
  now: () => Date;
  storage: StorageHealth;
  /** Who may create an account (`createPanelSettings`'s `joining`). @default open */
  joining?: () => GuildJoining;
  passwordHashing?: PasswordHashing;
  events?: RaidEventSink;
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
