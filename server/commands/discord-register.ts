// `npm run discord:register`: registers the slash commands (/rajdy, /urlop) in the guild's Discord
// server, as the panel's button does (Ustawienia gildii → Discord), with the settings the server uses:
// the DISCORD_* variables over what the admin set in the panel, read from DATA_DIR's database like
// `npm run admin` (docs/discord.md).
import { openDatabase } from '../database/open-database';
import { createDiscordPanelSettings } from '../discord/discord-panel-settings';
import { registerSlashCommands } from '../discord/slash-commands';
import { commandSettings } from './command-settings';

const settings = commandSettings('npm run discord:register');
const db = openDatabase(settings.dataDir);
const discord = (() => {
  try {
    return createDiscordPanelSettings(db, settings.discord).merged();
  } finally {
    db.close();
  }
})();
const { ok, polish, english } = await registerSlashCommands(discord);
(ok ? console.log : console.error)(`${polish} / ${english}`);
process.exitCode = ok ? 0 : 1;
