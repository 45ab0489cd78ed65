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
  /** Set by the raid leader's tools; a night without it takes place as generated. */
  status?: 'scheduled' | 'cancelled';
  /** Why an officer cancelled the night (with `status: 'cancelled'`). */
  cancelReason?: string;
  /** The series a one-off night belongs to, when an officer scheduled it as part of one. */
  seriesId?: string;
  /** Grows with every change an officer makes to the night (time, title); the feed's SEQUENCE follows it. */
  revision?: number;
}
