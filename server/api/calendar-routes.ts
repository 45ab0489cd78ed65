import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { AccountEnv } from './account-routes';
import { ApiError, apiMessages } from './api-error';
import type { CalendarFeed, FeedService } from '../calendar/feed-service';

type Route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, ...handlers: Array<Handler<AccountEnv>>) => void;

export interface CalendarRoutesOptions {
  feeds: FeedService;
  signedIn: MiddlewareHandler<AccountEnv>;
  /** The server's public origin; without it, the origin the request came to. */
  publicUrl?: string;
}

/** The tail of a personal feed's path: the token (43 base64url characters) and `.ics`. */
const personalFile = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The feeds and the raider's own feed URL (README: calendar feeds). */
export function addCalendarRoutes(route: Route, { feeds, signedIn, publicUrl }: CalendarRoutesOptions): void {
  const origin = (c: Context) => (publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
  const feedUrl = (c: Context, token: string) => ({ url: `${origin(c)}/api/calendar/${token}.ics` });
  const panelUrl = (c: Context) => `${origin(c)}/#/raider/signups`;

  /** 304 when the calendar already has this version; calendars revalidate instead of storing blindly. */
  const answerFeed = (c: Context, feed: CalendarFeed, cacheControl: string) => {
    const headers = { ETag: feed.etag, 'Cache-Control': cacheControl };
    const known = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(feed.etag) || known.includes('*')) return c.body(null, 304, headers);
    return c.body(feed.body, 200, { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' });
  };

  route('GET', '/me/calendar', signedIn, (c) => c.json(feedUrl(c, feeds.feeds.tokenFor(c.get('signedIn').account.key))));

  route('POST', '/me/calendar', signedIn, (c) => c.json(feedUrl(c, feeds.feeds.regenerate(c.get('signedIn').account.key))));

  route('GET', '/calendar/:file', (c) => {
    const file = c.req.param('file') ?? '';
    if (file === 'guild.ics') return answerFeed(c, feeds.guildFeed(panelUrl(c)), 'public, no-cache');
    const token = personalFile.exec(file)?.[1];
    const feed = token ? feeds.personalFeed(token, panelUrl(c)) : undefined;
    // The same answer for a malformed, a guessed and a regenerated token.
    if (!feed) throw new ApiError(404, 'not-found', apiMessages.unknownFeed);
    return answerFeed(c, feed, 'private, no-cache');
  });
}
