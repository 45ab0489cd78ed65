import type { Database } from 'better-sqlite3';
import type { RosterDecision, Signup } from '../../src/domain';
import type { GuildStore, RaidTouch } from '../../src/domain/service';
import { answerOf, type AnswerRow } from './answer-row';

interface SignupRow extends AnswerRow {
  raid_id: string;
}

const signupOf = (row: SignupRow): Signup => ({ raidId: row.raid_id, ...answerOf(row) });

/** SQL for signups. One row per raid and raider (by `raiderKey`); places are derived, never stored. */
export function createSignupStore(db: Database): GuildStore['signups'] {
  const forRaids = db.prepare<[string], SignupRow>(
    'SELECT * FROM signups WHERE raid_id IN (SELECT value FROM json_each(?)) ORDER BY raid_id, sequence',
  );
  const forRaider = db.prepare<[string], SignupRow>('SELECT * FROM signups WHERE raider_key = ? ORDER BY raid_id');
  const answered = db.prepare<[], RaidTouch>('SELECT raid_id AS raidId, raider FROM signups');
  const one = db.prepare<[string, string], SignupRow>('SELECT * FROM signups WHERE raid_id = ? AND raider_key = ?');
  const upsert = db.prepare(`
    INSERT INTO signups (raid_id, raider_key, raider, status, role, character_id, note, sequence, updated_at)
    VALUES (@raidId, @raiderKey, @raider, @status, @role, @characterId, @note, @sequence, @updatedAt)
    ON CONFLICT (raid_id, raider_key) DO UPDATE SET
      raider = excluded.raider, status = excluded.status, role = excluded.role, character_id = excluded.character_id,
      -- The free-text character of answers from before characters (migration 10) goes with the next change.
      character_name = NULL, character_class = NULL, note = excluded.note,
      sequence = excluded.sequence, updated_at = excluded.updated_at`);
  const nextSequence = db.prepare<[], { value: number }>(
    `UPDATE counters SET value = value + 1 WHERE name = 'signup-sequence' RETURNING value`,
  );

  return {
    forRaids: (raidIds) => forRaids.all(JSON.stringify(raidIds)).map(signupOf),
    forRaider: (raiderKey) => forRaider.all(raiderKey).map(signupOf),
    answered: () => answered.all(),
    find: (raidId, raiderKey) => {
      const row = one.get(raidId, raiderKey);
      return row ? signupOf(row) : undefined;
    },
    save(signup, raiderKey) {
      upsert.run({
        raidId: signup.raidId,
        raiderKey,
        raider: signup.raider,
        status: signup.status,
        role: signup.role,
        characterId: signup.characterId ?? null,
        note: signup.note ?? null,
        sequence: signup.sequence,
        updatedAt: signup.updatedAt,
      });
    },
    nextSequence() {
      const row = nextSequence.get();
      if (!row) throw new Error('the signup-sequence counter is missing: the database was not migrated');
      return row.value;
    },
  };
}

/** SQL for the raid leaders' roster decisions, one per raid and raider. */
export function createDecisionStore(db: Database): GuildStore['decisions'] {
  const forRaids = db.prepare<
    [string],
    RosterDecision & { role: RosterDecision['role'] | null; sequence: RosterDecision['sequence'] | null }
  >('SELECT raid_id AS raidId, raider, decision, role, sequence FROM roster_decisions WHERE raid_id IN (SELECT value FROM json_each(?))');
  const upsert = db.prepare(`
    INSERT INTO roster_decisions (raid_id, raider_key, raider, decision, role, decided_by, decided_at, sequence)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (raid_id, raider_key) DO UPDATE SET raider = excluded.raider, decision = excluded.decision,
      role = excluded.role, decided_by = excluded.decided_by, decided_at = excluded.decided_at, sequence = excluded.sequence`);
  const remove = db.prepare('DELETE FROM roster_decisions WHERE raid_id = ? AND raider_key = ?');
  return {
    forRaids: (raidIds) =>
      forRaids.all(JSON.stringify(raidIds)).map(({ role, sequence, ...decision }) => ({
        ...decision,
        ...(role ? { role } : {}),
        ...(sequence === null ? {} : { sequence }),
      })),
    save: (decision, raiderKey, by, at) =>
      void upsert.run(
        decision.raidId,
        raiderKey,
        decision.raider,
        decision.decision,
        decision.role ?? null,
        by,
        at,
        decision.sequence ?? null,
      ),
    remove: (raidId, raiderKey) => void remove.run(raidId, raiderKey),
  };
}
