import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type RESTPutAPIApplicationGuildCommandsJSONBody,
} from 'discord-api-types/v10';
import { discordVariables, type DiscordAppSettings } from './discord-app-settings';
import { discordSettingLabels } from './discord-panel-settings';

/** The slash commands' names, as Discord shows them and sends them back. */
export const slashCommandNames = { myRaids: 'rajdy', absence: 'urlop' } as const;

/** `/rajdy` and `/urlop od do [notatka]`, as registered in the guild's Discord server. */
export const slashCommands: RESTPutAPIApplicationGuildCommandsJSONBody = [
  {
    type: ApplicationCommandType.ChatInput,
    name: slashCommandNames.myRaids,
    description: 'Moje najbliższe rajdy i moje odpowiedzi',
  },
  {
    type: ApplicationCommandType.ChatInput,
    name: slashCommandNames.absence,
    description: 'Urlop: rajdy w tych dniach liczą się jako „Nie będę”',
    options: [
      {
        type: ApplicationCommandOptionType.String,
        name: 'od',
        description: 'Pierwszy dzień, np. 1.07.2026 (albo 2026-07-01)',
        required: true,
      },
      {
        type: ApplicationCommandOptionType.String,
        name: 'do',
        description: 'Ostatni dzień, np. 14.07.2026 (albo 2026-07-14)',
        required: true,
      },
      { type: ApplicationCommandOptionType.String, name: 'notatka', description: 'Krótka notatka dla oficerów', max_length: 200 },
    ],
  },
];

/** What registering the commands ended with: a sentence in Polish (the panel's) and in English (the console's too). */
export interface RegisterResult {
  ok: boolean;
  polish: string;
  english: string;
}

/**
 * Registers the slash commands in the guild's Discord server (`PUT /applications/{id}/guilds/{id}/commands`,
 * which replaces the application's guild commands with these: running it again changes nothing).
 * Guild commands appear at once, unlike global ones.
 */
export async function registerSlashCommands(settings: DiscordAppSettings, fetchImpl: typeof fetch = fetch): Promise<RegisterResult> {
  const missing = (['applicationId', 'botToken', 'guildId'] as const).filter((field) => !settings[field]);
  if (missing.length > 0) {
    const polish = missing.map((field) => `${discordSettingLabels[field]} (${discordVariables[field]})`);
    return {
      ok: false,
      polish: `Brak ustawień: ${polish.join(', ')} – ustaw je i spróbuj ponownie.`,
      english: `Missing settings: ${missing.map((field) => discordVariables[field]).join(', ')}.`,
    };
  }
  const url = `${settings.apiBase}/applications/${settings.applicationId}/guilds/${settings.guildId}/commands`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'PUT',
      headers: { Authorization: `Bot ${settings.botToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(slashCommands),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, polish: `Nie udało się połączyć z Discordem (${reason}).`, english: `Could not reach Discord (${reason}).` };
  }
  if (!response.ok) {
    const body = (await response.text()).slice(0, 500);
    return {
      ok: false,
      polish:
        `Discord odmówił rejestracji poleceń: ${response.status} ${body} – sprawdź token bota (DISCORD_BOT_TOKEN), ID aplikacji ` +
        `(DISCORD_APPLICATION_ID) i czy bot jest na serwerze (zakres applications.commands).`,
      english: `Discord refused: ${response.status}.`,
    };
  }
  const names = slashCommands.map((command) => `/${command.name}`).join(', ');
  return {
    ok: true,
    polish: `Zarejestrowano polecenia ${names} na serwerze Discord ${settings.guildId}.`,
    english: `Registered ${names} in Discord server ${settings.guildId}.`,
  };
}
