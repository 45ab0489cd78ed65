import { findClass, findSpec } from '../game/game-lookup';
import type { GamePack } from '../game/game-pack-types';

/** Warcraft Logs' names as the pack's ids: `DeathKnight` → `death-knight`, `BeastMastery` → `beast-mastery`. */
const packIdOf = (logName: string): string =>
  logName
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The pack's class and spec of a log's player, as far as the log names ones the pack knows: the class
 * from `subType` (`DeathKnight`), the spec from `icon` (`DeathKnight-Frost`; the class alone when the log
 * did not tell the spec). Nothing for a class the pack does not have.
 */
export function logGameClass(
  pack: GamePack,
  actor: { subType?: string | null; icon?: string | null },
): { classId?: string; specId?: string } {
  const [iconClass, iconSpec] = (actor.icon ?? '').split('-');
  const classId = packIdOf(actor.subType || iconClass || '');
  if (!classId || !findClass(pack, classId)) return {};
  const specId = iconSpec ? packIdOf(iconSpec) : '';
  return specId && findSpec(pack, classId, specId) ? { classId, specId } : { classId };
}
