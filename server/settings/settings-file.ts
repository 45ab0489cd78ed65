import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SettingsError } from './server-settings';

/**
 * The guild's one file of settings: systemd's unit reads it (`EnvironmentFile=`), and so do `npm start`
 * and every command, so a command never reads another data directory than the service.
 */
export const defaultSettingsFile = '/etc/raider-panel/env';

/** The variable naming another file; set empty, no file is read (tests, a second server on one machine). */
export const settingsFileVariable = 'RAIDER_PANEL_ENV';

/** Where the settings came from, for the first line each entry prints. */
export interface SettingsFileUse {
  /** The file read, absolute; absent: only the process's environment. */
  path?: string;
  /** How the file was chosen. */
  chosenBy: 'variable' | 'default' | 'none';
}

const namePattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Reads `NAME=value` lines as systemd's `EnvironmentFile=` does, and only what both read alike: blank
 * lines, comments starting with `#` or `;`, a value bare or in one pair of quotes. A backslash (an escape
 * to systemd, a letter to most `.env` readers) is refused rather than read differently by the two.
 */
export function parseSettingsFile(text: string, path: string): Record<string, string> {
  const values: Record<string, string> = {};
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith(';')) return;
    const where = `${path}, wiersz ${index + 1}`;
    const equals = line.indexOf('=');
    const name = equals > 0 ? line.slice(0, equals).trim() : '';
    if (!namePattern.test(name)) throw new SettingsError(`${where}: oczekiwano NAZWA=wartość, jest „${line}”`);
    let value = line.slice(equals + 1).trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) value = value.slice(1, -1);
    if (value.includes('\\'))
      throw new SettingsError(`${where}: ${name} zawiera „\\”, który systemd czyta inaczej niż serwer – wpisz wartość bez niego`);
    values[name] = value;
  });
  return values;
}

/**
 * Puts the settings file's values into `env` where `env` has none (a variable set for one run wins, as
 * with systemd's own `Environment=`), and says which file it read. `RAIDER_PANEL_ENV` names the file;
 * unset, `/etc/raider-panel/env` is read when it exists. Its values reach the processes the server starts
 * (Litestream's keys).
 */
export function applySettingsFile(env: NodeJS.ProcessEnv, defaultPath = defaultSettingsFile): SettingsFileUse {
  const named = env[settingsFileVariable];
  if (named !== undefined && !named.trim()) return { chosenBy: 'none' };
  const chosenBy = named === undefined ? 'default' : 'variable';
  const path = resolve(named ?? defaultPath);
  if (chosenBy === 'default' && !existsSync(path)) return { chosenBy: 'none' };
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const hint =
      code === 'EACCES'
        ? ' – uruchom polecenie jako użytkownik usługi (sudo -u raider-panel …) albo daj mu prawo odczytu (chgrp raider-panel, chmod 640)'
        : '';
    throw new SettingsError(`${settingsFileVariable}: nie można odczytać ${path} (${code ?? (error as Error).message})${hint}`);
  }
  for (const [name, value] of Object.entries(parseSettingsFile(text, path))) {
    if (env[name] === undefined) env[name] = value;
  }
  return { path, chosenBy };
}

/**
 * The first line every entry prints (the server, `npm run admin`, `backup`, `restore`): the file of
 * settings, the data directory and the guild config it uses, so a command on the wrong directory shows it.
 */
export function settingsLine(use: SettingsFileUse, dataDir: string, guildConfigPath: string | undefined): string {
  const file =
    use.path === undefined
      ? `Ustawienia: zmienne środowiskowe (bez pliku; ${settingsFileVariable} albo ${defaultSettingsFile})`
      : `Ustawienia: ${use.path}${use.chosenBy === 'variable' ? ` (${settingsFileVariable})` : ''}`;
  return `${file} · katalog danych: ${dataDir} · konfiguracja gildii: ${guildConfigPath ?? 'wbudowana przykładowa gildia'}`;
}
