import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, apiMessages, errorJson } from './api-error';

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE';
const allowedHeaders = 'Authorization, Content-Type';

/** `scheme://host[:port]` of a URL, lower case, or `null` when it is not an http(s) origin. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
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

/**
 * CORS for the API: pages on the guild's own origins (`ALLOWED_ORIGINS`) and the server's own origin
 * may call it, without credentials (the token travels in `Authorization`, never in a cookie). A request
 * a browser sends from any other page is refused with 403, preflight included, so a foreign page cannot
 * use a raider's browser to guess access codes or write signups.
 */
export function apiCors(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const header = c.req.header('origin');
    if (header === undefined) return next();
    const origin = originOf(header);
    const sameOrigin = origin !== null && origin === header && isSameOrigin(c, origin);
    const listed = origin !== null && origin === header && allowed.has(origin);
    const isPreflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
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
