import type { Database } from 'better-sqlite3';
import type { LinkedAccountService } from '../../src/domain/service';
import type { DiscordAppSettings } from './discord-app-settings';

/** A raider's account linked to their Discord user. */
export interface DiscordLink {
  /** The account's `raiderKey`. */
  accountKey: string;
  discordUserId: string;
  linkedAt: string;
  /** Whether the bot may remind the raider by direct message. */
  dmReminders: boolean;
}

interface LinkRow {
  account_key: string;
  discord_user_id: string;
  linked_at: string;
  dm_reminders: number;
}

const fromRow = (row: LinkRow): DiscordLink => ({
  accountKey: row.account_key,
  discordUserId: row.discord_user_id,
  linkedAt: row.linked_at,
  dmReminders: row.dm_reminders === 1,
});

/**
 * The links between accounts and Discord users (`discord_links`). Only reads and writes: who may link,
 * and what a link lets a Discord user do, is decided by the callers. Call the writes inside the
 * transaction that needs them.
 */
export function createDiscordLinks(db: Database) {
  const byUser = db.prepare<[string], LinkRow>('SELECT * FROM discord_links WHERE discord_user_id = ?');
  const byAccount = db.prepare<[string], LinkRow>('SELECT * FROM discord_links WHERE account_key = ?');
  const all = db.prepare<[], LinkRow>('SELECT * FROM discord_links ORDER BY account_key');
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO discord_links (account_key, discord_user_id, linked_at) VALUES (?, ?, ?)',
  );
  const remove = db.prepare<[string]>('DELETE FROM discord_links WHERE account_key = ?');
  const reminders = db.prepare<[number, string]>('UPDATE discord_links SET dm_reminders = ? WHERE account_key = ?');

  return {
    byDiscordUser: (discordUserId: string) => {
      const row = byUser.get(discordUserId);
      return row && fromRow(row);
    },
    byAccount: (accountKey: string) => {
      const row = byAccount.get(accountKey);
      return row && fromRow(row);
    },
    all: () => all.all().map(fromRow),
    /** Throws SQLite's constraint error when either side is already linked. */
    link: (accountKey: string, discordUserId: string, at: string) => void insert.run(accountKey, discordUserId, at),
    unlink: (accountKey: string) => remove.run(accountKey).changes > 0,
    setDmReminders: (accountKey: string, on: boolean) => reminders.run(on ? 1 : 0, accountKey).changes > 0,
  };
}

export type DiscordLinks = ReturnType<typeof createDiscordLinks>;

/**
 * What reading a Discord member into the guild takes, at sign-in and at every refresh of their roles: the
 * application as it applies now (the panel's settings beneath the environment's), the links, the accounts
 * and the clock.
 */
export interface DiscordMemberParts {
  app: () => DiscordAppSettings;
  links: DiscordLinks;
  accounts: LinkedAccountService;
  now: () => Date;
}
