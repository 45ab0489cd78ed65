import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { GuildConfig } from '../../src/domain/guild-config-types';
import { feedSummaryPrefix } from '../../src/domain/raids/feed-summary';
import { feedRange, feedToIcs, type FeedEvent } from '../../src/domain/schedule';
import type { SignupService } from '../../src/domain/service';
import { createCalendarFeeds } from './calendar-feeds';
import { createFeedSequence } from './feed-sequence';

export interface CalendarFeed {
  body: string;
  /** A strong validator of everything but DTSTAMP (which is the moment of each answer). */
  etag: string;
}

export interface FeedServiceOptions {
  db: Database;
  service: SignupService;
  config: GuildConfig;
  feedKey: Buffer;
  now: () => Date;
  /** Runs a feed token's write: the server's storage health turns a storage fault into `503`. @default runs it as it is */
  write?: <T>(run: () => T) => T;
}

const etagOf = (body: string) =>
  `"${createHash('sha256')
    .update(body.replace(/^DTSTAMP:.*\r\n/gm, ''))
    .digest('base64url')
    .slice(0, 32)}"`;

/** The live calendar feeds: the guild's (public, no answers) and each raider's (their answers and places). */
export function createFeedService({ db, service, config, feedKey, now, write = (run) => run() }: FeedServiceOptions) {
  const feeds = createCalendarFeeds(db, feedKey, now, write);
  const sequence = createFeedSequence(db);

  function build(eventsFor: (range: { from: string; to: string }) => FeedEvent[]): CalendarFeed {
    const at = now();
    const body = feedToIcs(eventsFor(feedRange(at, config.schedule.weeksAhead)), config, at);
    return { body, etag: etagOf(body) };
  }

  return {
    feeds,
    /** Every raid night, as the public schedule shows it. */
    guildFeed: (panelUrl: string | undefined) =>
      build((range) => {
        const raids = service.listRaids(range);
        const sequences = sequence.of(raids);
        return raids.map((raid, index) => ({ raid, sequence: sequences[index]!, url: panelUrl }));
      }),
    /** The raider's feed, or `undefined` for a token that is not (or no longer) anyone's. */
    personalFeed(token: string, panelUrl: string | undefined): CalendarFeed | undefined {
      const raider = feeds.raiderOf(token);
      if (!raider) return undefined;
      return build((range) => {
        const raids = service.listRaids(range);
        const rosters = service.rosters(range);
        const sequences = sequence.of(raids);
        return raids.map((raid, index) => ({
          raid,
          sequence: sequences[index]!,
          summaryPrefix: raid.status === 'cancelled' ? '[Odwołany]' : feedSummaryPrefix(rosters[index]!, raider),
          url: panelUrl,
        }));
      });
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
