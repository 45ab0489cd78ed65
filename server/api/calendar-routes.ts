import type { Context } from 'hono';
import { ApiError, apiMessages } from './api-error';
import type { CalendarFeed, FeedService } from '../calendar/feed-service';
import type { Route } from './route-doc';

export interface CalendarRoutesOptions {
  feeds: FeedService;
  /** The server's public origin; without it, the origin the request came to. */
  publicUrl?: () => string | undefined;
}

/** The tail of a personal feed's path: the token (43 base64url characters) and `.ics`. */
const personalFile = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The feeds and the raider's own feed URL (docs/api.md: calendar feeds). */
export function addCalendarRoutes(route: Route, { feeds, publicUrl }: CalendarRoutesOptions): void {
  const origin = (c: Context) => (publicUrl?.() ?? new URL(c.req.url).origin).replace(/\/+$/, '');
  const feedUrl = (c: Context, token: string) => ({ url: `${origin(c)}/api/calendar/${token}.ics` });
  const panelUrl = (c: Context) => `${origin(c)}/#/raider/signups`;

  /** 304 when the calendar already has this version; calendars revalidate instead of storing blindly. */
  const answerFeed = (c: Context, feed: CalendarFeed, cacheControl: string) => {
    const headers = { ETag: feed.etag, 'Cache-Control': cacheControl };
    const known = (c.req.header('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    if (known.includes(feed.etag) || known.includes('*')) return c.body(null, 304, headers);
    return c.body(feed.body, 200, { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' });
  };

  route(
    'GET',
    '/me/calendar',
    {
      access: 'token',
      answers: '`200 {"url"}`: the raider\'s secret feed URL, made on first ask, the same on every later ask',
      errors: '`401`',
    },
    (c) => c.json(feedUrl(c, feeds.feeds.tokenFor(c.get('signedIn').account.key))),
  );

  route(
    'POST',
    '/me/calendar',
    { access: 'token', answers: '`200 {"url"}`: a new feed URL; the previous one answers `404` from now on', errors: '`401`' },
    (c) => c.json(feedUrl(c, feeds.feeds.regenerate(c.get('signedIn').account.key))),
  );

  // One route for both feeds: the file name says which. Anyone may ask; a personal feed's token is its key.
  route(
    'GET',
    '/calendar/:file',
    [
      {
        access: 'public',
        accessNote: 'the token in the path',
        shownPath: '/calendar/<feedToken>.ics',
        body: '`If-None-Match`',
        answers: "`200 text/calendar` (the raider's feed, below), `304` when the ETag matches",
        errors: '`404` for a token that is unknown, malformed or regenerated (one answer for all)',
      },
      {
        access: 'public',
        shownPath: '/calendar/guild.ics',
        body: '`If-None-Match`',
        answers: "`200 text/calendar`: the guild's feed without anyone's answers (for the public site); `304` when the ETag matches",
      },
    ],
    (c) => {
      const file = c.req.param('file') ?? '';
      if (file === 'guild.ics') return answerFeed(c, feeds.guildFeed(panelUrl(c)), 'public, no-cache');
      const token = personalFile.exec(file)?.[1];
      const feed = token ? feeds.personalFeed(token, panelUrl(c)) : undefined;
      // The same answer for a malformed, a guessed and a regenerated token.
      if (!feed) throw new ApiError(404, 'not-found', apiMessages.unknownFeed);
      return answerFeed(c, feed, 'private, no-cache');
    },
  );
}
