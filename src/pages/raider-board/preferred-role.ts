import type { RaidRole } from '../../domain/guild-config-types';
import { givenAnswer, type RaidRow } from './raider-board-store';

/** The role the raider answered with most recently: preselected for a new answer. */
export function preferredRole(rows: readonly RaidRow[]): RaidRole | null {
  let latest: { role: RaidRole; at: string } | null = null;
  for (const row of rows) {
    const mine = givenAnswer(row.mine);
    if (mine && (!latest || mine.updatedAt > latest.at)) latest = { role: mine.role, at: mine.updatedAt };
  }
  return latest?.role ?? null;
}
