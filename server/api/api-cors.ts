import type { Context, MiddlewareHandler } from 'hono';
import { accessAndAddressesPlace } from '../../src/domain/settings-places';
import { ApiError, apiMessages, errorJson } from './api-error';

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE';
const allowedHeaders = 'Authorization, Content-Type';

/**
 * A host as a browser sends it in `Origin`: DNS labels (the URL parser lowercases and punycodes them) or
 * an IP address. The URL parser also takes `*`, `!` or `$` in a host: `https://*.evil.example` is no
 * page's origin, and written into `frame-ancestors` it would be a wildcard.
 */
const hostName = /^(?:[a-z0-9_-]+\.)*[a-z0-9_-]+\.?$|^\[[0-9a-f:.]+\]$/;

/** `scheme://host[:port]` of a URL, lower case, or `null` when it is not an http(s) origin. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && hostName.test(url.hostname) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Same origin when the page's host is the host the request was sent to. The scheme is not compared:
 * behind a TLS-terminating proxy the server sees http while the page is on https.
 */
function isSameOrigin(c: Context, origin: string): boolean {
  const host = c.req.header('host');
  return host !== undefined && new URL(origin).host === host.toLowerCase();
}

/** Public reads any page may make (the health check, the guild config, the API's reference): nothing in them is private. */
function isPublicRead(c: Context): boolean {
  return (c.req.method === 'GET' || c.req.method === 'HEAD') && /\/(health|config|first-screen|openapi\.json)$/.test(c.req.path);
}

export interface ApiCorsOptions {
  /** Where the one line per refused origin goes. @default console.warn */
  warn?: (message: string) => void;
  /** Whether ALLOWED_ORIGINS fixes the list (the line then names it), else the panel holds it. @default false */
  fixedByVariable?: () => boolean;
}

/** Variables apiCors leaves for the routes: whether the asking page may use the API. */
export type CorsEnv = { Variables: { originAllowed?: boolean } };

/**
 * CORS for the API: pages on the guild's own origins (`ALLOWED_ORIGINS`) and the server's own origin
 * may call it, without credentials (the token travels in `Authorization`, never in a cookie). A request
 * a browser sends from any other page is refused with 403, preflight included, so a foreign page cannot
 * use a raider's browser to guess access codes or write signups. The health check, the config, the
 * first-screen answer (the two together) and the OpenAPI document are public and readable from any page; the health answer says
 * whether the asking origin is allowed, so a refused widget can tell its raiders instead of failing
 * silently. Each refused origin is logged once.
 */
export function apiCors(allowedOrigins: () => readonly string[], options: ApiCorsOptions = {}): MiddlewareHandler<CorsEnv> {
  /** The list as a set, made again only when the admin changed it. */
  let lastList: readonly string[] | undefined;
  let allowed = new Set<string>();
  const currentlyAllowed = () => {
    const now = allowedOrigins();
    if (now !== lastList) {
      lastList = now;
      allowed = new Set(now);
    }
    return allowed;
  };
  const loggedRefusals = new Set<string>();
  function logRefusal(origin: string): void {
    // Bounded: a flood of made-up origins must not grow the set (or the log) without end.
    if (loggedRefusals.has(origin) || loggedRefusals.size >= 100) return;
    loggedRefusals.add(origin);
    const names = allowed.size > 0 ? [...allowed].join(', ') : '(empty)';
    (options.warn ?? console.warn)(
      options.fixedByVariable?.()
        ? `[server] refused a page on origin ${origin}: it is not in ALLOWED_ORIGINS (${names}); add it there, in the server's settings file, if it is the guild's site`
        : `[server] refused a page on origin ${origin}: it is not among the guild websites (${names}); add it in the panel (${accessAndAddressesPlace}) if it is the guild's site, or set ALLOWED_ORIGINS`,
    );
  }
  return async (c, next) => {
    const header = c.req.header('origin');
    if (header === undefined) return next();
    const origin = originOf(header);
    const sameOrigin = origin !== null && origin === header && isSameOrigin(c, origin);
    const listed = origin !== null && origin === header && currentlyAllowed().has(origin);
    const isPreflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    c.set('originAllowed', sameOrigin || listed);
    if (!sameOrigin && !listed) logRefusal(origin ?? header);
    if (!sameOrigin && !listed && isPublicRead(c)) {
      c.header('Vary', 'Origin');
      c.header('Access-Control-Allow-Origin', '*');
      return next();
    }
    if (!sameOrigin && !listed) {
      if (isPreflight) return c.body(null, 403);
      return errorJson(c, new ApiError(403, 'forbidden-origin', apiMessages.forbiddenOrigin));
    }
    c.header('Vary', 'Origin');
    c.header('Access-Control-Allow-Origin', header);
    if (isPreflight) {
      c.header('Access-Control-Allow-Methods', allowedMethods);
      c.header('Access-Control-Allow-Headers', allowedHeaders);
      c.header('Access-Control-Max-Age', '600');
      return c.body(null, 204);
    }
    // The adapter words the rate-limit message with Retry-After; other origins may only read it if exposed.
    c.header('Access-Control-Expose-Headers', 'Retry-After');
    return next();
  };
}
