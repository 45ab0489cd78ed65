import { describe, expect, it } from 'vitest';
import { nicknameSkeleton, normalizeNickname, validateNickname } from '../../src/domain/accounts/nickname';
import { validateNewPassword } from '../../src/domain/accounts/account-validation';

describe('nicknameSkeleton', () => {
  it.each([
    ['Kasia', 'Kаsia'], // Cyrillic а
    ['Kasia', 'Ｋａｓｉａ'], // full-width
    ['Kasia', 'ΚΑΣΙΑ'], // Greek capitals
    ['Kasia', 'KASIA'],
    ['Mroczny Rycerz', 'Mroczny-Rycerz'],
    ['Mroczny Rycerz', 'Mroczny  Rycerz'],
    ['Marta', 'rnarta'],
    ['Olaf', '0laf'],
    ['Tomek', 'Тоmек'], // Cyrillic Т, о, е, к
  ])('%s and %s look alike', (first, second) => {
    expect(nicknameSkeleton(second)).toBe(nicknameSkeleton(first));
  });

  it.each([
    ['Żółw', 'Zolw'],
    ['Łucja', 'Lucja'],
    ['Kasia', 'Kasja'],
    ['Ewa', 'Ewka'],
  ])('%s and %s are two raiders', (first, second) => {
    expect(nicknameSkeleton(second)).not.toBe(nicknameSkeleton(first));
  });
});

describe('nickname rules for accounts', () => {
  it('normalises with NFKC and trims', () => {
    expect(normalizeNickname('  Ｔｏｍｅｋ ')).toBe('Tomek');
    expect(validateNickname('Ｔｏｍｅｋ')).toBeNull();
  });

  it.each([
    ['a right-to-left override', 'Kasia\u202e'],
    ['a left-to-right mark', '\u200eKasia'],
    ['a bidi isolate', 'Ka\u2066sia\u2069'],
    ['a zero-width space', 'Ka\u200bsia'],
    ['a zero-width joiner', 'Ka\u200dsia'],
    ['a byte order mark', '\ufeffKasia'],
    ['a word joiner', 'Ka\u2060sia'],
  ])('refuses %s, saying why', (_case, nickname) => {
    expect(validateNickname(nickname)).toBe('Nick nie może zawierać niewidocznych znaków ani znaków zmiany kierunku tekstu.');
  });
});

describe('validateNewPassword', () => {
  it.each<[string, unknown, string | null]>([
    ['missing', undefined, 'Podaj hasło.'],
    ['empty', '', 'Podaj hasło.'],
    ['not text', 1234567890, 'Podaj hasło.'],
    ['9 characters', 'abcdefgh1', 'Hasło musi mieć co najmniej 10 znaków.'],
    ['10 characters', 'smok-ognia', null],
    ['10 emoji count as 10 characters', '🐉'.repeat(10), null],
    ['201 characters', 'x'.repeat(201), 'Hasło może mieć najwyżej 200 znaków.'],
    ['a common one', 'qwertyuiop', 'To hasło jest na liście najczęściej używanych – wymyśl inne.'],
    ['a common one in capitals', 'PASSWORD123', 'To hasło jest na liście najczęściej używanych – wymyśl inne.'],
    ['spaces are kept and count', '  a  b  c  ', null],
  ])('%s', (_case, password, expected) => {
    expect(validateNewPassword(password)).toBe(expected);
  });

  it('refuses the nickname as the password', () => {
    expect(validateNewPassword('mroczny rycerz', 'Mroczny Rycerz')).toBe('Hasło nie może być takie jak nick.');
  });
});
