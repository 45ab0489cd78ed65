import { modifierKeys, noModifiers, type ImageFit, type ImageFormat, type ImageModifiers } from './image-url';

/** Largest width or height the proxy renders: bounds the work one request can cause. */
export const maxImageDimension = 2048;

export const imageFormats: readonly ImageFormat[] = ['webp', 'avif', 'png', 'jpeg', 'jpg'];
export const imageFits: readonly ImageFit[] = ['cover', 'contain', 'fill', 'inside', 'outside'];

export type ParsedModifiers = { ok: true; modifiers: ImageModifiers } | { ok: false; error: string };

const keyToName = Object.fromEntries(Object.entries(modifierKeys).map(([name, key]) => [key, name])) as Record<
  string,
  keyof typeof modifierKeys
>;

/**
 * Reads a modifiers segment of `/_ipx/<modifiers>/<path>` (already percent-decoded), strictly: unknown
 * keys, repeated keys, empty or malformed values, sizes outside 1–2048 and a resize mixed with a width
 * or height are errors (the server answers 400). `_` means no modifiers.
 */
export function parseIpxModifiers(segment: string): ParsedModifiers {
  if (segment === noModifiers) return { ok: true, modifiers: {} };
  const modifiers: ImageModifiers = {};
  const seen = new Set<string>();
  for (const pair of segment.split('&')) {
    const separator = pair.indexOf('_');
    const key = separator > 0 ? pair.slice(0, separator) : pair;
    const value = separator > 0 ? pair.slice(separator + 1) : '';
    const name = keyToName[key];
    if (!name) return fail(`unknown modifier ${JSON.stringify(key)}`);
    if (seen.has(name)) return fail(`modifier ${key} given twice`);
    seen.add(name);
    if (!value) return fail(`modifier ${key} has no value`);
    const error = applyModifier(modifiers, name, value);
    if (error) return fail(error);
  }
  if (seen.has('resize') && (seen.has('width') || seen.has('height'))) return fail('use either s_<w>x<h> or w_/h_, not both');
  return { ok: true, modifiers };
}

function applyModifier(modifiers: ImageModifiers, name: keyof typeof modifierKeys, value: string): string | null {
  switch (name) {
    case 'format':
      if (!(imageFormats as readonly string[]).includes(value)) return `format must be one of ${imageFormats.join(', ')}`;
      modifiers.format = value as ImageFormat;
      return null;
    case 'fit':
      if (!(imageFits as readonly string[]).includes(value)) return `fit must be one of ${imageFits.join(', ')}`;
      modifiers.fit = value as ImageFit;
      return null;
    case 'width':
    case 'height': {
      const size = dimension(value);
      if (size === null) return `${name} must be a whole number from 1 to ${maxImageDimension}`;
      modifiers[name] = size;
      return null;
    }
    case 'resize': {
      const match = /^(\d+)x(\d+)$/.exec(value);
      const width = match ? dimension(match[1]!) : null;
      const height = match ? dimension(match[2]!) : null;
      if (width === null || height === null) return `resize must be <w>x<h>, each from 1 to ${maxImageDimension}`;
      modifiers.width = width;
      modifiers.height = height;
      return null;
    }
    case 'quality': {
      const quality = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
      if (!(quality >= 1 && quality <= 100)) return 'quality must be a whole number from 1 to 100';
      modifiers.quality = quality;
      return null;
    }
    case 'background': {
      const colour = value.replace(/^#/, '');
      if (!/^(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(colour)) return 'background must be a hex colour';
      modifiers.background = colour;
      return null;
    }
  }
}

function dimension(value: string): number | null {
  if (!/^\d{1,5}$/.test(value)) return null;
  const size = Number(value);
  return size >= 1 && size <= maxImageDimension ? size : null;
}

function fail(error: string): ParsedModifiers {
  return { ok: false, error };
}

export type ParsedIpxPath =
  { ok: true; modifiers: ImageModifiers; modifiersSegment: string; sourcePath: string } | { ok: false; error: string };

/**
 * Splits `/_ipx/<modifiers>/<path>` (a URL pathname, still percent-encoded) into validated modifiers
 * and the decoded source path (`images/hero-dawn.svg`). Paths with `.`/`..` segments, empty segments,
 * null bytes or bad escapes are refused.
 */
export function parseIpxPath(pathname: string): ParsedIpxPath {
  const prefix = '/_ipx/';
  if (!pathname.startsWith(prefix)) return { ok: false, error: 'not an image proxy path' };
  let segments: string[];
  try {
    segments = pathname
      .slice(prefix.length)
      .split('/')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return { ok: false, error: 'bad percent-encoding' };
  }
  const [modifiersSegment, ...pathSegments] = segments;
  if (!modifiersSegment || pathSegments.length === 0) return { ok: false, error: 'expected /_ipx/<modifiers>/<path>' };
  if (pathSegments.some((segment) => segment === '' || segment === '.' || segment === '..' || /[\0\\/]/.test(segment))) {
    return { ok: false, error: 'bad source path' };
  }
  const parsed = parseIpxModifiers(modifiersSegment);
  if (!parsed.ok) return parsed;
  return { ok: true, modifiers: parsed.modifiers, modifiersSegment, sourcePath: pathSegments.join('/') };
}
