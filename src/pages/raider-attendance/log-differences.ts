import type { RaidLogRow } from '../../domain/raids/raid-log';
import { formatTime } from '../../domain/schedule/format-raid';

/**
 * What an officer should look at twice: where the log differs from the plan, in the guild's zone
 * (`w składzie, nie było w logu`, `spoza składu, w logu od 20:41`); nothing when the log agrees. The
 * words name the state, never the person, so they read the same beside every raider's name.
 */
export function logDifference(row: RaidLogRow, timeZone: string): string | undefined {
  const since = row.firstSeenAt ? formatTime(row.firstSeenAt, timeZone) : '';
  if (row.planned === 'roster') {
    if (row.seen === 'absent') return 'w składzie, nie było w logu';
    if (row.seen === 'late') return `w składzie, w logu dopiero od ${since} (spóźnienie)`;
    return undefined;
  }
  if (row.seen === 'absent') return undefined;
  const late = row.seen === 'late' ? ' (spóźnienie)' : '';
  if (row.planned === 'absence') return `urlop, a w logu od ${since}${late}`;
  return `spoza składu, w logu od ${since}${late}`;
}
