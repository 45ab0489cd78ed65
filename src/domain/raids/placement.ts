import { raidRoles } from '../guild-config-types';
import type { RaidRoster, RosterEntry } from './signup-types';

// Apart from roster.ts: pages that only read a roster do not load the rules that build one.

/**
 * Where `raider` stands in a roster and by whose word: in the roster confirmed by the leader or by the
 * automatic rule, on the reserve benched by the leader or waiting in order, or not coming.
 */
export type Standing = { kind: 'confirmed' | 'roster' } | { kind: 'bench' | 'reserve'; position: number } | { kind: 'not-coming' };

export function standingOf(roster: RaidRoster, raider: string): Standing {
  const key = raider.toLocaleLowerCase('pl');
  const same = (entry: RosterEntry) => entry.raider.toLocaleLowerCase('pl') === key;
  const reserved = roster.reserve.find(same);
  if (reserved) return { kind: reserved.decision === 'bench' ? 'bench' : 'reserve', position: reserved.position };
  const placed = raidRoles.flatMap((role) => roster.byRole[role]).find(same);
  if (placed) return { kind: placed.decision === 'confirmed' ? 'confirmed' : 'roster' };
  return { kind: 'not-coming' };
}
