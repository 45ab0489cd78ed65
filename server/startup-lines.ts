import type { GuildConfig } from '../src/domain/guild-config-types';
import type { ServerSettings } from './settings';

/**
 * What `npm start` prints once the server listens: the guild it speaks for, where its config came from,
 * which pages may use the API and whether an access code is set. The settings that make a widget on the
 * guild's website work or fail are here at a glance, not only in a browser's console.
 */
export function startupLines(guild: GuildConfig, settings: ServerSettings, port: number): string[] {
  const origins = settings.allowedOrigins.length > 0 ? settings.allowedOrigins.join(', ') : 'brak (tylko strony z adresu tego serwera)';
  return [
    `${guild.name}: http://localhost:${port}/  (przykłady osadzenia: http://localhost:${port}/examples/, API: /api, dane: ${settings.dataDir})`,
    `Konfiguracja gildii: ${settings.guildConfigPath ?? 'wbudowana przykładowa gildia (ustaw GUILD_CONFIG, aby użyć własnej)'}`,
    `Strony z widżetem (ALLOWED_ORIGINS): ${origins}`,
    `Kod dostępu gildii (GUILD_ACCESS_CODE): ${settings.accessCode ? 'ustawiony' : 'nieustawiony'}`,
  ];
}
