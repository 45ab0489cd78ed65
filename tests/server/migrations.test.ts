import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SchemaTooNewError, migrate, migrations, type Migration } from '../../server/database/migrations';
import { databaseFileName, openDatabase } from '../../server/database/open-database';
import { temporaryDirectory } from './helpers/test-server';

let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
beforeEach(async () => {
  directory = await temporaryDirectory('migrations');
});
afterEach(async () => {
  await directory.remove();
});

const tablesOf = (db: BetterSqlite3.Database) =>
  (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as Array<{ name: string }>).map((row) => row.name);

describe('schema migrations', () => {
  it('creates the schema once, in WAL mode, and applies nothing the second time', () => {
    const db = openDatabase(directory.path);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(tablesOf(db)).toEqual([
      'absences',
      'accounts',
      'attendance',
      'audit',
      'calendar_feeds',
      'characters',
      'counters',
      'discord_interactions_seen',
      'discord_links',
      'discord_raid_posts',
      'discord_roster_messages',
      'feed_revisions',
      'guild_settings',
      'loot_awards',
      'one_off_raids',
      'outbox',
      'raid_helper_signups',
      'raid_night_changes',
      'raid_series',
      'raid_series_versions',
      'reset_codes',
      'roster_decisions',
      'sessions',
      'signups',
      'sqlite_sequence',
      'standing_answers',
    ]);
    expect(migrate(db)).toEqual([]);
    db.close();
    const again = openDatabase(directory.path);
    expect(again.pragma('user_version', { simple: true })).toBe(migrations.at(-1)!.version);
    again.close();
  });

  it("gives a series seeded before step 6 its first night: the guild's first start, or an earlier night someone used", () => {
    const db = new BetterSqlite3(join(directory.path, databaseFileName));
    migrate(
      db,
      migrations.filter((step) => step.version <= 5),
    );
    const series = db.prepare(`INSERT INTO raid_series (id, position, starts_on, ends_on, created_at) VALUES (?, ?, ?, NULL, ?)`);
    series.run('sroda', 0, null, '2026-03-02T12:00:00.000Z');
    series.run('sroda-glowny', 1, null, '2026-03-02T12:00:00.000Z');
    series.run('piatek', 2, '2026-04-03', '2026-03-30T08:00:00.000Z');
    // Answers from before the schedule was kept in the database: those nights stay.
    db.prepare(
      `INSERT INTO signups (raid_id, raider_key, raider, status, role, sequence, updated_at) VALUES (?, 'kasia', 'Kasia', 'accepted', 'tank', 1, '2026-02-01T10:00:00.000Z')`,
    ).run('sroda-glowny-2026-02-04');
    migrate(db);
    const starts = db.prepare(`SELECT id, starts_on FROM raid_series ORDER BY position`).all();
    expect(starts).toEqual([
      { id: 'sroda', starts_on: '2026-03-02' },
      { id: 'sroda-glowny', starts_on: '2026-02-04' },
      { id: 'piatek', starts_on: '2026-04-03' },
    ]);
    db.close();
  });

  it('applies only the steps a database is missing, in order', () => {
    const db = new BetterSqlite3(join(directory.path, databaseFileName));
    const steps: Migration[] = [
      { version: 2, name: 'second', sql: 'CREATE TABLE b (id INTEGER);' },
      { version: 1, name: 'first', sql: 'CREATE TABLE a (id INTEGER);' },
    ];
    expect(migrate(db, steps.slice(1))).toEqual([1]);
    expect(migrate(db, steps)).toEqual([2]);
    expect(tablesOf(db)).toEqual(['a', 'b']);
    db.close();
  });

  it('skips a step number no branch released yet: 1, 2, 4 apply in order', () => {
    const db = new BetterSqlite3(join(directory.path, databaseFileName));
    const steps: Migration[] = [
      { version: 4, name: 'fourth', sql: 'CREATE TABLE d (id INTEGER);' },
      { version: 1, name: 'first', sql: 'CREATE TABLE a (id INTEGER);' },
      { version: 2, name: 'second', sql: 'CREATE TABLE b (id INTEGER);' },
    ];
    expect(migrate(db, steps)).toEqual([1, 2, 4]);
    expect(db.pragma('user_version', { simple: true })).toBe(4);
    expect(tablesOf(db)).toEqual(['a', 'b', 'd']);
    db.close();
  });

  it('rolls a failing step back completely and keeps the previous version', () => {
    const db = new BetterSqlite3(join(directory.path, databaseFileName));
    const steps: Migration[] = [
      { version: 1, name: 'first', sql: 'CREATE TABLE a (id INTEGER);' },
      { version: 2, name: 'broken', sql: 'CREATE TABLE b (id INTEGER); INSERT INTO missing VALUES (1);' },
    ];
    expect(() => migrate(db, steps)).toThrow(/no such table: missing/);
    expect(db.pragma('user_version', { simple: true })).toBe(1);
    expect(tablesOf(db)).toEqual(['a']);
    db.close();
  });

  it('keeps the Discord outbox rows through step 6, which copies the table for its new status', () => {
    const db = new BetterSqlite3(join(directory.path, databaseFileName));
    migrate(
      db,
      migrations.filter((step) => step.version <= 5),
    );
    db.prepare(
      `INSERT INTO outbox (event_key, kind, payload, status, attempts, next_attempt_at, created_at) VALUES ('raid-created:x', 'raid-created', '{}', 'failed', 3, 't', 't')`,
    ).run();
    expect(migrate(db)).toContain(6);
    expect(db.prepare('SELECT id, event_key, status, attempts, raid_id, parts_sent FROM outbox').all()).toEqual([
      { id: 1, event_key: 'raid-created:x', status: 'failed', attempts: 3, raid_id: null, parts_sent: 0 },
    ]);
    db.prepare(`UPDATE outbox SET status = 'skipped'`).run();
    db.close();
  });

  it('refuses a database written by a newer server', () => {
    const db = new BetterSqlite3(join(directory.path, databaseFileName));
    db.pragma('user_version = 99');
    db.close();
    expect(() => openDatabase(directory.path)).toThrow(SchemaTooNewError);
  });
});
