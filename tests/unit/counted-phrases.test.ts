import { describe, expect, it } from 'vitest';
import * as phrases from '../../src/domain/counted-phrases';
import { formatSize } from '../../src/domain/schedule';
import { itemCount } from '../../src/domain/loot/loot-phrases';

/**
 * The numbers that take each Polish form, written out here rather than computed: few ends in 2–4 but
 * not 12–14; many is the rest, 0 and 1 in its tens (101) included.
 */
const numbersOf = { one: [1], few: [2, 4, 22, 102, 122], many: [0, 5, 6, 12, 14, 21, 25, 101, 105, 111, 112] } as const;

/** The phrases of the initial core, and the loot's, kept apart in a lazy part (loot-phrases.ts). */
const countedPhrases = { ...phrases, itemCount };
type Phrase = Exclude<keyof typeof countedPhrases, 'capitalised'>;

/** Each phrase in its three forms, `N` standing for the number. */
const table: Record<Phrase, Record<'one' | 'few' | 'many', string>> = {
  peopleCount: { one: 'N osoba', few: 'N osoby', many: 'N osób' },
  raidCount: { one: 'N rajd', few: 'N rajdy', many: 'N rajdów' },
  ofRaids: { one: 'z N rajdu', few: 'z N rajdów', many: 'z N rajdów' },
  weekCount: { one: 'N tydzień', few: 'N tygodnie', many: 'N tygodni' },
  lastWeeks: { one: 'Ostatni N tydzień', few: 'Ostatnie N tygodnie', many: 'Ostatnich N tygodni' },
  inLastWeeks: { one: 'w ostatnim N tygodniu', few: 'w ostatnich N tygodniach', many: 'w ostatnich N tygodniach' },
  fromLastWeeks: { one: 'z ostatniego N tygodnia', few: 'z ostatnich N tygodni', many: 'z ostatnich N tygodni' },
  withinWeeks: { one: 'w ciągu N tygodnia', few: 'w ciągu N tygodni', many: 'w ciągu N tygodni' },
  dayCount: { one: 'N dzień', few: 'N dni', many: 'N dni' },
  upToDays: { one: 'do N dnia', few: 'do N dni', many: 'do N dni' },
  inLastDays: { one: 'w ostatnim N dniu', few: 'w ostatnich N dniach', many: 'w ostatnich N dniach' },
  hoursFor: { one: 'N godzinę', few: 'N godziny', many: 'N godzin' },
  minutesFor: { one: 'N minutę', few: 'N minuty', many: 'N minut' },
  upToMinutes: { one: 'do N minuty', few: 'do N minut', many: 'do N minut' },
  characterCount: { one: 'N znak', few: 'N znaki', many: 'N znaków' },
  upToCharacters: { one: 'do N znaku', few: 'do N znaków', many: 'do N znaków' },
  inGuildForYears: { one: 'w gildii od N roku', few: 'w gildii od N lat', many: 'w gildii od N lat' },
  inGuildForMonths: { one: 'w gildii od N miesiąca', few: 'w gildii od N miesięcy', many: 'w gildii od N miesięcy' },
  moreRaids: { one: 'N kolejny rajd', few: 'N kolejne rajdy', many: 'N kolejnych rajdów' },
  tankCount: { one: 'N tank', few: 'N tanki', many: 'N tanków' },
  healerCount: { one: 'N uzdrowiciel', few: 'N uzdrowicieli', many: 'N uzdrowicieli' },
  itemCount: { one: 'N przedmiot', few: 'N przedmioty', many: 'N przedmiotów' },
};

const cases = Object.entries(table).flatMap(([phrase, forms]) =>
  Object.entries(numbersOf).flatMap(([form, numbers]) =>
    numbers.map((n) => [phrase as Phrase, n, forms[form as keyof typeof numbersOf].replace('N', String(n))] as const),
  ),
);

describe('counted phrases', () => {
  it('has a row for every phrase the site, the feeds and Discord write', () => {
    expect(Object.keys(table).sort()).toEqual(
      Object.keys(countedPhrases)
        .filter((name) => name !== 'capitalised')
        .sort(),
    );
  });

  it.each(cases)('%s(%i) = %s', (phrase, n, expected) => {
    expect(countedPhrases[phrase](n)).toBe(expected);
  });

  it('writes raid sizes with the same rule', () => {
    expect([10, 22, 25].map(formatSize)).toEqual(['10 osób', '22 osoby', '25 osób']);
  });

  it('opens a sentence with a capital', () => {
    expect(phrases.capitalised(phrases.inLastDays(7))).toBe('W ostatnich 7 dniach');
  });
});
