import { raidRoles } from '../guild-config-types';
import type { GamePack, RaidBuff } from '../game/game-pack-types';
import type { BuiltRoster, RosterComposition } from './signup-types';

/**
 * What a roster is made of, the one place it is computed: the raiders with a place (`byRole`) counted
 * per role and per class of their character, and the pack's buffs and utilities none of their specs
 * brings, in the pack's order. A raider without a character (or with a class or spec the pack no
 * longer has) brings nothing; the reserve, "Może" and "Nie będę" bring nothing to the night either.
 */
export function rosterComposition(pack: GamePack, roster: Pick<BuiltRoster, 'byRole'>): RosterComposition {
  const byRole = Object.fromEntries(raidRoles.map((role) => [role, roster.byRole[role].length])) as RosterComposition['byRole'];
  const byClass: Record<string, number> = {};
  const brought = new Set<string>();
  let withoutCharacter = 0;
  for (const role of raidRoles) {
    for (const { character } of roster.byRole[role]) {
      const gameClass = character && pack.classes.find((one) => one.id === character.classId);
      if (!character || !gameClass) {
        withoutCharacter += 1;
        continue;
      }
      byClass[gameClass.id] = (byClass[gameClass.id] ?? 0) + 1;
      for (const buff of gameClass.specs.find((spec) => spec.id === character.specId)?.brings ?? []) brought.add(buff);
    }
  }
  const missing: RaidBuff[] = pack.buffs.filter((buff) => !brought.has(buff.id)).map(({ id, name }) => ({ id, name }));
  return { byRole, byClass, missing, withoutCharacter };
}
