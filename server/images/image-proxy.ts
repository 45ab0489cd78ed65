/**
 * Node only: answers `/_ipx/<modifiers>/<path>` for the server. Pre-rendered variants (written by the
 * build into `<siteDir>/_ipx/...`) are sent as they are; any other valid variant is rendered on demand
 * from the source image in the site directory and kept in a bounded in-memory cache.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { parseIpxPath } from '../../src/platform/image-modifiers';
import { imageContentTypes, loadSharp, readImageMeta, renderImageVariant, type RenderedImage } from './image-render';
import type { ImageModifiers } from '../../src/platform/image-url';

export interface ImageProxyResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

export interface ImageProxyOptions {
  /** Directory of the built site: sources at `<siteDir>/<path>`, pre-rendered variants under `_ipx/`. */
  siteDir: string;
  /** Rendered variants kept in memory. @default 64 */
  maxEntries?: number;
  /** Total bytes kept in memory. @default 64 MiB */
  maxBytes?: number;
  /**
   * The variants rendered on demand, as `<modifiers>/<path>` keys (see `variantKey`): those the site can
   * ask for. Each render costs seconds of CPU, so anything else is refused with 400. @default every valid one
   */
  offeredVariants?: ReadonlySet<string>;
  /** Renders running at once; further requests wait their turn. @default 2 */
  maxConcurrentRenders?: number;
  /** Requests waiting for a render slot; beyond that the proxy answers 503. @default 32 */
  maxQueuedRenders?: number;
}

/** The key of a variant in `offeredVariants`: its modifiers segment and source path, as parsed. */
export function variantKey(pathname: string): string | null {
  const parsed = parseIpxPath(pathname);
  return parsed.ok ? `${parsed.modifiersSegment}/${parsed.sourcePath}` : null;
}

/** Source types the proxy reads. */
const sourceTypes: Record<string, keyof typeof imageContentTypes> = {
  '.svg': 'svg',
  '.png': 'png',
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.webp': 'webp',
  '.avif': 'avif',
  '.gif': 'gif',
};

const immutable = 'public, max-age=31536000, immutable';

export function createImageProxy({
  siteDir,
  maxEntries = 64,
  maxBytes = 64 * 1024 * 1024,
  offeredVariants,
  maxConcurrentRenders = 2,
  maxQueuedRenders = 32,
}: ImageProxyOptions) {
  const cache = new Map<string, RenderedImage>();
  const rendering = new Map<string, Promise<RenderedImage>>();
  let cachedBytes = 0;
  let running = 0;
  const waiting: Array<() => void> = [];

  /** Runs `task` when a render slot is free: a burst of new variants queues instead of taking every core. */
  async function inRenderSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running >= maxConcurrentRenders) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  function remember(key: string, image: RenderedImage): void {
    cache.set(key, image);
    cachedBytes += image.data.length;
    // Oldest first: Map keeps insertion order, and a hit re-inserts its entry.
    for (const [oldKey, old] of cache) {
      if (cache.size <= maxEntries && cachedBytes <= maxBytes) break;
      cache.delete(oldKey);
      cachedBytes -= old.data.length;
    }
  }

  async function render(key: string, source: string, modifiers: ImageModifiers, sourceFormat: string): Promise<RenderedImage> {
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    let pending = rendering.get(key);
    if (!pending) {
      // One render per variant, however many requests ask for it at once.
      pending = inRenderSlot(async () => renderImageVariant(await readFile(source), modifiers, sourceFormat))
        .then((image) => {
          remember(key, image);
          return image;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  return async function handleImage(pathname: string): Promise<ImageProxyResponse> {
    const parsed = parseIpxPath(pathname);
    if (!parsed.ok) return text(400, `Bad image request: ${parsed.error}`);
    const { modifiers, modifiersSegment, sourcePath } = parsed;
    const sourceFormat = sourceTypes[extname(sourcePath).toLowerCase()];
    const source = join(siteDir, ...sourcePath.split('/'));
    if (!sourceFormat || sourcePath.startsWith('_ipx/') || !(await isFile(source))) return text(404, 'Unknown image');

    const outputFormat = modifiers.format ?? (sourceFormat === 'svg' && Object.keys(modifiers).length > 0 ? 'png' : sourceFormat);
    const contentType = imageContentTypes[outputFormat];
    const prebuilt = join(siteDir, '_ipx', modifiersSegment, ...sourcePath.split('/'));
    if (await isFile(prebuilt)) return image(await readFile(prebuilt), contentType);
    if (Object.keys(modifiers).length === 0) return image(await readFile(source), imageContentTypes[sourceFormat]);

    const key = `${modifiersSegment}/${sourcePath}`;
    if (offeredVariants && !offeredVariants.has(key) && !cache.has(key))
      return text(400, 'This image variant is not offered: only the sizes and formats the site uses are rendered');
    if (!loadSharp()) return text(503, 'Image rendering is not available on this server (sharp is not installed)');
    if (!cache.has(key) && !rendering.has(key) && running >= maxConcurrentRenders && waiting.length >= maxQueuedRenders)
      return text(503, 'Too many images are being rendered; try again shortly');
    try {
      const rendered = await render(key, source, modifiers, sourceFormat);
      return image(rendered.data, rendered.contentType);
    } catch (error) {
      const meta = await readImageMeta(source, () => {});
      console.warn(`[images] cannot render ${pathname}:`, error instanceof Error ? error.message : error);
      return text(meta.width ? 500 : 415, 'The image cannot be rendered');
    }
  };
}

export type ImageProxy = ReturnType<typeof createImageProxy>;

function image(body: Buffer, contentType: string): ImageProxyResponse {
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Cache-Control': immutable };
  // An SVG is a document: sent as an image, it still must not run anything if opened directly.
  if (contentType === imageContentTypes.svg) headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  return { status: 200, headers, body };
}

function text(status: number, message: string): ImageProxyResponse {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }, body: message };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
