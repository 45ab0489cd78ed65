import { describe, expect, it } from 'vitest';
import { wowPack } from '../../src/domain/game/wow-pack';
import { badgeInk, contrastRatio, inkOn } from '../../src/ui/class-colour';

describe('class badge contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  // The chip paints the class colour itself in both colour modes, so light and dark read the same pair.
  describe.each(['light', 'dark'] as const)('in the %s colour mode', () => {
    it.each(wowPack.classes.map((one) => [one.name, one.colour] as const))('writes %s (%s) with text contrast ≥ 4.5:1', (_name, colour) => {
      expect(contrastRatio(inkOn(colour), colour)).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('writes dark on light colours and white on dark ones', () => {
    expect(inkOn('#ffffff')).toBe(badgeInk.dark);
    expect(inkOn('#c41e3a')).toBe(badgeInk.light);
  });
});
