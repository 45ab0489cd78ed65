import { describe, expect, it } from 'vitest';
import { nicknameLimits, nicknameSuggestion, validateNickname } from '../../src/domain/accounts/nickname';

const missing = 'Podaj swój nick.';
const tooShort = 'Nick musi mieć co najmniej 2 znaki.';
const tooLong = 'Nick może mieć najwyżej 24 znaki.';
const badCharacters = 'Nick może zawierać tylko litery, cyfry, spację i łącznik.';

describe('validateNickname', () => {
  it.each<[string, unknown, string | null]>([
    ['empty', '', missing],
    ['spaces only', '   ', missing],
    ['tab and newline only', '\t\n', missing],
    ['1 character', 'a', tooShort],
    ['1 character padded with spaces', '  a  ', tooShort],
    ['2 characters', 'ab', null],
    ['24 characters', 'a'.repeat(24), null],
    ['25 characters', 'a'.repeat(25), tooLong],
    ['24 characters with spaces around (trimmed)', `  ${'a'.repeat(24)}  `, null],
    ['Polish letters and a hyphen', 'Łucja-Źdźbło', null],
    ['Polish lower-case letters', 'żółćęśąźń', null],
    ['letters and digits', 'Grzmot77', null],
    ['digits only', '1234', null],
    ['inner space', 'Mroczny Rycerz', null],
    ['other scripts are letters too', 'Дружина', null],
    ['24 astral letters count as 24 characters', '𝒜'.repeat(24), null],
    ['25 astral letters', '𝒜'.repeat(25), tooLong],
    ['markup', '<img onerror=x>', badCharacters],
    ['quote', "O'Brien", badCharacters],
    ['underscore', 'mroczny_rycerz', badCharacters],
    ['dot', 'a.b', badCharacters],
    ['emoji', 'Smok🐉', badCharacters],
    ['two emoji', '🐉🐉', badCharacters],
    ['inner tab', 'ab\tcd', badCharacters],
    ['inner newline', 'ab\ncd', badCharacters],
    ['number', 42, missing],
    ['null', null, missing],
    ['undefined', undefined, missing],
    ['object', { nickname: 'abc' }, missing],
    ['array of a string', ['abc'], missing],
    ['boxed string', new String('abc'), missing],
  ])('%s -> %s', (_name, input, expected) => {
    expect(validateNickname(input)).toBe(expected);
  });

  it('checks the length before the characters (a long string of markup says "too long")', () => {
    expect(validateNickname('<'.repeat(30))).toBe(tooLong);
  });

  it('publishes its limits', () => {
    expect(nicknameLimits).toEqual({ min: 2, max: 24 });
  });
});

describe('nicknameSuggestion', () => {
  it.each<[string, string]>([
    ['Bartek | Heal', 'Bartek Heal'],
    ['Ryś 🐾', 'Ryś'],
    ['[PL] Żaneta_Łuk', 'PL Żaneta Łuk'],
    ['Ｔｏｍｅｋ', 'Tomek'],
    ['🐾🐾', ''],
    ['x!', ''],
    ['Bardzo długi nick z Discorda, ponad limit', 'Bardzo długi nick z Disc'],
  ])('offers "%s" as "%s", a nickname the panel takes (or nothing)', (name, offered) => {
    expect(nicknameSuggestion(name)).toBe(offered);
    if (offered) expect(validateNickname(offered)).toBeNull();
  });
});
