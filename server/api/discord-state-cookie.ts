import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { discordSignInLimits } from '../discord/discord-sign-in';

/**
 * The cookie that binds a Discord round-trip to the browser that started it: `GET /api/auth/discord`
 * sets it to the round-trip's `state`, the callback goes on only when the browser brings the same one
 * back (a callback URL sent to someone else, a login CSRF, is refused).
 *
 * Over HTTPS it is `__Host-…`: Secure, no Domain, Path `/`, so neither a sibling subdomain nor a plain
 * HTTP page can set or read it. A browser keeps a `__Host-` cookie only from a secure origin, and
 * `http://127.0.0.1` is not one for every browser, so a server whose public URL is plain HTTP (a trial
 * on one's own machine, the tests) uses the same cookie without the prefix and without Secure.
 * `SameSite=Lax`: Discord sends the browser back by a top-level GET, which carries Lax cookies.
 */
export function discordStateCookieName(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? '__Host-raider-panel-discord' : 'raider-panel-discord';
}

const secure = (name: string) => name.startsWith('__Host-');

/** Gives the browser the round-trip's state, for as long as the round-trip may take. */
export function setDiscordStateCookie(c: Context, publicUrl: string | undefined, state: string): void {
  const name = discordStateCookieName(publicUrl);
  setCookie(c, name, state, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(name),
    maxAge: discordSignInLimits.authorizationMs / 1000,
  });
}

/** The state the browser brought back, and the cookie removed: each round-trip's cookie serves once. */
export function takeDiscordStateCookie(c: Context, publicUrl: string | undefined): string | undefined {
  const name = discordStateCookieName(publicUrl);
  const value = getCookie(c, name);
  if (value !== undefined) deleteCookie(c, name, { path: '/', secure: secure(name) });
  return value;
}
