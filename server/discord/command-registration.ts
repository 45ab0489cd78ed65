import type { Database } from 'better-sqlite3';
import { createGuildSettingsRows } from '../database/guild-settings-rows';
import type { DiscordCommandsRegistration } from '../../src/domain/raids/guild-settings-types';
import type { DiscordAppSettings } from './discord-app-settings';
import { registerSlashCommands } from './slash-commands';

/** Where the last registration's outcome is kept, beside the other guild settings. */
const storedName = 'slash-commands-registration';

/**
 * The slash commands' registration from the panel ("Zarejestruj polecenia"), so that an admin needs no
 * console for it: it registers them with the settings as they apply now and keeps the outcome, which
 * the panel shows until the next attempt (a restart included).
 */
export function createCommandRegistration(
  db: Database,
  {
    settings,
    fetch: fetchImpl = fetch,
    now,
    write = (run) => run(),
  }: {
    settings: () => DiscordAppSettings;
    fetch?: typeof fetch;
    now: () => Date;
    /** Runs the write: the server's storage health turns a storage fault into `503`. @default runs it as it is */
    write?: <T>(run: () => T) => T;
  },
) {
  const rows = createGuildSettingsRows(db);
  return {
    /** The last attempt's outcome, or `null` before the first. */
    last(): DiscordCommandsRegistration | null {
      const stored = rows.get(storedName);
      return stored ? (JSON.parse(stored) as DiscordCommandsRegistration) : null;
    },
    async register(): Promise<DiscordCommandsRegistration> {
      const { ok, polish } = await registerSlashCommands(settings(), fetchImpl);
      const outcome: DiscordCommandsRegistration = { ok, message: polish, at: now().toISOString() };
      write(() => rows.set(storedName, JSON.stringify(outcome)));
      return outcome;
    },
  };
}

export type CommandRegistration = ReturnType<typeof createCommandRegistration>;
