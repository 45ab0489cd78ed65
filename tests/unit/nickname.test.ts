import { describe, expect, it } from 'vitest';
import { nicknameLimits, nicknameSuggestion, validateNickname } from '../../src/domain/accounts/nickname';
import nicknames from '../fixtures/cases/nicknames.json';

const messages = {
  missing: 'Podaj swój nick.',
  tooShort: 'Nick musi mieć co najmniej 2 znaki.',
  tooLong: 'Nick może mieć najwyżej 24 znaki.',
  badCharacters: 'Nick może zawierać tylko litery, cyfry, spację i łącznik.',
};

describe('validateNickname', () => {
  // Text as a raider types it (`null`: accepted); anything else a form or an API call might send is missing.
  it.each(nicknames.validateNickname)('%s -> %s', (_name, input, expected) => {
    expect(validateNickname(input)).toBe(expected === null ? null : messages[expected as keyof typeof messages]);
  });

  it.each<[string, unknown]>([
    ['number', 42],
    ['null', null],
    ['undefined', undefined],
    ['object', { nickname: 'abc' }],
    ['array of a string', ['abc']],
    ['boxed string', new String('abc')],
  ])('%s -> missing', (_name, input) => {
    expect(validateNickname(input)).toBe(messages.missing);
  });

  it('checks the length before the characters (a long string of markup says "too long")', () => {
    expect(validateNickname('<'.repeat(30))).toBe(messages.tooLong);
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
