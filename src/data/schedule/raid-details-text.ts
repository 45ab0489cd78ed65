import type { RaidRole, RoleTargets } from '../guild-config-types';
import { pluralPl, type PluralForms } from '../plural-pl';
import type { RaidInstance } from './raid-instance';

// The schedule page's and the calendar export's words for a raid. Apart from format-raid.ts, whose
// formatters the home page uses: these would otherwise ride along in the initial core (`npm run size`).

/** `1 rajd`, `2 rajdy`, `5 rajdów`, `22 rajdy`, `12 rajdów`. */
export function raidCount(n: number): string {
  return `${n} ${pluralPl(n, ['rajd', 'rajdy', 'rajdów'])}`;
}

/** `w ciągu 1 tygodnia` / `w ciągu 6 tygodni` (genitive, as "within N weeks" needs). */
export function weeksWithin(n: number): string {
  return `w ciągu ${n} ${pluralPl(n, ['tygodnia', 'tygodni', 'tygodni'])}`;
}

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

const difficultyNames: Record<RaidInstance['difficulty'], string> = {
  normalny: 'poziom normalny',
  heroiczny: 'poziom heroiczny',
  mityczny: 'poziom mityczny',
};

/** `poziom heroiczny`. */
export function formatDifficulty(difficulty: RaidInstance['difficulty']): string {
  return difficultyNames[difficulty];
}
