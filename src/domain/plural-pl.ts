/** The three Polish plural forms: `[one, few, many]`, e.g. `['rajd', 'rajdy', 'rajdów']`. */
export type PluralForms = readonly [one: string, few: string, many: string];

/**
 * The Polish form for `n` (CLDR rules for integers): 1 → one; ends in 2–4 but not 12–14 → few;
 * everything else (0, 5–21, 25, 111, …) → many. Returns the form only; the caller places the number.
 */
export function pluralPl(n: number, forms: PluralForms): string {
  const abs = Math.abs(Math.trunc(n));
  if (abs === 1) return forms[0];
  const lastDigit = abs % 10;
  const lastTwo = abs % 100;
  if (lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms[1];
  return forms[2];
}
