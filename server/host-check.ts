import { networkInterfaces } from 'node:os';
import type { MiddlewareHandler } from 'hono';
import { ApiError, errorJson } from './api/api-error';
import { accessAndAddressesPlace } from '../src/domain/settings-places';
import { defaultSettingsFile } from './settings/settings-file';

/** Names every local listener answers to, whatever `HOST` is: the operator's own browser and tools. */
const localNames = ['localhost', '127.0.0.1', '[::1]'];
const wildcardHosts = ['0.0.0.0', '::', ''];

/** How an address is written in a `Host` header: IPv6 in brackets. */
const hostName = (address: string) => (address.includes(':') && !address.startsWith('[') ? `[${address}]` : address).toLowerCase();

/** The machine's own addresses, as `networkInterfaces()` lists them (link-local IPv6 left out: no browser opens those). */
export function ownAddresses(interfaces = networkInterfaces()): string[] {
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !(entry.family === 'IPv6' && entry.scopeid))
    .map((entry) => entry.address);
}

/**
 * The `Host` values the server answers: its `PUBLIC_URL`'s host, the address it listens on (every one of
 * the machine's own addresses when it listens on all of them), and the local names, with the port it
 * really listens on (known only after `listen`, `PORT=0` included).
 */
export function allowedHosts(options: { publicUrl?: string; host?: string; port: number; addresses?: () => string[] }): Set<string> {
  const { host = '', port, addresses = ownAddresses } = options;
  const names = wildcardHosts.includes(host) ? [...localNames, ...addresses()] : [...localNames, host];
  const hosts = new Set(names.map((name) => `${hostName(name)}:${port}`));
  if (options.publicUrl) hosts.add(new URL(options.publicUrl).host);
  return hosts;
}

/** The server's public address and where it is set: the panel, or the variable that fixes it. */
export interface PublicAddress {
  url?: string;
  fixedByVariable: boolean;
}

/**
 * Why a request under another name is refused, and exactly where the guild's admin changes the address:
 * the variable when one fixes it (a restart applies it), else the panel (applied at once).
 */
export function wrongHostMessage(requestedHost: string | undefined, address: PublicAddress): string {
  const asked = requestedHost ? `pod nazwą „${requestedHost}”` : 'bez nagłówka Host';
  const refusal = `Ten serwer gildii nie odpowiada ${asked}: chroni to przed cudzymi stronami podszywającymi się pod niego (DNS rebinding).`;
  const example = requestedHost ? `https://${requestedHost}` : 'https://twoja-gildia.pl';
  const variable = `zmień PUBLIC_URL w pliku ustawień serwera (${defaultSettingsFile} albo ten z RAIDER_PANEL_ENV) i uruchom serwer ponownie`;
  if (address.url && address.fixedByVariable)
    return `${refusal} Otwórz go pod adresem ${address.url}. Jeśli „${requestedHost}” to nowy adres gildii, ${variable}.`;
  if (address.url)
    return `${refusal} Otwórz go pod adresem ${address.url}. Jeśli „${requestedHost}” to nowy adres gildii, zmień adres publiczny w panelu (${accessAndAddressesPlace}).`;
  return (
    `${refusal} Jeśli to adres gildii, wpisz ${example} jako adres publiczny w panelu (${accessAndAddressesPlace}; otwórz panel pod adresem localhost, np. przez tunel ssh) ` +
    `albo ustaw PUBLIC_URL=${example} w pliku ustawień serwera (http:// zamiast https:// bez certyfikatu) i uruchom serwer ponownie.`
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function wrongHostPage(message: string): string {
  return `<!doctype html><html lang="pl"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Inny adres serwera gildii</title><main style="font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>Inny adres serwera gildii</h1><p>${escapeHtml(message)}</p></main></html>`;
}

/**
 * Refuses requests whose `Host` is not one of the server's own names, with 421 Misdirected Request and
 * a Polish page that names the host asked for and what to set. Same-origin is judged from `Host`, so
 * without this a DNS-rebinding page (`attacker.example`, resolved to this server) would pass as the
 * server's own origin. A request line with an absolute URL (`GET http://evil.example/api/… HTTP/1.1`)
 * names its host there, and the request's URL (which links the server builds start from) is that one:
 * it must be one of the server's names too, whatever `Host` says. Requests that did not come over a
 * socket (`app.request` in tests and hosts) are not checked: they carry no `Host` of their own.
 */
export function hostCheck(
  hosts: () => Set<string> | undefined,
  publicAddress: () => PublicAddress = () => ({ fixedByVariable: false }),
): MiddlewareHandler {
  return async (c, next) => {
    const allowed = hosts();
    if (!allowed || (c.env as { incoming?: unknown } | undefined)?.incoming === undefined) return next();
    const host = c.req.header('host')?.toLowerCase();
    const url = new URL(c.req.url);
    // `URL` drops a default port that `Host` (and so the allowed set) may carry: `localhost:80`.
    const urlHosts = url.port === '' ? [url.host, `${url.host}:${url.protocol === 'https:' ? 443 : 80}`] : [url.host];
    const hostAllowed = host !== undefined && allowed.has(host);
    if (hostAllowed && urlHosts.some((name) => allowed.has(name))) return next();
    const message = wrongHostMessage(hostAllowed ? url.host : host, publicAddress());
    if (url.pathname.startsWith('/api/') || url.pathname === '/api') return errorJson(c, new ApiError(421, 'wrong-host', message));
    return c.html(wrongHostPage(message), 421);
  };
}
