import { peopleCount } from '../counted-phrases';
import { countPl } from '../plural-pl';
import type { RosterComposition } from './signup-types';

/** How many missing buffs a line names before it says how many more: the line stays one line on a card. */
const namedAtMost = 3;

/**
 * A roster's make-up in one short Polish line, the same on the raider's card and the leader's page:
 * the buffs the raiders with a known class do not bring (a few named, then how many more), and how many
 * raiders have no character, whose buffs nobody can know. A guild whose raiders have no characters yet
 * reads "Bez postaci: 8 osób", not a list of every buff in the game. `null` for a roster nobody is in.
 */
export function compositionText(composition: RosterComposition): string | null {
  const filled = Object.values(composition.byRole).reduce((sum, count) => sum + count, 0);
  if (filled === 0) return null;
  const unknown = composition.withoutCharacter;
  const withoutCharacter = unknown > 0 ? `bez postaci: ${peopleCount(unknown)}` : '';
  if (unknown === filled) return `Buffy nieznane – ${withoutCharacter}.`;
  const { missing } = composition;
  const named = missing.slice(0, namedAtMost).map((buff) => buff.name);
  const more = missing.length - named.length;
  const buffs = missing.length
    ? `Brak: ${named.join(', ')}${more > 0 ? ` i ${countPl(more, ['inny', 'inne', 'innych'])}` : ''}`
    : 'Wszystkie buffy i narzędzia są w składzie';
  return withoutCharacter ? `${buffs}; ${withoutCharacter}.` : `${buffs}.`;
}
