import { describe, expect, it } from 'vitest';
import { validateGuildConfig } from '../../src/data/guild-config';
import { sampleGuild } from '../../src/data';
import { resolveGamePack } from '../../src/domain/game/game-pack';
import { validateGamePack } from '../../src/domain/game/validate-game-pack';
import { wowPack } from '../../src/domain/game/wow-pack';
import { ownGamePack } from '../kit';

const now = new Date('2026-03-02T12:00:00Z');

const ownGame = ownGamePack;

/** A pack as JSON, open to any change a guild might write. */
type Editable = Record<string, unknown> & {
  buffs: Array<Record<string, unknown>>;
  classes: Array<Record<string, unknown> & { specs: Array<Record<string, unknown> & { brings: string[] }> }>;
};

/** `ownGame()` changed by `edit`, as JSON a guild might write. */
const edited = (edit: (pack: Editable) => void) => {
  const pack = JSON.parse(JSON.stringify(ownGame())) as Editable;
  edit(pack);
  return pack;
};

describe('the bundled World of Warcraft pack', () => {
  it('passes its own check: ids unique, every buff a spec brings listed', () => {
    expect(validateGamePack(wowPack)).toEqual({ ok: true, pack: wowPack });
  });

  it('has every current class with Polish names, ids by the English name, and specs in every role', () => {
    expect(wowPack.classes.map((one) => one.id)).toEqual([
      'warrior',
      'paladin',
      'hunter',
      'rogue',
      'priest',
      'shaman',
      'mage',
      'warlock',
      'monk',
      'druid',
      'demon-hunter',
      'death-knight',
      'evoker',
    ]);
    const roles = new Set(wowPack.classes.flatMap((one) => one.specs.map((spec) => spec.role)));
    expect([...roles].sort()).toEqual(['healer', 'melee', 'ranged', 'tank']);
    for (const buff of ['bloodlust', 'battle-res', 'arcane-intellect', 'battle-shout', 'mark-of-the-wild', 'power-word-fortitude']) {
      expect(
        wowPack.classes.some((one) => one.specs.some((spec) => spec.brings.includes(buff))),
        buff,
      ).toBe(true);
    }
  });

  it('is the game of a config naming none or "wow"; a guild\'s own pack is taken as written', () => {
    expect(resolveGamePack(undefined)).toBe(wowPack);
    expect(resolveGamePack('wow')).toBe(wowPack);
    const own = ownGame();
    expect(resolveGamePack(own)).toBe(own);
  });
});

describe("validateGamePack: what is wrong with a guild's own pack, in Polish", () => {
  it('accepts a good pack', () => {
    expect(validateGamePack(ownGame())).toEqual({ ok: true, pack: ownGame() });
  });

  it.each([
    [
      'an unknown role',
      (p: Editable) => (p.classes[0]!.specs[0]!.role = 'dps'),
      'game.classes[0].specs[0].role',
      'Nieznana rola – dozwolone: tank, healer, melee, ranged.',
    ],
    [
      'a bad colour',
      (p: Editable) => (p.classes[0]!.colour = 'red'),
      'game.classes[0].colour',
      'Kolor klasy zapisz jako #rrggbb, np. "#c69b6d".',
    ],
    [
      'a bad class id',
      (p: Editable) => (p.classes[0]!.id = 'Pilot Ace'),
      'game.classes[0].id',
      'Klasa: id to małe litery, cyfry i łączniki, np. "death-knight".',
    ],
    [
      'a class without specs',
      (p: Editable) => (p.classes[0]!.specs = []),
      'game.classes[0].specs',
      'Klasa potrzebuje co najmniej jednej specjalizacji.',
    ],
    [
      'an icon that is no path',
      (p: Editable) => (p.classes[0]!.icon = '<script>'),
      'game.classes[0].icon',
      'Ikona to dane ścieżki SVG (atrybut d) w polu 24×24.',
    ],
    [
      'an unknown field',
      (p: Editable) => (p.classes[0]!.colour2 = '#000000'),
      'game.classes[0].colour2',
      'Klasa: nieznane pole (dozwolone: id, name, colour, icon, specs).',
    ],
    ['an empty name', (p: Editable) => (p.name = ' '), 'game.name', 'Gra: podaj nazwę.'],
    [
      'a spec bringing an unknown buff',
      (p: Editable) => p.classes[0]!.specs[0]!.brings.push('bloodlust'),
      'game.classes[0].specs[0].brings[1]',
      'Nieznany buff "bloodlust" – dodaj go do listy buffs gry.',
    ],
    [
      'a duplicate class id',
      (p: Editable) => p.classes.push({ ...p.classes[0]!, name: 'drugi pilot' }),
      'game.classes[1].id',
      'Klasa "pilot" powtarza się – id muszą być różne.',
    ],
    [
      'a duplicate spec id',
      (p: Editable) => p.classes[0]!.specs.push({ ...p.classes[0]!.specs[0]!, name: 'druga eskorta' }),
      'game.classes[0].specs[1].id',
      'Specjalizacja "escort" powtarza się – id muszą być różne.',
    ],
    [
      'a duplicate buff id',
      (p: Editable) => p.buffs.push({ id: 'shield-link', name: 'Again' }),
      'game.buffs[1].id',
      'Buff "shield-link" powtarza się – id muszą być różne.',
    ],
  ])('refuses %s', (_name, edit, path, message) => {
    expect(validateGamePack(edited(edit))).toEqual({ ok: false, errors: [{ path, message }] });
  });

  it('refuses a value that is neither a pack nor an id', () => {
    expect(validateGamePack(42)).toEqual({
      ok: false,
      errors: [{ path: 'game', message: 'Gra to id dołączonej gry (np. "wow") albo obiekt gry.' }],
    });
  });
});

describe("the guild config's `game`", () => {
  it('is optional, may name a bundled pack, or be an object (checked whole by the server)', () => {
    expect(validateGuildConfig({ ...sampleGuild, game: 'wow' }, { now }).ok).toBe(true);
    expect(validateGuildConfig({ ...sampleGuild, game: ownGame() }, { now }).ok).toBe(true);
    expect(validateGuildConfig({ ...sampleGuild, game: 'eq2' }, { now })).toEqual({
      ok: false,
      errors: [{ path: 'game', message: 'expected one of "wow", got "eq2"' }],
    });
  });
});
