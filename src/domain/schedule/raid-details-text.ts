import type { RaidRole, RoleTargets } from '../guild-config-types';
import { pluralPl, type PluralForms } from '../plural-pl';

// The schedule page's and the calendar export's words for a raid, apart from format-raid.ts (the home
// page's raid card and the raider pages): those pages do not download them (`npm run size`).

const roleForms: Record<RaidRole, PluralForms> = {
  tank: ['tank', 'tanki', 'tanków'],
  healer: ['uzdrowiciel', 'uzdrowicieli', 'uzdrowicieli'],
  melee: ['wręcz', 'wręcz', 'wręcz'],
  ranged: ['z dystansu', 'z dystansu', 'z dystansu'],
};

/**
 * Role targets in words: `2 tanki · 4 uzdrowicieli · 14 DPS (8 wręcz, 6 z dystansu)`. Damage dealers are
 * one number because that is how raiders count them; the split follows in brackets.
 */
export function formatRoleTargets(targets: RoleTargets): string {
  const count = (role: RaidRole) => `${targets[role]} ${pluralPl(targets[role], roleForms[role])}`;
  const damage = targets.melee + targets.ranged;
  const split = targets.melee && targets.ranged ? ` (${count('melee')}, ${count('ranged')})` : '';
  return [count('tank'), count('healer'), `${damage} DPS${split}`].join(' · ');
}
