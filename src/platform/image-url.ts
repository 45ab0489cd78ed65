/**
 * Image URLs through the image proxy, `<base>/_ipx/<modifiers>/<path>`, the way the reference (Nuxt
 * Image's ipx provider) writes them. Framework-free: the `<Image>` component, the build's pre-render
 * step and the server's on-demand renderer all derive the same URL from the same modifiers, so a
 * pre-rendered file sits exactly where the component asks for it.
 */

/** Output formats the proxy renders. */
export type ImageFormat = 'webp' | 'avif' | 'png' | 'jpeg' | 'jpg';

/** How the image fills a width × height box (sharp's `fit`). */
export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';

export interface ImageModifiers {
  format?: ImageFormat;
  fit?: ImageFit;
  width?: number;
  height?: number;
  /** Quality 1–100 (lossy formats). */
  quality?: number;
  /** Background colour, hex without `#` (`0f172a`) or with it (it is encoded). */
  background?: string;
}

/** Modifier name -> URL key, as in the reference. */
export const modifierKeys = {
  format: 'f',
  fit: 'fit',
  width: 'w',
  height: 'h',
  resize: 's',
  quality: 'q',
  background: 'b',
} as const;

/** The segment the proxy reads when there is nothing to do: the original file. */
export const noModifiers = '_';

/**
 * The modifiers segment: `key_value` pairs joined with `&`. When width and height are both given they
 * become one resize `s_<w>x<h>`. The order is the reference's (the order NuxtImg builds its modifiers
 * in, with the resize appended), so equal modifiers always give the same, cacheable URL.
 */
export function ipxModifiers(modifiers: ImageModifiers = {}): string {
  const { width, height, format, quality, background, fit } = modifiers;
  const both = isSet(width) && isSet(height);
  const pairs: Array<[string, string | number | undefined]> = [
    [modifierKeys.width, both ? undefined : width],
    [modifierKeys.height, both ? undefined : height],
    [modifierKeys.format, format],
    [modifierKeys.quality, quality],
    [modifierKeys.background, background],
    [modifierKeys.fit, fit],
    [modifierKeys.resize, both ? `${width}x${height}` : undefined],
  ];
  const segment = pairs
    .filter((pair): pair is [string, string | number] => isSet(pair[1]))
    .map(([key, value]) => `${key}_${encodeURIComponent(String(value))}`)
    .join('&');
  return segment || noModifiers;
}

/**
 * `<base>/_ipx/<modifiers>/<path>`. `base` is the app's asset base: `./` on the site, an absolute
 * directory URL for the widget, `''` for a root-relative URL (`/_ipx/...`).
 */
export function imageUrl(src: string, modifiers: ImageModifiers = {}, base = ''): string {
  return `${base.replace(/\/+$/, '')}/_ipx/${ipxModifiers(modifiers)}/${encodeImagePath(src)}`;
}

/** The source path inside the site, each segment percent-encoded, without a leading slash. */
export function encodeImagePath(src: string): string {
  return src
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

function isSet(value: unknown): value is string | number {
  return value !== undefined && value !== null && value !== '' && value !== 0;
}
