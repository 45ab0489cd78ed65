import { RaidApiError } from '../../src/domain/raid-api-error';
import type { CalendarFeed, FeedService } from './feed-service';

/** `GET /api/calendar/{file}`'s answer in HTTP's terms: no body for a `304`. */
export interface FeedAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: string | null;
}

export const feedAnswerMessages = {
  unknownFeed: 'Nie ma takiego kalendarza. Adres mógł zostać zmieniony w „Konto”.',
} as const;

/** The tail of a personal feed's path: the token (43 base64url characters) and `.ics`. */
const personalFile = /^([A-Za-z0-9_-]{43})\.ics$/;

/** `304` when the calendar already has this version: calendars revalidate instead of storing blindly. */
function answerFeed(feed: CalendarFeed, ifNoneMatch: string | undefined, cacheControl: string): FeedAnswer {
  const headers = { ETag: feed.etag, 'Cache-Control': cacheControl };
  const known = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(feed.etag) || known.includes('*')) return { status: 304, headers, body: null };
  return { status: 200, headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' }, body: feed.body };
}

/**
 * The feed a file name asks for: `guild.ics` (anyone's) or `<token>.ics` (a raider's; the token is its
 * key, so the same `not-found` answers a malformed, a guessed and a regenerated token), with its ETag,
 * or `304` for the `If-None-Match` of a calendar that already has it. `panelUrl` goes into each event.
 */
export function answerFeedFile(
  feeds: Pick<FeedService, 'guildFeed' | 'personalFeed'>,
  request: { file: string; ifNoneMatch: string | undefined; panelUrl: string },
): FeedAnswer {
  const { file, ifNoneMatch, panelUrl } = request;
  if (file === 'guild.ics') return answerFeed(feeds.guildFeed(panelUrl), ifNoneMatch, 'public, no-cache');
  const token = personalFile.exec(file)?.[1];
  const feed = token ? feeds.personalFeed(token, panelUrl) : undefined;
  if (!feed) throw new RaidApiError('not-found', feedAnswerMessages.unknownFeed);
  return answerFeed(feed, ifNoneMatch, 'private, no-cache');
}
