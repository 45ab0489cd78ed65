/**
 * Readable text on a game class's colour. A class colour is only a hint (the badge shows the class's
 * icon and name too), and the game's colours run from white (priest) to dark red (death knight), so the
 * badge paints the colour as its own background and writes on it in near-black or white, whichever
 * contrasts more: WCAG's contrast ratio of at least 4.5:1 holds for any colour, in either colour mode.
 */

/** Near-black and white the badge writes in. */
export const badgeInk = { dark: '#0f172a', light: '#ffffff' } as const;

const channel = (value: number) => {
  const unit = value / 255;
  return unit <= 0.04045 ? unit / 12.92 : ((unit + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of `#rrggbb`. */
export function relativeLuminance(colour: string): number {
  const value = Number.parseInt(colour.slice(1), 16);
  return 0.2126 * channel((value >> 16) & 255) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1–21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The ink that reads best on `colour`. */
export const inkOn = (colour: string): string =>
  contrastRatio(badgeInk.dark, colour) >= contrastRatio(badgeInk.light, colour) ? badgeInk.dark : badgeInk.light;
