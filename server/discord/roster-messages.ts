import type { Database } from 'better-sqlite3';

/** One posted message of a raid's roster: its Discord id and what it shows now. */
export interface RosterMessage {
  part: number;
  messageId: string;
  content: string;
}

/**
 * The roster messages the webhook posted, per raid (`discord_roster_messages`): kept with the raid so a
 * change edits the same message, after a restart too. Each part is saved as soon as Discord answers
 * for it, so a retry goes on from where the last one stopped.
 */
export function createRosterMessages(db: Database) {
  const forRaid = db.prepare<[string], { part: number; message_id: string; content: string }>(
    'SELECT part, message_id, content FROM discord_roster_messages WHERE raid_id = ? ORDER BY part',
  );
  const save = db.prepare<[string, number, string, string]>(
    `INSERT INTO discord_roster_messages (raid_id, part, message_id, content) VALUES (?, ?, ?, ?)
     ON CONFLICT (raid_id, part) DO UPDATE SET message_id = excluded.message_id, content = excluded.content`,
  );
  const forget = db.prepare<[string, number]>('DELETE FROM discord_roster_messages WHERE raid_id = ? AND part = ?');
  return {
    of: (raidId: string): RosterMessage[] =>
      forRaid.all(raidId).map((row) => ({ part: row.part, messageId: row.message_id, content: row.content })),
    save: (raidId: string, part: number, messageId: string, content: string) => void save.run(raidId, part, messageId, content),
    forget: (raidId: string, part: number) => void forget.run(raidId, part),
  };
}

export type RosterMessages = ReturnType<typeof createRosterMessages>;
