import type { Database } from 'better-sqlite3';
import type { RaidHelperLedger } from '../../src/domain/service/raid-helper-import-service';

/** SQL for the Raid-Helper sign-ups already imported (`raid_helper_signups`); writes inside the caller's write. */
export function createRaidHelperLedger(db: Database): RaidHelperLedger {
  const imported = db.prepare<[string], { signup_id: string }>(
    'SELECT signup_id FROM raid_helper_signups WHERE signup_id IN (SELECT value FROM json_each(?))',
  );
  const insert = db.prepare(
    'INSERT INTO raid_helper_signups (signup_id, event_id, raid_id, raider_key, imported_at) VALUES (@signUpId, @eventId, @raidId, @raiderKey, @importedAt)',
  );
  return {
    imported: (signUpIds) => new Set(imported.all(JSON.stringify(signUpIds)).map((row) => row.signup_id)),
    record: (entry) => void insert.run(entry),
  };
}
