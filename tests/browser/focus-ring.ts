import { mkdir, writeFile } from 'node:fs/promises';
import type { ElementHandle, Page } from 'playwright-core';
import sharp from 'sharp';

/** Where a failing ring's two screenshots go (gitignored), to look at what the check saw. */
const outputDirectory = 'tests/output/focus-rings';

/** WCAG 2.1 SC 1.4.11: a focus indicator needs 3:1 against the colours next to it. */
export const minimumRingContrast = 3;

type Rgb = [number, number, number];

/** Relative luminance (WCAG 2.1) of an sRGB colour. */
function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Hue in degrees and saturation (0–1, HSL) of a colour. */
function hueAndSaturation([r, g, b]: Rgb): { hue: number; saturation: number } {
  const [rf, gf, bf] = [r / 255, g / 255, b / 255];
  const max = Math.max(rf, gf, bf);
  const min = Math.min(rf, gf, bf);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const lightness = (max + min) / 2;
  const saturation = delta / (1 - Math.abs(2 * lightness - 1));
  let hue = max === rf ? ((gf - bf) / delta) % 6 : max === gf ? (bf - rf) / delta + 2 : (rf - gf) / delta + 4;
  hue *= 60;
  return { hue: hue < 0 ? hue + 360 : hue, saturation };
}

/** Amber: the hue band from amber-700 (#b45309, 26°) to amber-300 (#fcd34d, 46°), clearly saturated. */
export function isAmber(color: Rgb): boolean {
  const { hue, saturation } = hueAndSaturation(color);
  return hue >= 20 && hue <= 50 && saturation >= 0.6;
}

function parseRgb(css: string): Rgb | null {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(css);
  if (!match || (match[4] !== undefined && Number(match[4]) < 1)) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export interface FocusRing {
  /** The focused element, e.g. `a "Wartości"`. */
  element: string;
  /** The ring's colour as computed (`rgb(…)`). */
  color: string;
  /** Share of the ring's sampled pixels that show the ring's colour (below 1: clipped or covered). */
  visible: number;
  /** Share of the ring's sampled pixels at 3:1 or more against what is there without the ring. */
  contrasting: number;
  /** The lowest contrast among the sampled pixels. */
  lowest: number;
  /** Why the ring does not pass, or null. */
  problem: string | null;
}

interface Geometry {
  left: number;
  top: number;
  right: number;
  bottom: number;
  outlineStyle: string;
  outlineWidth: number;
  outlineOffset: number;
  outlineColor: string;
  radius: number;
  viewport: { width: number; height: number };
}

async function screenshotPixels(page: Page, clip: { x: number; y: number; width: number; height: number }) {
  const png = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const index = (y * info.width + x) * 3;
    return [data[index]!, data[index + 1]!, data[index + 2]!];
  };
  return { png, at };
}

async function keepScreenshots(description: string, focused: Buffer, behind: Buffer): Promise<void> {
  const name = description
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  await mkdir(outputDirectory, { recursive: true });
  await writeFile(`${outputDirectory}/${name}-focused.png`, focused);
  await writeFile(`${outputDirectory}/${name}-behind.png`, behind);
}

/**
 * Measures the focus ring of `element` (focused) on screen: the pixels along the middle of its outline
 * are compared with the same pixels when the outline is made transparent, i.e. with whatever the ring
 * is drawn over — a gradient, an image, a neighbour — so the contrast is the real one. Corners are left
 * out (the outline follows the border radius there). The page needs a device scale factor of 1.
 */
export async function measureFocusRing(page: Page, element: ElementHandle<Element>, description: string): Promise<FocusRing> {
  const geometry: Geometry = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const rect = node.getBoundingClientRect();
    return {
      left: rect.left,
      top: rect.top,
      right: rect.right,
      bottom: rect.bottom,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth) || 0,
      outlineOffset: parseFloat(style.outlineOffset) || 0,
      outlineColor: style.outlineColor,
      radius: parseFloat(style.borderTopLeftRadius) || 0,
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    };
  });
  const result = (problem: string | null, values: Partial<FocusRing> = {}): FocusRing => ({
    element: description,
    color: geometry.outlineColor,
    visible: 0,
    contrasting: 0,
    lowest: 0,
    problem,
    ...values,
  });
  if (geometry.outlineStyle === 'none' || geometry.outlineWidth < 2) return result('no outline of at least 2 px');
  const ringColor = parseRgb(geometry.outlineColor);
  if (!ringColor) return result(`outline colour ${geometry.outlineColor} is not an opaque colour`);
  if (!isAmber(ringColor)) return result(`outline colour ${geometry.outlineColor} is not amber`);

  // Pixel rows/columns through the middle of the ring on each side, corners left out.
  const middle = geometry.outlineOffset + geometry.outlineWidth / 2;
  const corner = geometry.radius + geometry.outlineOffset + geometry.outlineWidth;
  const span = (from: number, to: number) => {
    const start = Math.ceil(from + corner);
    const end = Math.floor(to - corner);
    if (end < start) return [Math.round((from + to) / 2)];
    return Array.from({ length: end - start + 1 }, (_, index) => start + index);
  };
  const points: Array<[number, number]> = [];
  for (const x of span(geometry.left, geometry.right)) {
    points.push([x, Math.floor(geometry.top - middle)], [x, Math.floor(geometry.bottom + middle)]);
  }
  for (const y of span(geometry.top, geometry.bottom)) {
    points.push([Math.floor(geometry.left - middle), y], [Math.floor(geometry.right + middle), y]);
  }
  const { width, height } = geometry.viewport;
  const onScreen = points.filter(([x, y]) => x >= 0 && y >= 0 && x < width && y < height);
  if (onScreen.length === 0) return result('the ring is off screen');

  const margin = Math.ceil(geometry.outlineOffset + geometry.outlineWidth) + 2;
  const clip = {
    x: Math.max(0, Math.floor(geometry.left) - margin),
    y: Math.max(0, Math.floor(geometry.top) - margin),
    width: 0,
    height: 0,
  };
  clip.width = Math.min(width, Math.ceil(geometry.right) + margin) - clip.x;
  clip.height = Math.min(height, Math.ceil(geometry.bottom) + margin) - clip.y;

  const focused = await screenshotPixels(page, clip);
  await element.evaluate((node) => (node as HTMLElement).style.setProperty('outline-color', 'transparent', 'important'));
  const behind = await screenshotPixels(page, clip);
  await element.evaluate((node) => (node as HTMLElement).style.removeProperty('outline-color'));

  let visible = 0;
  let contrasting = 0;
  let lowest = Infinity;
  for (const [x, y] of onScreen) {
    const shown = focused.at(x - clip.x, y - clip.y);
    const contrast = contrastRatio(shown, behind.at(x - clip.x, y - clip.y));
    if (shown.every((value, channel) => Math.abs(value - ringColor[channel]!) <= 24)) visible++;
    if (contrast >= minimumRingContrast) contrasting++;
    lowest = Math.min(lowest, contrast);
  }
  const values = { visible: visible / onScreen.length, contrasting: contrasting / onScreen.length, lowest: Math.round(lowest * 100) / 100 };
  // Anti-aliasing where the ring meets a rounded neighbour may cost a few pixels, never a side.
  const problem =
    values.visible < 0.95
      ? `only ${Math.round(values.visible * 100)}% of the ring is visible`
      : values.contrasting < 0.95
        ? `only ${Math.round(values.contrasting * 100)}% of the ring reaches ${minimumRingContrast}:1 (lowest ${values.lowest}:1)`
        : null;
  if (problem) await keepScreenshots(description, focused.png, behind.png);
  return result(problem, values);
}
