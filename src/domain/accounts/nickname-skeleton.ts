import { latinLookalikes } from './nickname-confusables';
import { normalizeNickname } from './nickname';

/**
 * Look-alike Latin letter groups Unicode's table leaves apart, once letter case is ignored: `l` and
 * `I` (so `i` too, as `Ida` is `ida`), `rn`/`m`, `vv`/`w`, `cl`/`d`, and `c`/`e` (`Wojtck`), whose
 * small shapes differ by a stroke as `l` and `I` do.
 */
const latinPairs: ReadonlyArray<readonly [RegExp, string]> = [
  [/i/g, 'l'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
  [/cl/g, 'd'],
  [/c/g, 'e'],
];

/**
 * The marks Polish letters carry, by their base letter (decomposed): kept, so `Żółw` and `Zolw` stay two
 * raiders. Any other mark on a letter is dropped: `Kasía` is `Kasia` (an accent Polish never puts on `i`),
 * `Piøtr` is `Piotr` (the table writes `ø` as `o` with a stroke).
 */
const polishMarks: Readonly<Record<string, string>> = {
  // Unicode's confusables write `ł` as `l` with U+0338 (as `ø` is `o` with it): Polish keeps that stroke on `l` only.
  l: '\u0338',
  a: '\u0328',
  e: '\u0328',
  c: '\u0301',
  n: '\u0301',
  o: '\u0301',
  s: '\u0301',
  z: '\u0301\u0307',
};
const withoutForeignMarks = (text: string) =>
  text.replace(
    /(\p{L})(\p{M}+)/gu,
    (_all, letter: string, marks: string) =>
      letter +
      Array.from(marks)
        .filter((mark) => polishMarks[letter]?.includes(mark))
        .join(''),
  );

const mapped = (text: string, table: Readonly<Record<string, string>>) =>
  Array.from(text, (character) => table[character] ?? character).join('');

/** `nicknameSkeleton` once the confusables table is loaded: synchronous, for use inside a write. */
export type NicknameSkeleton = (nickname: string) => string;

/**
 * What a nickname looks like, after Unicode TR39's skeleton: two nicknames with the same skeleton look
 * alike on screen (`Kasia`, `Kаsia` with a Cyrillic а, `Ｋａｓｉａ`, `ΚΑΣΙΑ`, `Kɑsia`, `ᴋasia`; `Ola`, `OIa`,
 * `Oǀa`; `Wojtek`, `VVojtek`), so only one of them may have an account. Unicode's full confusables table
 * (`confusables-table.ts`) is applied before and after ignoring letter case, then the vendored letters of
 * other scripts (`nickname-confusables.ts`, with Greek read as Latin) and the Latin look-alike groups;
 * the spacing of words is ignored. Polish diacritics are kept (`Zolw` and `Żółw` are two raiders); other
 * accents and strokes are not (`Kasía`, `Piøtr` look like `Kasia`, `Piotr`).
 *
 * The table is large, so it loads on first use (a lazy part in the browser): await this once, then call
 * the function it answers as often as needed.
 */
export async function loadNicknameSkeleton(): Promise<NicknameSkeleton> {
  const { confusablePrototypes } = await import('./confusables-table');
  return (nickname) => {
    const unicode = mapped(normalizeNickname(nickname).normalize('NFD'), confusablePrototypes);
    const lower = mapped(unicode.toLocaleLowerCase('pl').normalize('NFD'), confusablePrototypes);
    const latin = withoutForeignMarks(mapped(lower, latinLookalikes));
    return latinPairs
      .reduce((text, [pattern, letter]) => text.replace(pattern, letter), latin)
      .replace(/[\s-]+/g, ' ')
      .normalize('NFC');
  };
}

/** The skeleton of one nickname (see `loadNicknameSkeleton`). */
export const nicknameSkeleton = async (nickname: string): Promise<string> => (await loadNicknameSkeleton())(nickname);
