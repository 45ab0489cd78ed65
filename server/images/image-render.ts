/**
 * Node only (the build and the server; never imported by browser code, not exported from the index):
 * reads image metadata and renders proxy variants with sharp.
 */
import { createRequire } from 'node:module';
import type { Sharp, SharpOptions } from 'sharp';
import type { ImageFormat, ImageModifiers } from '../../src/platform/image-url';

type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;

let sharpFactory: SharpFactory | null | undefined;

/**
 * sharp, loaded on first use through `require`: the server bundle keeps it external (it ships native
 * binaries), and a server installed without dev dependencies still serves the pre-rendered files.
 * `null` when it is not installed.
 */
export function loadSharp(): SharpFactory | null {
  if (sharpFactory === undefined) {
    try {
      sharpFactory = createRequire(import.meta.url)('sharp') as SharpFactory;
    } catch {
      sharpFactory = null;
    }
  }
  return sharpFactory;
}

export interface ImageMeta {
  width: number;
  height: number;
  format?: string;
}

/**
 * Width and height of an image file or buffer. When they cannot be read (missing file, not an image,
 * no sharp) they are 0 × 0 and the reason is logged: a broken image must not break the build.
 */
export async function readImageMeta(input: string | Buffer, log: (message: string) => void = console.warn): Promise<ImageMeta> {
  const label = typeof input === 'string' ? input : 'image buffer';
  const sharp = loadSharp();
  if (!sharp) {
    log(`[images] cannot read the metadata of ${label}: sharp is not installed; using 0 x 0`);
    return { width: 0, height: 0 };
  }
  try {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return { width: meta.width, height: meta.height, format: meta.format };
  } catch (error) {
    log(`[images] cannot read the metadata of ${label}: ${error instanceof Error ? error.message : String(error)}; using 0 x 0`);
    return { width: 0, height: 0 };
  }
}

export const imageContentTypes: Record<ImageFormat | 'svg' | 'gif', string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  gif: 'image/gif',
};

export interface RenderedImage {
  data: Buffer;
  contentType: string;
}

/** Vector sources are rasterised at this DPI by default; higher densities make them sharp when enlarged. */
const baseDensity = 72;
const maxDensity = 72 * 16;

/**
 * Renders one variant: the `_ipx` modifiers applied to a source image. Resizing follows ipx: `w`/`h`
 * keep the aspect ratio, `s_<w>x<h>` fills the box (`fit`, default cover). Vector sources are
 * rasterised at the density the target size needs, so they are never upscaled bitmaps.
 */
export async function renderImageVariant(source: Buffer, modifiers: ImageModifiers, sourceFormat?: string): Promise<RenderedImage> {
  const sharp = loadSharp();
  if (!sharp) throw new Error('sharp is not installed: run npm install');
  const { width, height, fit, format, quality, background } = modifiers;
  const options: SharpOptions = {};
  if (sourceFormat === 'svg') {
    const intrinsic = await readImageMeta(source, () => {});
    const scale = Math.max(
      width && intrinsic.width ? width / intrinsic.width : 1,
      height && intrinsic.height ? height / intrinsic.height : 1,
      1,
    );
    options.density = Math.min(maxDensity, Math.ceil(baseDensity * scale));
  }
  let pipeline = sharp(source, options);
  if (width || height) {
    pipeline = pipeline.resize({
      width,
      height,
      fit: fit ?? 'cover',
      background: background ? `#${background}` : { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  const outputFormat = format ?? (sourceFormat === 'svg' ? 'png' : undefined);
  if (background && outputFormat !== 'png' && outputFormat !== 'webp' && outputFormat !== 'avif')
    pipeline = pipeline.flatten({ background: `#${background}` });
  switch (outputFormat) {
    case 'webp':
      pipeline = pipeline.webp({ quality });
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality });
      break;
    case 'png':
      pipeline = pipeline.png();
      break;
    case 'jpeg':
    case 'jpg':
      pipeline = pipeline.jpeg({ quality, mozjpeg: true });
      break;
    default:
      break;
  }
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  const contentType = imageContentTypes[(outputFormat ?? info.format) as keyof typeof imageContentTypes] ?? 'application/octet-stream';
  return { data, contentType };
}
