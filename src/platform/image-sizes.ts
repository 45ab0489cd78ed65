import { imageUrl, type ImageModifiers } from './image-url';

/** Screen widths the `sizes` keys name (the reference's screens). */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Pixel densities every image is offered in. */
export const densities = [1, 2] as const;

/** Format used when an image asks for none. */
export const defaultImageFormat = 'webp';

export interface ImageSourcesInput {
  /** Path of the source image inside the site (`/images/hero-dawn.svg`). */
  src: string;
  /** Displayed width in CSS px (the 1x width). */
  width: number;
  /** Displayed height in CSS px; with a width it fixes the aspect ratio of every candidate. */
  height?: number;
  /**
   * Responsive sizes: space- or comma-separated `<breakpoint>:<size>` entries, e.g.
   * `sm:100vw md:50vw lg:400px`. A breakpoint is a key of `breakpoints` or a number of px; a size is
   * `<n>vw`, `<n>px` or `<n>`. Mobile first, as in the reference: an entry's size applies from its
   * breakpoint up to the next one, so the `sizes` attribute reads `(max-width: <next>px) <size>`. A bare
   * size (`100vw`) is the default below the first breakpoint.
   */
  sizes?: string;
  /** Modifiers other than the size (format defaults to webp). */
  modifiers?: Omit<ImageModifiers, 'width' | 'height'>;
  /** Asset base the URLs start with (see `imageUrl`). @default '' */
  base?: string;
}

export interface ImageSources {
  src: string;
  srcset: string;
  /** Only for responsive images (`w` candidates); fixed-width images use `x` candidates. */
  sizes?: string;
}

interface SizeEntry {
  size: string;
  screen: number;
  width: number;
}

interface Candidate {
  descriptor: number;
  url: string;
}

/**
 * `src`, `srcset` and `sizes` for an image. A fixed-width image gets `1x` and `2x` candidates; a
 * responsive one gets a width candidate per breakpoint and density, sorted by width and de-duplicated,
 * with a matching `sizes` attribute; `src` is the largest candidate.
 */
export function imageSources({ src, width, height, sizes, modifiers = {}, base = '' }: ImageSourcesInput): ImageSources {
  const format = modifiers.format ?? defaultImageFormat;
  const ratio = width && height ? height / width : 0;
  const urlFor = (cssWidth: number, cssHeight: number | undefined, density: number) =>
    imageUrl(src, { ...modifiers, format, width: cssWidth * density, height: cssHeight ? cssHeight * density : undefined }, base);

  const entries = parseSizes(sizes);
  if (entries.length === 0) {
    const candidates = densities.map((density) => ({ descriptor: density, url: urlFor(width, height, density) }));
    return {
      src: urlFor(width, height, 1),
      srcset: candidates.map(({ url, descriptor }) => `${url} ${descriptor}x`).join(', '),
    };
  }

  const candidates: Candidate[] = [];
  for (const entry of entries) {
    const entryHeight = ratio ? Math.round(entry.width * ratio) : height;
    for (const density of densities) {
      candidates.push({ descriptor: entry.width * density, url: urlFor(entry.width, entryHeight, density) });
    }
  }
  const unique = uniqueByDescriptor(candidates);
  return {
    src: unique[unique.length - 1]!.url,
    srcset: unique.map(({ url, descriptor }) => `${url} ${descriptor}w`).join(', '),
    sizes: sizesAttribute(entries),
  };
}

/**
 * Parses a `sizes` prop into entries sorted by screen width. Entries the reference would skip (unknown
 * breakpoint, a unit other than vw/px) are skipped. Deliberate difference: a bare `<n>vw` default is
 * computed for the xs screen, where the reference computes it for a 1 px screen (a useless 1 px
 * candidate).
 */
export function parseSizes(sizes: string | undefined): SizeEntry[] {
  const byScreen = new Map<number, SizeEntry>();
  for (const token of (sizes ?? '').split(/[\s,]+/).filter(Boolean)) {
    const parts = token.split(':');
    const [key, rawSize] = parts.length === 2 ? [parts[0]!, parts[1]!] : parts.length === 1 ? [null, parts[0]!] : [null, ''];
    const size = /^\d+$/.test(rawSize) ? `${rawSize}px` : rawSize;
    const match = /^(\d+(?:\.\d+)?)(vw|px)$/.exec(size);
    if (!match) continue;
    // The bare default sorts before every breakpoint (screen 0) but is sized for the smallest screen.
    const screen = key === null ? 0 : screenWidth(key);
    if (screen === null) continue;
    const amount = Number(match[1]);
    const width = match[2] === 'vw' ? Math.round((amount / 100) * (screen || breakpoints.xs)) : Math.round(amount);
    if (width <= 0) continue;
    // A later entry for the same screen wins, as in the reference.
    byScreen.set(screen, { size, screen, width });
  }
  return [...byScreen.values()].sort((a, b) => a.screen - b.screen);
}

/** Each entry's size applies up to the next entry's screen; the last one is the unconditional default. */
export function sizesAttribute(entries: readonly SizeEntry[]): string {
  return entries
    .map((entry, index) => {
      const next = entries[index + 1];
      return next ? `(max-width: ${next.screen}px) ${entry.size}` : entry.size;
    })
    .join(', ');
}

/** Every URL an image's `src` and `srcset` name: what the build pre-renders. */
export function imageSourceUrls(sources: ImageSources): string[] {
  const fromSrcset = sources.srcset.split(', ').map((candidate) => candidate.trim().split(' ')[0]!);
  return [...new Set([sources.src, ...fromSrcset])];
}

function screenWidth(key: string): number | null {
  if (key in breakpoints) return breakpoints[key as Breakpoint];
  return /^\d+$/.test(key) && Number(key) > 0 ? Number(key) : null;
}

function uniqueByDescriptor(candidates: Candidate[]): Candidate[] {
  const sorted = [...candidates].sort((a, b) => a.descriptor - b.descriptor);
  // The last candidate of a width is kept, as in the reference.
  return sorted.filter((candidate, index) => sorted[index + 1]?.descriptor !== candidate.descriptor);
}
