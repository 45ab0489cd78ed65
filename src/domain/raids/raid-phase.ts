import type { RaidInstance } from '../schedule';
import { RaidApiError, raidApiMessages } from '../raid-api-error';

/** `open`: answers accepted; `locked`: signups closed before the start; `past`: the raid has started. */
export type RaidPhase = 'open' | 'locked' | 'past';

/** Where a raid is in its life at `now`. Past raids (started or over) are read-only. */
export function raidPhase(raid: Pick<RaidInstance, 'startUtc' | 'signupsCloseAt'>, now: Date): RaidPhase {
  const at = now.getTime();
  if (at >= Date.parse(raid.startUtc)) return 'past';
  if (at >= Date.parse(raid.signupsCloseAt)) return 'locked';
  return 'open';
}

/** Minutes between the signup lock and the start, as the guild configured it. */
export function lockMinutesBefore(raid: Pick<RaidInstance, 'startUtc' | 'signupsCloseAt'>): number {
  return Math.round((Date.parse(raid.startUtc) - Date.parse(raid.signupsCloseAt)) / 60_000);
}

/** Roster decisions are taken until the raid starts: after that, `past` (409). */
export function assertNotStarted(raid: Pick<RaidInstance, 'startUtc'>, at: Date): void {
  if (Date.parse(raid.startUtc) <= at.getTime()) throw new RaidApiError('past', raidApiMessages.past);
}
