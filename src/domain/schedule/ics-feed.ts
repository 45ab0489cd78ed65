import type { GuildConfig } from '../guild-config-types';
import { calendar, eventLines, type IcsEventExtras } from './ics';
import { publishedUntil } from './published';
import type { RaidInstance } from './raid-instance';

/** How often a subscribed calendar should fetch the feed again (RFC 7986 and the older Outlook name). */
export const feedRefreshHours = 1;
/** How far back a feed reaches: last weeks' nights stay in the calendar, with the final answers. */
export const feedPastWeeks = 2;

const day = 86_400_000;

/** The raid starts a live feed lists at `now`: the last `feedPastWeeks` weeks and what the guild published. */
export function feedRange(now: Date, weeksAhead: number): { from: string; to: string } {
  return {
    from: new Date(now.getTime() - feedPastWeeks * 7 * day).toISOString(),
    to: publishedUntil({ schedule: { weeksAhead } }, now).toISOString(),
  };
}

export interface FeedEvent extends IcsEventExtras {
  raid: RaidInstance;
  sequence: number;
}

/**
 * A subscribed calendar (personal or the guild's): every event carries its SEQUENCE and STATUS, and the
 * calendar asks to be fetched again every hour.
 */
export function feedToIcs(events: readonly FeedEvent[], config: Pick<GuildConfig, 'name'>, stamp: Date): string {
  const refresh = `PT${feedRefreshHours}H`;
  return calendar(
    events.map(({ raid, ...extras }) => eventLines(raid, config, stamp, extras)),
    config,
    [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`],
  );
}
