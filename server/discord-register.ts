// `npm run discord:register`: registers the slash commands (/rajdy, /urlop) in the guild's Discord
// server, with the settings the server uses: the DISCORD_* variables over what the admin set in the
// panel, read from DATA_DIR's database like `npm run admin` (docs/discord.md).
import { openDatabase } from './database/open-database';
import { createDiscordPanelSettings } from './discord/discord-panel-settings';
import { registerSlashCommands } from './discord/slash-commands';
import { readSettings } from './settings';

const settings = readSettings(process.env);
const db = openDatabase(settings.dataDir);
const discord = (() => {
  try {
    return createDiscordPanelSettings(db, settings.discord).merged();
  } finally {
    db.close();
  }
})();
const { exitCode, line } = await registerSlashCommands(discord);
(exitCode === 0 ? console.log : console.error)(line);
process.exitCode = exitCode;
