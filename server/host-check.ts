import type { MiddlewareHandler } from 'hono';
import { ApiError, errorJson } from './api/api-error';

/** Names every local listener answers to, whatever `HOST` is: the operator's own browser and tools. */
const localNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The `Host` values the server answers: its `PUBLIC_URL`'s host, the address it listens on, and the
 * local names, with the port it really listens on (known only after `listen`, `PORT=0` included).
 */
export function allowedHosts(options: { publicUrl?: string; host?: string; port: number }): Set<string> {
  const hosts = new Set(localNames.map((name) => `${name}:${options.port}`));
  if (options.host && !['0.0.0.0', '::', ''].includes(options.host))
    hosts.add(`${options.host.includes(':') ? `[${options.host}]` : options.host}:${options.port}`.toLowerCase());
  if (options.publicUrl) hosts.add(new URL(options.publicUrl).host);
  return hosts;
}

export const wrongHostMessage = 'Ten serwer gildii nie odpowiada pod tym adresem (nagłówek Host). Otwórz go pod adresem z PUBLIC_URL.';

/**
 * Refuses requests whose `Host` is not one of the server's own names, with 421 Misdirected Request.
 * Same-origin is judged from `Host`, so without this a DNS-rebinding page (`attacker.example`, resolved
 * to this server) would pass as the server's own origin. A request line with an absolute URL
 * (`GET http://evil.example/api/… HTTP/1.1`) names its host there, and the request's URL (which links the
 * server builds start from) is that one: it must be one of the server's names too, whatever `Host` says.
 * Requests that did not come over a socket
 * (`app.request` in tests and hosts) are not checked: they carry no `Host` of their own.
 */
export function hostCheck(hosts: () => Set<string> | undefined): MiddlewareHandler {
  return async (c, next) => {
    const allowed = hosts();
    if (!allowed || (c.env as { incoming?: unknown } | undefined)?.incoming === undefined) return next();
    const host = c.req.header('host')?.toLowerCase();
    const url = new URL(c.req.url);
    // `URL` drops a default port that `Host` (and so the allowed set) may carry: `localhost:80`.
    const urlHosts = url.port === '' ? [url.host, `${url.host}:${url.protocol === 'https:' ? 443 : 80}`] : [url.host];
    if (host !== undefined && allowed.has(host) && urlHosts.some((name) => allowed.has(name))) return next();
    if (url.pathname.startsWith('/api/') || url.pathname === '/api') return errorJson(c, new ApiError(421, 'wrong-host', wrongHostMessage));
    return c.text(wrongHostMessage, 421);
  };
}
