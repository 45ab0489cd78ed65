import { statSync } from 'node:fs';
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
    actAsDataOwner(settings.dataDir);
    return settings;
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(`${command} nie ruszyło – ${error.message}`);
    process.exit(1);
  }
}

/**
 * Run as root (`npm run backup` typed in a root shell), a command would leave root's files in the
 * service's data directory, which the service then cannot open: it takes the directory owner's
 * identity first, after reading the settings file (root may read what the owner cannot).
 */
function actAsDataOwner(dataDir: string): void {
  if (process.getuid?.() !== 0) return;
  let owner: { uid: number; gid: number };
  try {
    owner = statSync(dataDir);
  } catch {
    return; // No directory yet (a restore onto a new disk): the service's StateDirectory= hands it over.
  }
  if (owner.uid === 0) return;
  process.setgroups!([owner.gid]);
  process.setgid!(owner.gid);
  process.setuid!(owner.uid);
  console.log(`(jako właściciel katalogu danych: uid ${owner.uid})`);
}
