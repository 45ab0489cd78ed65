import { describe, expect, it } from 'vitest';
import { compositionText } from '../../src/domain/raids/composition-text';
import { rosterComposition } from '../../src/domain/raids/composition';
import type { RosterEntry } from '../../src/domain/raids/signup-types';
import { wowPack } from '../../src/domain/game/wow-pack';

const entry = (raider: string, character?: { classId: string; specId: string }): RosterEntry => ({
  raider,
  status: 'accepted',
  role: 'melee',
  ...(character ? { character: { id: raider, name: raider, ...character } } : {}),
});
const compositionOf = (...melee: RosterEntry[]) => rosterComposition(wowPack, { byRole: { tank: [], healer: [], melee, ranged: [] } });

describe("a roster's make-up in one line", () => {
  it('says how many raiders have no character instead of listing every buff of the game', () => {
    const text = compositionText(compositionOf(entry('Grom'), entry('Zbyszek'), entry('Ola')));
    expect(text).toBe('Buffy nieznane – bez postaci: 3 osoby.');
  });

  it('names a few buffs the known classes miss, then how many more, and the raiders without a character', () => {
    const composition = compositionOf(entry('Kasia', { classId: 'druid', specId: 'restoration' }), entry('Grom'));
    expect(composition.withoutCharacter).toBe(1);
    const text = compositionText(composition)!;
    const [first, second, third] = composition.missing.map((buff) => buff.name);
    expect(text).toBe(`Brak: ${first}, ${second}, ${third} i ${composition.missing.length - 3} innych; bez postaci: 1 osoba.`);
    // Short enough for one line of a card, whatever the pack holds.
    expect(text.length).toBeLessThan(120);
  });

  it('says when nothing is missing, and nothing for an empty roster', () => {
    const full = { byRole: { tank: 2, healer: 4, melee: 7, ranged: 7 }, byClass: {}, missing: [], withoutCharacter: 0 };
    expect(compositionText(full)).toBe('Wszystkie buffy i narzędzia są w składzie.');
    expect(compositionText(compositionOf())).toBeNull();
  });
});
