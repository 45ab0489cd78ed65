import type { RaidRole, RoleTargets } from '../guild-config-types';
import { healerCount, tankCount } from '../counted-phrases';

// The schedule page's and the calendar export's words for a raid, apart from format-raid.ts (the home
// page's raid card and the raider pages): those pages do not download them (`npm run size`).

/** How many of a role: melee and ranged read the same for every number. */
const roleCounts: Record<RaidRole, (n: number) => string> = {
  tank: tankCount,
  healer: healerCount,
  melee: (n) => `${n} wręcz`,
  ranged: (n) => `${n} z dystansu`,
};

/**
 * Role targets in words: `2 tanki · 4 uzdrowicieli · 14 DPS (8 wręcz, 6 z dystansu)`. Damage dealers are
 * one number because that is how raiders count them; the split follows in brackets.
 */
export function formatRoleTargets(targets: RoleTargets): string {
  const count = (role: RaidRole) => roleCounts[role](targets[role]);
  const damage = targets.melee + targets.ranged;
  const split = targets.melee && targets.ranged ? ` (${count('melee')}, ${count('ranged')})` : '';
  return [count('tank'), count('healer'), `${damage} DPS${split}`].join(' · ');
}
