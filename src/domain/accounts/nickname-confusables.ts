/**
 * Letters of other scripts that look like Latin letters, mapped to the Latin letter a reader sees.
 *
 * A vendored subset of Unicode's confusables data (UTS #39, `confusables.txt`, "MA" table): the
 * Cyrillic and Greek lower-case letters whose glyph is a Latin letter, plus a few digit look-alikes.
 * No npm package keeps this table small and up to date, and a nickname needs only the letters a raider
 * could type to pose as someone else. Greek is extended with the letters' Latin transliteration where
 * the capital reads as that letter in a nickname (Σ as S, Η as H), so `ΚΑΣΙΑ` is the same as `Kasia`.
 * Applied after NFKC and lower-casing, so full-width and capital forms need no entries of their own.
 */
export const latinLookalikes: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ү: 'y',
  ь: 'b',
  п: 'n',
  г: 'r',
  ɡ: 'g',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  ζ: 'z',
  η: 'h',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  ϲ: 'c',
  ϳ: 'j',
  ά: 'a',
  έ: 'e',
  ή: 'h',
  ί: 'i',
  ό: 'o',
  ύ: 'u',
  ώ: 'w',
  // Latin letters and digits that read as another one
  ı: 'i',
  '0': 'o',
  '1': 'l',
  '5': 's',
};
