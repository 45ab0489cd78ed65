import { describe, expect, it } from 'vitest';
import { normalizeNickname, validateNickname } from '../../src/domain/accounts/nickname';
import { loadNicknameSkeleton } from '../../src/domain/accounts/nickname-skeleton';
import { validateNewPassword } from '../../src/domain/accounts/account-validation';
import { commonPasswordRefusal } from '../../src/domain/accounts/common-password-check';

const nicknameSkeleton = await loadNicknameSkeleton();

describe('nicknameSkeleton', () => {
  it.each([
    // Unicode's confusables (UTS #39) and the Latin look-alike groups, letter case ignored (issue 30).
    ['Ola', 'OIa'], // capital I
    ['Ola', 'Oǀa'], // U+01C0 dental click
    ['Ida', 'lda'],
    ['Ida', 'ida'],
    ['Kasia', 'Kɑsia'], // U+0251 Latin alpha
    ['Kasia', 'ᴋasia'], // U+1D0B small capital K
    ['Ola', 'Olɑ'],
    ['Piotr', 'Ꮲiotr'], // U+13E2 Cherokee
    ['Wojtek', 'VVojtek'],
    ['Wojtek', 'vvojtek'],
    ['Adam', 'Aclam'],
    ['Adam', 'ACLAM'],
    ['Marta', 'RNarta'],
    ['Kasia', 'Kаsia'], // Cyrillic а
    ['Kasia', 'Ｋａｓｉａ'], // full-width
    ['Kasia', 'ΚΑΣΙΑ'], // Greek capitals
    ['Kasia', 'KASIA'],
    ['Mroczny Rycerz', 'Mroczny-Rycerz'],
    ['Mroczny Rycerz', 'Mroczny  Rycerz'],
    ['Marta', 'rnarta'],
    ['Olaf', '0laf'],
    ['Tomek', 'Тоmек'], // Cyrillic Т, о, е, к
    ['Piotr', 'Piøtr'], // a stroke Polish does not use
    ['Kasia', 'Kasía'], // an accent Polish does not put on i
    ['Kasia', 'KASÍA'],
    ['Wojtek', 'Wojtck'], // c and e, as l and I
    ['Ewa', 'Éwa'],
  ])('%s and %s look alike', (first, second) => {
    expect(nicknameSkeleton(second)).toBe(nicknameSkeleton(first));
  });

  it.each([
    ['Żółw', 'Zolw'],
    ['Łucja', 'Lucja'],
    ['Kasia', 'Kasja'],
    ['Ewa', 'Ewka'],
    ['Ola', 'Ala'],
    ['Adam', 'Acam'],
    ['Wojtek', 'Vojtek'],
    ['Marta', 'Marla'],
    ['Ćma', 'Cma'],
    ['Zażółć', 'Zazolc'],
    ['Gęś', 'Ges'],
    ['Łoś', 'Los'],
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
    ['10 emoji count as 10 characters', '🐉🔥🗡️🛡️🏹🧙🐺🦄🌙⚔', null],
    ['ten spaces', ' '.repeat(10), 'Hasło nie może składać się z samych spacji.'],
    ['blanks of every kind', ' \t\u00a0\u3000 \n  \t ', 'Hasło nie może składać się z samych spacji.'],
    ['repeated halves', 'kasiakasia', 'Hasło nie może być jednym kawałkiem powtórzonym kilka razy (jak „kasiakasia”).'],
    ['repeated halves in any letter case', 'KasiaKASIA', 'Hasło nie może być jednym kawałkiem powtórzonym kilka razy (jak „kasiakasia”).'],
    ['a piece repeated thrice', 'smoksmoksmok', 'Hasło nie może być jednym kawałkiem powtórzonym kilka razy (jak „kasiakasia”).'],
    ['one character ten times', 'zzzzzzzzzz', 'Hasło nie może być jednym kawałkiem powtórzonym kilka razy (jak „kasiakasia”).'],
    ['halves that differ', 'kasiakasja', null],
    ['201 characters', 'x'.repeat(201), 'Hasło może mieć najwyżej 200 znaków.'],
    ['a common one', 'qwertyuiop', 'To hasło jest na liście najczęściej używanych – wymyśl inne.'],
    ['a common one in capitals', 'PASSWORD123', 'To hasło jest na liście najczęściej używanych – wymyśl inne.'],
    ['spaces are kept and count', '  a  b  c  ', null],
  ])('%s', (_case, password, expected) => {
    expect(validateNewPassword(password)).toBe(expected);
  });

  it.each<[string, string, string | null]>([
    ['a password of the larger list only', 'basketball', 'To hasło jest na liście najczęściej używanych – wymyśl inne.'],
    ['one of 10 characters in capitals', 'MANCHESTER', 'To hasło jest na liście najczęściej używanych – wymyśl inne.'],
    ['a listed one with digits added', 'dragon2024!', 'To popularne hasło z dopisanymi cyframi lub znakami – wymyśl inne.'],
    ['a listed one with signs added', 'sunshine!!', 'To popularne hasło z dopisanymi cyframi lub znakami – wymyśl inne.'],
    ['a sentence', 'smocza jaskinia 42', null],
    ['Polish words', 'żółty bursztyn', null],
  ])('the larger list: %s', async (_case, password, expected) => {
    expect(await commonPasswordRefusal(password)).toBe(expected);
  });

  it('the larger list holds at least 10 000 passwords', async () => {
    const { breachedPasswords } = await import('../../src/domain/accounts/common-password-list');
    expect(breachedPasswords.size).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses the nickname as the password', () => {
    expect(validateNewPassword('mroczny rycerz', 'Mroczny Rycerz')).toBe('Hasło nie może być takie jak nick.');
  });
});
