import type { Database } from 'better-sqlite3';
import type { RaidRole } from '../../src/domain/guild-config-types';
import type { RosterDecision, Signup, SignupStatus } from '../../src/domain';

interface SignupRow {
  raid_id: string;
  raider: string;
  status: SignupStatus;
  role: RaidRole;
  character_name: string | null;
  character_class: string | null;
  note: string | null;
  sequence: number;
  updated_at: string;
}

function signupOf(row: SignupRow): Signup {
  const signup: Signup = {
    raidId: row.raid_id,
    status: row.status,
    role: row.role,
    raider: row.raider,
    sequence: row.sequence,
    updatedAt: row.updated_at,
  };
  if (row.character_name) signup.characterName = row.character_name;
  if (row.character_class) signup.characterClass = row.character_class;
  if (row.note) signup.note = row.note;
  return signup;
}

/** SQL for signups. One row per raid and raider (by `raiderKey`); places are derived, never stored. */
export function createSignupStore(db: Database) {
  const forRaid = db.prepare<[string], SignupRow>('SELECT * FROM signups WHERE raid_id = ? ORDER BY sequence');
  const forRaids = db.prepare<[string], SignupRow>(
    'SELECT * FROM signups WHERE raid_id IN (SELECT value FROM json_each(?)) ORDER BY raid_id, sequence',
  );
  const forRaider = db.prepare<[string], SignupRow>('SELECT * FROM signups WHERE raider_key = ? ORDER BY raid_id');
  const answered = db.prepare<[], Pick<SignupRow, 'raid_id' | 'raider'>>('SELECT raid_id, raider FROM signups');
  const one = db.prepare<[string, string], SignupRow>('SELECT * FROM signups WHERE raid_id = ? AND raider_key = ?');
  const upsert = db.prepare(`
    INSERT INTO signups (raid_id, raider_key, raider, status, role, character_name, character_class, note, sequence, updated_at)
    VALUES (@raidId, @raiderKey, @raider, @status, @role, @characterName, @characterClass, @note, @sequence, @updatedAt)
    ON CONFLICT (raid_id, raider_key) DO UPDATE SET
      raider = excluded.raider, status = excluded.status, role = excluded.role,
      character_name = excluded.character_name, character_class = excluded.character_class, note = excluded.note,
      sequence = excluded.sequence, updated_at = excluded.updated_at`);
  const decisionsFor = db.prepare<[string], RosterDecision & { role: RosterDecision['role'] | null }>(
    'SELECT raid_id AS raidId, raider, decision, role FROM roster_decisions WHERE raid_id IN (SELECT value FROM json_each(?))',
  );
  const upsertDecision = db.prepare(`
    INSERT INTO roster_decisions (raid_id, raider_key, raider, decision, role, decided_by, decided_at)
    VALUES (?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (raid_id, raider_key) DO UPDATE SET raider = excluded.raider, decision = excluded.decision,
      role = excluded.role, decided_by = excluded.decided_by, decided_at = excluded.decided_at`);
  const removeDecision = db.prepare('DELETE FROM roster_decisions WHERE raid_id = ? AND raider_key = ?');
  const nextSequence = db.prepare<[], { value: number }>(
    `UPDATE counters SET value = value + 1 WHERE name = 'signup-sequence' RETURNING value`,
  );

  return {
    /** The roster decisions of several raids, in one query. */
    decisions(raidIds: readonly string[]): RosterDecision[] {
      return decisionsFor.all(JSON.stringify(raidIds)).map(({ role, ...decision }) => (role ? { ...decision, role } : decision));
    },
    saveDecision(decision: RosterDecision, raiderKey: string, by: string, at: string): void {
      upsertDecision.run(decision.raidId, raiderKey, decision.raider, decision.decision, decision.role ?? null, by, at);
    },
    removeDecision: (raidId: string, raiderKey: string): void => void removeDecision.run(raidId, raiderKey),
    forRaid: (raidId: string): Signup[] => forRaid.all(raidId).map(signupOf),
    /** The signups of several raids in one query (the rosters range), by raid id, each in signup order. */
    forRaids(raidIds: readonly string[]): Map<string, Signup[]> {
      const byRaid = new Map<string, Signup[]>(raidIds.map((id) => [id, []]));
      for (const row of forRaids.all(JSON.stringify(raidIds))) byRaid.get(row.raid_id)?.push(signupOf(row));
      return byRaid;
    },
    forRaider: (raiderKey: string): Signup[] => forRaider.all(raiderKey).map(signupOf),
    /** Which raider answered which raid, every raid ever (where attendance starts counting). */
    answeredRaids: (): Array<{ raidId: string; raider: string }> =>
      answered.all().map((row) => ({ raidId: row.raid_id, raider: row.raider })),
    find: (raidId: string, raiderKey: string): Signup | undefined => {
      const row = one.get(raidId, raiderKey);
      return row ? signupOf(row) : undefined;
    },
    save(signup: Signup, raiderKey: string): void {
      upsert.run({
        raidId: signup.raidId,
        raiderKey,
        raider: signup.raider,
        status: signup.status,
        role: signup.role,
        characterName: signup.characterName ?? null,
        characterClass: signup.characterClass ?? null,
        note: signup.note ?? null,
        sequence: signup.sequence,
        updatedAt: signup.updatedAt,
      });
    },
    /** The next place in the signup order; call inside the write transaction that uses it. */
    nextSequence(): number {
      const row = nextSequence.get();
      if (!row) throw new Error('the signup-sequence counter is missing: the database was not migrated');
      return row.value;
    },
  };
}

export type SignupStore = ReturnType<typeof createSignupStore>;
