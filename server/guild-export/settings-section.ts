import * as v from 'valibot';
import type { ExportSection } from './table-section';

/**
 * The settings that leave with the guild: what the admin set in the panel, never a secret. Left out on
 * purpose: the access code, the Discord bot token and client secret, the webhook's address (anyone
 * holding it may post), the set-up link and the slash commands' last registration (this server's own).
 * A setting not listed here stays on its server: a new one is not exported until it is judged safe.
 */
export const exportedSettings = [
  'joining-mode',
  'allowed-origins',
  'public-url',
  'roster-hours-before',
  'reminder-hours-before',
  'discord-applicationId',
  'discord-publicKey',
  'discord-clientId',
  'discord-guildId',
  'discord-channelId',
  'discord-officerRoleIds',
  'discord-adminRoleIds',
] as const;

const row = v.strictObject({ name: v.picklist(exportedSettings), value: v.string() });

export const settingsSection: ExportSection = {
  key: 'settings',
  row,
  export: (db) =>
    db
      .prepare<[string], { name: string; value: string }>(
        'SELECT name, value FROM guild_settings WHERE name IN (SELECT value FROM json_each(?)) ORDER BY name',
      )
      .all(JSON.stringify(exportedSettings)),
  clear: (db) =>
    void db.prepare('DELETE FROM guild_settings WHERE name IN (SELECT value FROM json_each(?))').run(JSON.stringify(exportedSettings)),
  import(db, rows) {
    const insert = db.prepare('INSERT INTO guild_settings (name, value) VALUES (@name, @value)');
    for (const setting of rows as Array<v.InferOutput<typeof row>>) insert.run(setting);
  },
};

/** The signup order's counter: the next answer after a move comes after every answer that moved. */
export const countersSection: ExportSection = {
  key: 'counters',
  row: v.strictObject({ name: v.literal('signup-sequence'), value: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  export: (db) => db.prepare(`SELECT name, value FROM counters WHERE name = 'signup-sequence'`).all(),
  clear: () => {},
  import(db, rows) {
    const update = db.prepare('UPDATE counters SET value = @value WHERE name = @name');
    for (const counter of rows as Array<{ name: string; value: number }>) update.run(counter);
    // The schedule came with the guild: the config's must not be seeded over it on the next start.
    db.prepare(`UPDATE counters SET value = 1 WHERE name = 'schedule-seeded'`).run();
  },
};
