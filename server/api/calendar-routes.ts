import type { Context } from 'hono';
import { answerFeedFile } from '../calendar/feed-answer';
import type { FeedService } from '../calendar/feed-service';
import type { ApiRoutesOptions } from './api-routes';
import type { Route } from './route-doc';
import { routeDocs } from './route-docs';
import type { OperationHandlers } from './operation-routes';

type CalendarRoutesOptions = Pick<ApiRoutesOptions, 'publicUrl'> & { feeds: FeedService };

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

  // One route for both feeds: the file name says which. Anyone may ask; a personal feed's token is its key.
  route('GET', `${feedsPath}/:file`, routeDocs.calendarFeeds, (c) => {
    const request = { file: c.req.param('file') ?? '', ifNoneMatch: c.req.header('if-none-match'), panelUrl: panelUrl(c) };
    const { status, headers, body } = answerFeedFile(feeds, request);
    return c.newResponse(body, status, headers);
  });
}
