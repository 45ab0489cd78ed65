import type { RaidDifficulty, RaidSize, RoleTargets } from '../guild-config-types';

/**
 * One raid on one night, generated from the guild's schedule. Instants are ISO 8601 strings in UTC
 * (`2026-03-25T19:00:00.000Z`): they survive JSON (API, storage) unchanged and sort as text.
 */
export interface RaidInstance {
  /** `<definition id>-<YYYY-MM-DD>` (local date in the guild's zone): the same raid night always has the same id. */
  id: string;
  /** Id of the weekly or one-off raid it comes from. */
  definitionId: string;
  kind: 'weekly' | 'one-off';
  title: string;
  /** Local date in the guild's timezone, `YYYY-MM-DD`. */
  localDate: string;
  startUtc: string;
  endUtc: string;
  size: RaidSize;
  difficulty: RaidDifficulty;
  roleTargets: RoleTargets;
  note?: string;
  /** Signups close at this instant (start − `signupLockMinutes`). */
  signupsCloseAt: string;
  /** A cancelled night stays in the schedule (struck through, with its reason); its answers are kept. */
  status: RaidStatus;
  /** Why the night was cancelled (only while cancelled). */
  cancelReason?: string;
  /** The weekly series the night belongs to (absent for a one-off raid). */
  seriesId?: string;
  /** Grows with every change an officer makes to the night (time, title); the feed's SEQUENCE follows it. */
  revision?: number;
}

export type RaidStatus = 'scheduled' | 'cancelled';
