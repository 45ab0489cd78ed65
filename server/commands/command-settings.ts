import { applySettingsFile, settingsLine } from '../settings/settings-file';
import { SettingsError, readSettings, type ServerSettings } from '../settings/server-settings';

/**
 * The settings a command runs with, read as the server reads them (the settings file, then the
 * environment). Prints first the file, the data directory and the config it uses; a setting it cannot
 * use ends the command with one line naming it.
 */
export function commandSettings(command: string): ServerSettings {
  try {
    const use = applySettingsFile(process.env);
    const settings = readSettings(process.env);
    console.log(settingsLine(use, settings.dataDir, settings.guildConfigPath));
    return settings;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`${command} nie ruszyło – ${error.message}`);
    process.exit(1);
  }
}
