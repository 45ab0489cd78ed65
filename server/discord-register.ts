// `npm run discord:register`: registers the slash commands (/rajdy, /urlop) in the guild's Discord
// server. Reads the DISCORD_* variables like the server (docs/discord-interactions.md).
import { registerSlashCommands } from './discord/slash-commands';
import { readSettings } from './settings';

const { exitCode, line } = await registerSlashCommands(readSettings(process.env).discord);
(exitCode === 0 ? console.log : console.error)(line);
process.exitCode = exitCode;
