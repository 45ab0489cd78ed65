import type { RaidRole } from '../../domain/guild-config-types';
import type { Signup } from '../../domain/raids/signup-types';
import { givenAnswer, type RaidRow } from './raider-board-store';

/** The answer the raider gave most recently (their own, not an absence's mark). */
function latestAnswer(rows: readonly RaidRow[]): Signup | null {
  let latest: Signup | null = null;
  for (const row of rows) {
    const mine = givenAnswer(row.mine);
    if (mine && (!latest || mine.updatedAt > latest.updatedAt)) latest = mine;
  }
  return latest;
}

/** The role the raider answered with most recently: preselected for a new answer. */
export const preferredRole = (rows: readonly RaidRow[]): RaidRole | null => latestAnswer(rows)?.role ?? null;

/** The character the raider answered with most recently (`undefined`: none named, so their main). */
export const preferredCharacterId = (rows: readonly RaidRow[]): string | undefined => latestAnswer(rows)?.characterId;
