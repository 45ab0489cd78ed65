import type { GuildConfig } from '../../src/domain/guild-config-types';
import { setupLinkHours } from '../accounts/setup-link';
import type { PanelSettingsShown } from '../settings/access-and-addresses';
import type { ServerSettings } from '../settings/server-settings';
import { hoursFor } from '../../src/domain/counted-phrases';
import { ownAddresses } from '../host-check';
import { accessAndAddressesPlace } from '../../src/domain/settings-places';

const inThePanel = accessAndAddressesPlace;

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
  addresses: () => string[] = ownAddresses,
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
  return [
    `${guild.name}: http://localhost:${port}/  (przykłady osadzenia: http://localhost:${port}/examples/, API: /api, dane: ${settings.dataDir})`,
    `Konfiguracja gildii: ${settings.guildConfigPath ?? 'wbudowana przykładowa gildia (ustaw GUILD_CONFIG, aby użyć własnej)'}`,
    originsLine,
    joiningLine,
    ...(setupToken ? setupLinkLines(setupToken, effective.publicUrl.value ?? undefined, settings.host, port, addresses) : []),
  ];
}

const loopbackAddresses = ['127.0.0.1', '::1', 'localhost'];

/**
 * The one-time link, at every address that opens it: the public address when there is one (PUBLIC_URL or
 * the panel's), else this machine's own name and each address the server listens on, and how to reach a
 * machine that has no browser of its own (a tunnel, or the domain first).
 */
function setupLinkLines(token: string, publicUrl: string | undefined, host: string, port: number, addresses: () => string[]): string[] {
  const intro =
    `Gildia nie ma jeszcze administratora. Otwórz jednorazowy link, aby założyć konto administratora i kod dostępu gildii ` +
    `(działa raz, przez ${hoursFor(setupLinkHours)}; każde uruchomienie serwera daje nowy)`;
  const link = (origin: string) => `${origin}/#/setup?token=${token}`;
  if (publicUrl) return [`${intro}: ${link(publicUrl)}`];
  const listening = ['0.0.0.0', '::', ''].includes(host) ? addresses() : [host];
  const others = listening.filter((address) => !loopbackAddresses.includes(address.toLowerCase()));
  const origin = (address: string) => `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
  return [
    `${intro}:`,
    ...[`http://localhost:${port}`, ...others.map(origin)].map((address) => `  ${link(address)}`),
    `Serwer na innej maszynie? Otwórz tunel: ssh -L ${port}:127.0.0.1:${port} <użytkownik>@<serwer> i link z localhost powyżej, ` +
      `albo najpierw ustaw domenę (PUBLIC_URL w pliku ustawień, proxy HTTPS – README, krok 4): link poda wtedy jej adres.`,
  ];
}
