// With its type, so Node (20.10 and later) loads the JSON where the server keeps the package external.
import prototypes from 'unhomoglyph/data.json' with { type: 'json' };

/**
 * Unicode's full confusables data (UTS #39 `confusables.txt`, the table behind the skeleton function):
 * each character mapped to the prototype it is confused with, e.g. `ɑ` → `a`, `ǀ` → `l`, `Ꮲ` → `P`.
 * Kept up to date by the `unhomoglyph` package (MIT, generated from confusables.txt); this module is the
 * one place that names it. Its data, not its CommonJS entry: that would bring esbuild's CommonJS helpers
 * into the browser's initial core. ~30 KB gzip: the browser loads it as a lazy part when the demo first
 * needs a skeleton (creating an account), never with a page.
 */
export const confusablePrototypes: Readonly<Record<string, string>> = prototypes;
