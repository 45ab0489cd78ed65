import type { Database } from 'better-sqlite3';

/**
 * The `guild_settings` table: one text value per name, for everything the server keeps beside the
 * guild's data (the panel's settings, the Discord application's, the setup link, the slash commands'
 * last registration). Each owner reads and writes its own names through these statements.
 */
export function createGuildSettingsRows(db: Database) {
  const one = db.prepare<[string], { value: string }>('SELECT value FROM guild_settings WHERE name = ?');
  const some = db.prepare<[string], { name: string; value: string }>(
    'SELECT name, value FROM guild_settings WHERE name IN (SELECT value FROM json_each(?))',
  );
  const write = db.prepare<[string, string]>(
    'INSERT INTO guild_settings (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  const remove = db.prepare<[string]>('DELETE FROM guild_settings WHERE name = ?');
  return {
    get: (name: string): string | undefined => one.get(name)?.value,
    /** The stored values of `names`, by name (a name never stored is absent). */
    getMany: (names: readonly string[]): Map<string, string> =>
      new Map(some.all(JSON.stringify(names)).map((row) => [row.name, row.value])),
    set: (name: string, value: string): void => void write.run(name, value),
    remove: (name: string): void => void remove.run(name),
  };
}
