import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { memberRoles } from '../../src/domain/accounts/account-types';
import { raiderKey } from '../../src/domain/accounts/raider-key';
import type { ExportSection } from './table-section';

interface AccountRow {
  nickname: string;
  role: string;
  created_at: string;
  last_seen_at: string | null;
  discord_user_id: string | null;
  linked_at: string | null;
  dm_reminders: number | null;
}

const accountRow = v.strictObject({
  nickname: v.string(),
  role: v.picklist(memberRoles),
  createdAt: v.string(),
  lastSeenAt: v.nullable(v.string()),
  /** The Discord user the account is linked to: sign-in with Discord lands on it again. */
  discord: v.nullable(v.strictObject({ userId: v.string(), linkedAt: v.string(), dmReminders: v.boolean() })),
});

type ExportedAccount = v.InferOutput<typeof accountRow>;

/**
 * The accounts, with their link to Discord and never their password hash, sessions, reset codes or
 * calendar feeds. They come back without passwords (`noPassword`), except the admin importing, whose
 * account (and its password and sessions) stays and who stays admin.
 */
export const accountSection: ExportSection = {
  key: 'accounts',
  row: accountRow,
  export: (db) =>
    db
      .prepare<[], AccountRow>(
        `SELECT nickname, role, created_at, last_seen_at, discord_user_id, linked_at, dm_reminders
         FROM accounts LEFT JOIN discord_links ON discord_links.account_key = accounts.raider_key ORDER BY raider_key`,
      )
      .all()
      .map((row): ExportedAccount => ({
        nickname: row.nickname,
        role: row.role as ExportedAccount['role'],
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        discord:
          row.discord_user_id === null
            ? null
            : { userId: row.discord_user_id, linkedAt: row.linked_at!, dmReminders: row.dm_reminders === 1 },
      })),
  clear(db, { adminKey }) {
    db.prepare('DELETE FROM discord_links').run();
    db.prepare('DELETE FROM accounts WHERE raider_key <> ?').run(adminKey);
  },
  import(db: Database, rows, { adminKey, skeletonOf }) {
    const insert = db.prepare(
      `INSERT INTO accounts (nickname, raider_key, skeleton, password_hash, role, created_at, last_seen_at)
       VALUES (@nickname, @key, @skeleton, '', @role, @createdAt, @lastSeenAt)`,
    );
    const updateAdmin = db.prepare(
      `UPDATE accounts SET nickname = @nickname, skeleton = @skeleton, created_at = @createdAt, last_seen_at = @lastSeenAt WHERE raider_key = @key`,
    );
    const link = db.prepare('INSERT INTO discord_links (account_key, discord_user_id, linked_at, dm_reminders) VALUES (?, ?, ?, ?)');
    for (const account of rows as ExportedAccount[]) {
      const fields = { ...account, key: raiderKey(account.nickname), skeleton: skeletonOf(account.nickname) };
      if (fields.key === adminKey) updateAdmin.run(fields);
      else insert.run(fields);
      if (account.discord) link.run(fields.key, account.discord.userId, account.discord.linkedAt, account.discord.dmReminders ? 1 : 0);
    }
  },
};
