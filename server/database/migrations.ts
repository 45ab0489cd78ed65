import type { Database } from 'better-sqlite3';

/**
 * The schema, as numbered steps. A step is never edited once released: a change is a new step, so a
 * guild's existing database is brought up to date on start without losing a signup.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * The local date of the earliest night of the series `raid_series.id` that anyone answered, recorded,
 * decided or changed (raid ids are `<series id>-YYYY-MM-DD`), or NULL: nights a guild already used exist.
 */
export const earliestUsedNight = `(
  SELECT min(substr(raid_id, -10)) FROM (
    SELECT raid_id FROM signups UNION ALL SELECT raid_id FROM attendance
    UNION ALL SELECT raid_id FROM roster_decisions UNION ALL SELECT raid_id FROM raid_night_changes
  ) WHERE raid_id = raid_series.id || '-' || substr(raid_id, -10)
)`;

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'signups, sessions and the signup order counter',
    sql: `
      CREATE TABLE signups (
        raid_id         TEXT    NOT NULL,
        raider_key      TEXT    NOT NULL,
        raider          TEXT    NOT NULL,
        status          TEXT    NOT NULL CHECK (status IN ('accepted', 'late', 'tentative', 'absent')),
        role            TEXT    NOT NULL CHECK (role IN ('tank', 'healer', 'melee', 'ranged')),
        character_name  TEXT,
        character_class TEXT,
        note            TEXT,
        sequence        INTEGER NOT NULL,
        updated_at      TEXT    NOT NULL,
        PRIMARY KEY (raid_id, raider_key)
      ) WITHOUT ROWID;
      CREATE INDEX signups_by_raider ON signups (raider_key);

      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        nickname   TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);

      -- One counter for the whole guild: signup order is first come, first served across raiders.
      CREATE TABLE counters (
        name  TEXT PRIMARY KEY,
        value INTEGER NOT NULL
      ) WITHOUT ROWID;
      INSERT INTO counters (name, value) VALUES ('signup-sequence', 0);
    `,
  },
  {
    version: 2,
    name: 'personal accounts, roles, reset codes and the audit log',
    // Signups stay as they are, keyed by the lower-case nickname: the first account created for a
    // nickname has the same key and so owns its signups. The old sessions were opened with a nickname
    // alone (anyone could have opened them), so they end here; everyone signs in with a password.
    sql: `
      CREATE TABLE accounts (
        id            INTEGER PRIMARY KEY,
        nickname      TEXT NOT NULL,
        raider_key    TEXT NOT NULL UNIQUE,
        skeleton      TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        role          TEXT NOT NULL DEFAULT 'raider' CHECK (role IN ('raider', 'officer', 'admin')),
        created_at    TEXT NOT NULL,
        last_seen_at  TEXT
      );

      DROP TABLE sessions;
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY,
        id         TEXT NOT NULL UNIQUE,
        account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX sessions_by_expiry ON sessions (expires_at);
      CREATE INDEX sessions_by_account ON sessions (account_id);

      CREATE TABLE reset_codes (
        code_hash  TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at    TEXT
      ) WITHOUT ROWID;
      CREATE INDEX reset_codes_by_account ON reset_codes (account_id);

      CREATE TABLE audit (
        id     INTEGER PRIMARY KEY,
        at     TEXT NOT NULL,
        actor  TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT,
        detail TEXT
      );
    `,
  },
  {
    version: 3,
    name: 'the schedule in the database (series with versions, one-off raids, changes of nights) and roster decisions',
    // Seeded from the guild config's schedule on the first start after this step (the schedule-seeded
    // counter), so a guild's existing raid ids, and with them every answer, stay as they were.
    sql: `
      CREATE TABLE raid_series (
        id         TEXT PRIMARY KEY,
        position   INTEGER NOT NULL,
        starts_on  TEXT,
        ends_on    TEXT,
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;

      -- What the series says from valid_from on ('' = from its start): an edit adds a version, so
      -- the nights before it keep what they were.
      CREATE TABLE raid_series_versions (
        series_id  TEXT NOT NULL REFERENCES raid_series (id) ON DELETE CASCADE,
        valid_from TEXT NOT NULL,
        fields     TEXT NOT NULL CHECK (json_valid(fields)),
        PRIMARY KEY (series_id, valid_from)
      ) WITHOUT ROWID;

      CREATE TABLE one_off_raids (
        id         TEXT PRIMARY KEY,
        fields     TEXT NOT NULL CHECK (json_valid(fields)),
        created_at TEXT NOT NULL
      ) WITHOUT ROWID;

      -- One row per night an officer moved, renamed or cancelled; the raid id never changes.
      CREATE TABLE raid_night_changes (
        raid_id    TEXT PRIMARY KEY,
        change     TEXT NOT NULL CHECK (json_valid(change)),
        updated_at TEXT NOT NULL
      ) WITHOUT ROWID;

      INSERT INTO counters (name, value) VALUES ('schedule-seeded', 0);

      -- A raid leader's roster decisions, one per raid and raider (lower-case key, like signups).
      CREATE TABLE roster_decisions (
        raid_id    TEXT NOT NULL,
        raider_key TEXT NOT NULL,
        raider     TEXT NOT NULL,
        decision   TEXT NOT NULL CHECK (decision IN ('confirmed', 'bench', 'auto')),
        role       TEXT CHECK (role IN ('tank', 'healer', 'melee', 'ranged')),
        decided_by TEXT NOT NULL,
        decided_at TEXT NOT NULL,
        PRIMARY KEY (raid_id, raider_key)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 4,
    name: 'calendar feeds, feed revisions, absences, guild settings and the Discord outbox',
    sql: `
      -- The feed token itself is never stored: only its SHA-256 (lookup) and a generation counter (the
      -- token is derived from the server's feed key, so "Konto" can show the same URL again).
      CREATE TABLE calendar_feeds (
        account_id INTEGER PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
        token_hash TEXT    NOT NULL UNIQUE,
        generation INTEGER NOT NULL,
        created_at TEXT    NOT NULL
      );

      -- What a feed last said about a raid night's time, so SEQUENCE grows when the night moves.
      CREATE TABLE feed_revisions (
        raid_id    TEXT    PRIMARY KEY,
        time_hash  TEXT    NOT NULL,
        sequence   INTEGER NOT NULL
      ) WITHOUT ROWID;

      CREATE TABLE absences (
        id         INTEGER PRIMARY KEY,
        raider_key TEXT NOT NULL,
        raider     TEXT NOT NULL,
        from_date  TEXT NOT NULL,
        to_date    TEXT NOT NULL,
        note       TEXT,
        created_at TEXT NOT NULL,
        CHECK (from_date <= to_date)
      );
      CREATE INDEX absences_by_raider ON absences (raider_key, to_date);
      CREATE INDEX absences_by_dates ON absences (to_date, from_date);

      CREATE TABLE guild_settings (
        name  TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) WITHOUT ROWID;

      -- One row per announcement; event_key is unique so the same event is never queued twice.
      CREATE TABLE outbox (
        id              INTEGER PRIMARY KEY,
        event_key       TEXT    NOT NULL UNIQUE,
        kind            TEXT    NOT NULL,
        payload         TEXT    NOT NULL,
        status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT    NOT NULL,
        last_error      TEXT,
        created_at      TEXT    NOT NULL,
        sent_at         TEXT
      );
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at, id);
    `,
  },
  {
    version: 5,
    name: "recorded attendance: an officer's mark per raid and raider",
    sql: `
      CREATE TABLE attendance (
        raid_id     TEXT NOT NULL,
        raider_key  TEXT NOT NULL,
        raider      TEXT NOT NULL,
        attendance  TEXT NOT NULL CHECK (attendance IN ('present', 'late', 'absent', 'excused', 'bench')),
        recorded_by TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        PRIMARY KEY (raid_id, raider_key)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 6,
    name: 'Discord: rows written when sent (the roster and reminders of a raid) and the roster messages to edit',
    sql: `
      -- A row with a raid_id is written when it is sent (its payload keeps what was sent last);
      -- parts_sent counts the parts of a long text already posted, so a retry goes on after them;
      -- 'skipped': its time came with nothing to say (last_error says why). SQLite changes a CHECK only
      -- by copying the table.
      CREATE TABLE outbox_v6 (
        id              INTEGER PRIMARY KEY,
        event_key       TEXT    NOT NULL UNIQUE,
        kind            TEXT    NOT NULL,
        payload         TEXT    NOT NULL,
        status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT    NOT NULL,
        last_error      TEXT,
        created_at      TEXT    NOT NULL,
        sent_at         TEXT,
        raid_id         TEXT,
        parts_sent      INTEGER NOT NULL DEFAULT 0
      );
      INSERT INTO outbox_v6 (id, event_key, kind, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at)
        SELECT id, event_key, kind, payload, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM outbox;
      DROP TABLE outbox;
      ALTER TABLE outbox_v6 RENAME TO outbox;
      CREATE INDEX outbox_due ON outbox (status, next_attempt_at, id);
      CREATE INDEX outbox_by_raid ON outbox (raid_id, kind, status) WHERE raid_id IS NOT NULL;

      -- The raid's roster as posted: one message per part (a roster over 2000 characters has several),
      -- edited in place as the roster changes; content is what the message shows now.
      CREATE TABLE discord_roster_messages (
        raid_id    TEXT    NOT NULL,
        part       INTEGER NOT NULL,
        message_id TEXT    NOT NULL,
        content    TEXT    NOT NULL,
        PRIMARY KEY (raid_id, part)
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 7,
    name: 'a roster decision keeps the place in the signup order it counts from',
    sql: `
      -- NULL (decisions made before): the raider's own place in the signup order.
      ALTER TABLE roster_decisions ADD COLUMN sequence INTEGER;
    `,
  },
  {
    version: 8,
    name: "every series has a first night: the config's series begin when the guild first started",
    // Seeded series had no starts_on ("as far back as anyone asks"), so the first day showed weeks of
    // nights from before the guild existed. Their row was written on the first start (created_at, a UTC
    // instant: its date is the guild's day or the one before); a night anyone already used stays.
    sql: `
      UPDATE raid_series
      SET starts_on = min(substr(created_at, 1, 10), coalesce(${earliestUsedNight}, '9999-12-31'))
      WHERE starts_on IS NULL;
    `,
  },
  {
    version: 9,
    name: 'Discord accounts linked to raiders (sign-in with Discord, answers from buttons) and their reminder choice',
    sql: `
      -- One Discord user per account and one account per Discord user; dm_reminders: 1 = the bot may
      -- send the raider a reminder by direct message.
      CREATE TABLE discord_links (
        account_key     TEXT    PRIMARY KEY REFERENCES accounts (raider_key) ON DELETE CASCADE,
        discord_user_id TEXT    NOT NULL UNIQUE,
        linked_at       TEXT    NOT NULL,
        dm_reminders    INTEGER NOT NULL DEFAULT 1 CHECK (dm_reminders IN (0, 1))
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 10,
    name: "raiders' characters (class and spec of the guild's game pack), and the character a signup names",
    sql: `
      -- A character belongs to one account; class_id and spec_id are ids of the guild's game pack
      -- (checked by the service: a pack may change, a stored character stays readable).
      CREATE TABLE characters (
        id          INTEGER PRIMARY KEY AUTOINCREMENT,
        raider_key  TEXT    NOT NULL,
        name        TEXT    NOT NULL,
        realm       TEXT,
        class_id    TEXT    NOT NULL,
        spec_id     TEXT    NOT NULL,
        main        INTEGER NOT NULL DEFAULT 0 CHECK (main IN (0, 1)),
        item_level  INTEGER,
        created_at  TEXT    NOT NULL
      );
      CREATE INDEX characters_by_raider ON characters (raider_key);
      -- NULL: the answer names no character (answers from before, or a raider without one).
      ALTER TABLE signups ADD COLUMN character_id TEXT;
    `,
  },
  {
    version: 11,
    name: "raiders' standing answers: one answer for every night of a weekly series",
    sql: `
      -- One per raider and series; it stands for the nights of the series open (before their signup lock)
      -- at since and not answered by the raider. sequence: its place in the signup order.
      CREATE TABLE standing_answers (
        series_id    TEXT    NOT NULL,
        raider_key   TEXT    NOT NULL,
        raider       TEXT    NOT NULL,
        status       TEXT    NOT NULL CHECK (status IN ('accepted', 'late', 'tentative', 'absent')),
        role         TEXT    NOT NULL CHECK (role IN ('tank', 'healer', 'melee', 'ranged')),
        character_id TEXT,
        note         TEXT,
        sequence     INTEGER NOT NULL,
        since        TEXT    NOT NULL,
        updated_at   TEXT    NOT NULL,
        PRIMARY KEY (series_id, raider_key)
      ) WITHOUT ROWID;
      CREATE INDEX standing_answers_by_raider ON standing_answers (raider_key);
    `,
  },
  {
    version: 12,
    name: "the bot's raid posts (one message per raid, edited in place)",
    sql: `
      -- body: the JSON the message shows now (compared with the raid as it is, to know when to edit);
      -- starts_at: the raid's start when last posted or edited (posts of raids not started yet are kept in sync).
      CREATE TABLE discord_raid_posts (
        raid_id    TEXT PRIMARY KEY,
        channel_id TEXT NOT NULL,
        message_id TEXT NOT NULL,
        body       TEXT NOT NULL,
        starts_at  TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 13,
    name: 'interactions from Discord already answered (a replay within the signature window is refused)',
    sql: `
      -- received_at: ms on the server's clock; rows older than twice the signature window are swept.
      CREATE TABLE discord_interactions_seen (
        interaction_id TEXT PRIMARY KEY,
        received_at    INTEGER NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX discord_interactions_seen_by_age ON discord_interactions_seen (received_at);
    `,
  },
  {
    version: 14,
    name: 'Raid-Helper sign-ups imported (a second import skips them)',
    sql: `
      -- One row per Raid-Helper sign-up brought in: the raid night and raider it became.
      CREATE TABLE raid_helper_signups (
        signup_id   TEXT PRIMARY KEY,
        event_id    TEXT NOT NULL,
        raid_id     TEXT NOT NULL,
        raider_key  TEXT NOT NULL,
        imported_at TEXT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
  {
    version: 15,
    name: "the guild's loot, from the addons' exports (RCLootCouncil, Gargul, thatsmybis)",
    sql: `
      -- One row per award, keyed on the addon's own id with its source ('rclc:1536775847-4'): importing the
      -- same export again adds nothing. player is the name the export gives; which raider it is follows
      -- from the characters when read, so an award waits for its character and follows it to its owner.
      CREATE TABLE loot_awards (
        id          TEXT    PRIMARY KEY,
        player      TEXT    NOT NULL,
        item_id     INTEGER NOT NULL,
        item_name   TEXT    NOT NULL,
        response    TEXT    NOT NULL,
        offspec     INTEGER NOT NULL CHECK (offspec IN (0, 1)),
        awarded_at  TEXT    NOT NULL,
        instance    TEXT    NOT NULL,
        boss        TEXT    NOT NULL,
        difficulty  TEXT,
        note        TEXT,
        imported_at TEXT    NOT NULL
      ) WITHOUT ROWID;
      CREATE INDEX loot_awards_by_time ON loot_awards (awarded_at);
    `,
  },
];

export class SchemaTooNewError extends Error {
  constructor(found: number, known: number) {
    super(`the database has schema version ${found}, but this server knows versions up to ${known}: run a newer server`);
    this.name = 'SchemaTooNewError';
  }
}

/**
 * Brings the database to the latest schema. Each step runs in its own transaction together with the
 * version bump (`PRAGMA user_version`), so a crash mid-migration leaves the previous version intact.
 * Returns the versions applied now.
 */
export function migrate(db: Database, steps: readonly Migration[] = migrations): number[] {
  const latest = steps.reduce((max, step) => Math.max(max, step.version), 0);
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > latest) throw new SchemaTooNewError(current, latest);
  const applied: number[] = [];
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    if (step.version <= current) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.pragma(`user_version = ${step.version}`);
    }).immediate();
    applied.push(step.version);
  }
  return applied;
}
