import { raidRoles, type RaidRole } from '../guild-config-types';
import type { BuiltRoster, ReserveReason, RosterEntry } from './signup-types';

// Apart from roster.ts: pages that only read a roster do not load the rules that build one.

/**
 * Where `raider` stands in a roster and by whose word: in the roster confirmed by the leader or by the
 * automatic rule, on the reserve benched by the leader or waiting in order (and why), or not coming;
 * `role` is the one they are taken in (the leader's choice wins over their answer's).
 */
export type Standing =
  | { kind: 'confirmed' | 'roster'; role: RaidRole }
  | { kind: 'bench' | 'reserve'; position: number; role: RaidRole; reason: ReserveReason }
  | { kind: 'not-coming' };

export function standingOf(roster: BuiltRoster, raider: string): Standing {
  const key = raider.toLocaleLowerCase('pl');
  const same = (entry: RosterEntry) => entry.raider.toLocaleLowerCase('pl') === key;
  const reserved = roster.reserve.find(same);
  if (reserved) {
    const { position, role, reason } = reserved;
    return { kind: reserved.decision === 'bench' ? 'bench' : 'reserve', position, role, reason };
  }
  const placed = raidRoles.flatMap((role) => roster.byRole[role]).find(same);
  if (placed) return { kind: placed.decision === 'confirmed' ? 'confirmed' : 'roster', role: placed.role };
  return { kind: 'not-coming' };
}
