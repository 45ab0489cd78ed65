/** The three Polish plural forms: `[one, few, many]`, e.g. `['rajd', 'rajdy', 'rajdów']`. */
export type PluralForms = readonly [one: string, few: string, many: string];

let rules: Intl.PluralRules | undefined;

/**
 * The Polish form for `n`, as `Intl.PluralRules('pl')` chooses it for a whole number: 1 → one; ends in
 * 2–4 but not 12–14 → few; everything else (0, 5–21, 25, 111, …) → many. Returns the form only; the
 * caller places the number (`countPl` does both).
 */
export function pluralPl(n: number, forms: PluralForms): string {
  rules ??= new Intl.PluralRules('pl');
  const category = rules.select(Math.abs(Math.trunc(n)));
  return category === 'one' ? forms[0] : category === 'few' ? forms[1] : forms[2];
}

/** `n` and its form: `countPl(4, ['tydzień', 'tygodnie', 'tygodni'])` → `4 tygodnie`. */
export const countPl = (n: number, forms: PluralForms): string => `${n} ${pluralPl(n, forms)}`;
