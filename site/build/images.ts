import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { heroImage } from '../../src/data/hero-image';
import { parseIpxPath } from '../../src/platform/image-modifiers';
import { readImageMeta, renderImageVariant } from '../../server/images/image-render';
import { imageSources, imageSourceUrls, type ImageSourcesInput } from '../../src/platform/image-sizes';

/** Every image the content shows, as the `<Image>` props it is shown with. */
export const contentImages: readonly ImageSourcesInput[] = [heroImage];

export interface PrerenderOptions {
  /** The built site, e.g. `dist/site`. */
  outDir: string;
  /** Source images, copied to `<outDir>/images`. @default 'site/images' */
  sourceDir?: string;
  /** @default contentImages */
  images?: readonly ImageSourcesInput[];
  log?: (message: string) => void;
}

export interface PrerenderedVariant {
  /** Root-relative URL, as the component requests it (after its asset base). */
  url: string;
  /** File written under `outDir`. */
  file: string;
}

/** Every `/_ipx/...` URL the given images request: their `src` and every `srcset` candidate. */
export function variantUrls(images: readonly ImageSourcesInput[] = contentImages): string[] {
  return [...new Set(images.flatMap((image) => imageSourceUrls(imageSources({ ...image, base: '' }))))];
}

/**
 * Copies the source images into the site and renders every variant the content uses into
 * `<outDir>/_ipx/<modifiers>/<path>`, the static answer to exactly the URLs `<Image>` builds. An image
 * whose metadata cannot be read is logged (0 × 0) and skipped, not fatal.
 */
export async function prerenderImages({
  outDir,
  sourceDir = 'site/images',
  images = contentImages,
  log = console.warn,
}: PrerenderOptions): Promise<PrerenderedVariant[]> {
  await cp(sourceDir, join(outDir, 'images'), { recursive: true });
  // Variants of images the content no longer uses must not linger from an earlier build.
  await rm(join(outDir, '_ipx'), { recursive: true, force: true });

  const written: PrerenderedVariant[] = [];
  for (const url of variantUrls(images)) {
    const parsed = parseIpxPath(url);
    if (!parsed.ok) throw new Error(`images: the content asks for an invalid variant ${url}: ${parsed.error}`);
    const source = join(outDir, ...parsed.sourcePath.split('/'));
    const meta = await readImageMeta(source, log);
    if (!meta.width || !meta.height) continue;
    const data = await readFile(source);
    const rendered = await renderImageVariant(data, parsed.modifiers, meta.format);
    const file = join(outDir, '_ipx', parsed.modifiersSegment, ...parsed.sourcePath.split('/'));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, rendered.data);
    written.push({ url, file });
  }
  return written;
}
