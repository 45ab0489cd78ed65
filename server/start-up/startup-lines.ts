import type { GuildConfig } from '../../src/domain/guild-config-types';
import { setupLinkHours } from '../accounts/setup-link';
import type { PanelSettingsShown } from '../settings/access-and-addresses';
import type { ServerSettings } from '../settings/server-settings';
import { hoursFor } from '../../src/domain/counted-phrases';

const inThePanel = 'Członkowie → Ustawienia gildii';

/**
 * What `npm start` prints once the server listens: the guild it speaks for, where its config came from,
 * which pages may use the API, who may join, and — while the guild has no admin — the one-time set-up
 * link. The settings that make a widget on the guild's website work or fail are here at a glance, not
 * only in a browser's console.
 */
export function startupLines(
  guild: GuildConfig,
  settings: ServerSettings,
  port: number,
  effective: PanelSettingsShown,
  setupToken?: string,
): string[] {
  const origins = effective.allowedOrigins.value.join(', ');
  const originsLine =
    effective.allowedOrigins.source === 'environment'
      ? `Strony z widżetem (ALLOWED_ORIGINS): ${origins}`
      : effective.allowedOrigins.source === 'database' && origins
        ? `Strony z widżetem (ustawione w panelu): ${origins}`
        : `Strony z widżetem: brak (tylko strony z adresu tego serwera); dodasz je w panelu (${inThePanel}) albo zmienną ALLOWED_ORIGINS`;
  const joiningLine = {
    environment: 'Kod dostępu gildii (GUILD_ACCESS_CODE): ustawiony',
    code: 'Kod dostępu gildii: ustawiony w panelu',
    open: `Kod dostępu gildii: nieustawiony – każdy, kto otworzy panel, może założyć konto; ustawisz go w panelu (${inThePanel})`,
    closed: 'Kod dostępu gildii: gildia zamknięta dla nowych kont (ustawione w panelu)',
  }[effective.joining.source === 'environment' ? 'environment' : effective.joining.mode];
  const base = effective.publicUrl.value ?? `http://localhost:${port}`;
  return [
    `${guild.name}: http://localhost:${port}/  (przykłady osadzenia: http://localhost:${port}/examples/, API: /api, dane: ${settings.dataDir})`,
    `Konfiguracja gildii: ${settings.guildConfigPath ?? 'wbudowana przykładowa gildia (ustaw GUILD_CONFIG, aby użyć własnej)'}`,
    originsLine,
    joiningLine,
    ...(setupToken
      ? [
          `Gildia nie ma jeszcze administratora. Otwórz ten jednorazowy link, aby założyć konto administratora i kod dostępu gildii ` +
            `(działa raz, przez ${hoursFor(setupLinkHours)}; każde uruchomienie serwera daje nowy): ${base}/#/setup?token=${setupToken}`,
        ]
      : []),
  ];
}
