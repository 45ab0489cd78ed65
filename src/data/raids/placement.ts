import { raidRoles } from '../guild-config-types';
import type { Placement, RaidRoster, RosterEntry } from './signup-types';

// Apart from roster.ts: pages that only read a roster do not load the rules that build one.
/** Where `raider` stands in a roster. */
export function placementOf(roster: RaidRoster, raider: string): Placement {
  const key = raider.toLocaleLowerCase('pl');
  const same = (entry: RosterEntry) => entry.raider.toLocaleLowerCase('pl') === key;
  const reserved = roster.reserve.find(same);
  if (reserved) return { kind: 'reserve', position: reserved.position };
  return raidRoles.some((role) => roster.byRole[role].some(same)) ? { kind: 'roster' } : { kind: 'not-coming' };
}
