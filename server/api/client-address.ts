import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for the sign-in limit. With `trustProxy` (the server runs behind a
 * reverse proxy) it is the last `X-Forwarded-For` entry — the one the proxy itself added; the earlier
 * entries are whatever the client claimed. Without it the header is ignored, so nobody can pick an
 * address to dodge the limit.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (a test calling app.request): no socket to ask.
    return 'unknown';
  }
}
