import type { Context } from 'hono';
import { ApiError, apiMessages } from './api-error';
import type { CalendarFeed, FeedService } from '../calendar/feed-service';
import type { Route } from './route-doc';
import { routeDocs } from './route-docs';
import type { OperationHandlers } from './operation-routes';

export interface CalendarRoutesOptions {
  feeds: FeedService;
  /** The server's public origin; without it, the origin the request came to. */
  publicUrl?: () => string | undefined;
}

/** The tail of a personal feed's path: the token (43 base64url characters) and `.ics`. */
const personalFile = /^([A-Za-z0-9_-]{43})\.ics$/;

const origin = (c: Context, publicUrl: CalendarRoutesOptions['publicUrl']) =>
  (publicUrl?.() ?? new URL(c.req.url).origin).replace(/\/+$/, '');

/** The raider's own feed URL (docs/api.md: calendar feeds). */
export function calendarHandlers({ feeds, publicUrl }: CalendarRoutesOptions): OperationHandlers {
  const feedUrl = (c: Context, token: string) => ({ url: `${origin(c, publicUrl)}/api${feedsPath}/${token}.ics` });
  return {
    myCalendarFeed: ({ c, actor }) => feedUrl(c, feeds.feeds.tokenFor(actor.key)),
    regenerateCalendarFeed: ({ c, actor }) => feedUrl(c, feeds.feeds.regenerate(actor.key)),
  };
}

/** Where the feeds are, under `/api`. */
const feedsPath = '/calendar';

/** The feeds themselves: calendars, not JSON (docs/api.md: calendar feeds). */
export function addCalendarFeedRoutes(route: Route, { feeds, publicUrl }: CalendarRoutesOptions): void {
  const panelUrl = (c: Context) => `${origin(c, publicUrl)}/#/raider/signups`;

  /** 304 when the calendar already has this version; calendars revalidate instead of storing blindly. */
  const answerFeed = (c: Context, feed: CalendarFeed, cacheControl: string) => {
    const headers = { ETag: feed.etag, 'Cache-Control': cacheControl };
    const known = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(feed.etag) || known.includes('*')) return c.body(null, 304, headers);
    return c.body(feed.body, 200, { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' });
  };

  // One route for both feeds: the file name says which. Anyone may ask; a personal feed's token is its key.
  route('GET', `${feedsPath}/:file`, routeDocs.calendarFeeds, (c) => {
    const file = c.req.param('file') ?? '';
    if (file === 'guild.ics') return answerFeed(c, feeds.guildFeed(panelUrl(c)), 'public, no-cache');
    const token = personalFile.exec(file)?.[1];
    const feed = token ? feeds.personalFeed(token, panelUrl(c)) : undefined;
    // The same answer for a malformed, a guessed and a regenerated token.
    if (!feed) throw new ApiError(404, 'not-found', apiMessages.unknownFeed);
    return answerFeed(c, feed, 'private, no-cache');
  });
}
