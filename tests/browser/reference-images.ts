import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/** Reference screenshots, committed; `UPDATE_REFERENCE=1` rewrites them from the current build. */
export const referenceDirectory = 'tests/browser/reference';
/** Where a failed comparison leaves the actual screenshot and a diff image (gitignored). */
export const outputDirectory = 'tests/output/visual';

export interface ImageComparison {
  /** Pixels whose colour differs by more than `channelThreshold` in any channel (or that only one image has). */
  differing: number;
  total: number;
  /** differing / total */
  ratio: number;
  /** `null` when both images have the same size, else e.g. `360×1621 against 360×1509`. */
  sizeChange: string | null;
  /** The difference drawn in red over a faint copy of the reference. */
  diff: Buffer;
}

/** Decodes a PNG to RGB pixels, grown to `width` × `height` with magenta where it has none. */
async function pixels(png: Buffer, width: number, height: number): Promise<Buffer> {
  const image = sharp(png).removeAlpha();
  const meta = await image.metadata();
  return image
    .extend({ right: width - meta.width!, bottom: height - meta.height!, background: '#ff00ff' })
    .raw()
    .toBuffer();
}

/**
 * Compares two screenshots pixel by pixel. A pixel counts as different when a channel moves by more
 * than `channelThreshold` (0–255): anti-aliasing noise stays under it, a moved edge does not. Images of
 * different sizes are compared on the larger canvas, so a page that grew still gets a diff to look at.
 */
export async function compareImages(actual: Buffer, reference: Buffer, channelThreshold = 32): Promise<ImageComparison> {
  const [actualMeta, referenceMeta] = await Promise.all([sharp(actual).metadata(), sharp(reference).metadata()]);
  const width = Math.max(actualMeta.width!, referenceMeta.width!);
  const height = Math.max(actualMeta.height!, referenceMeta.height!);
  const [a, b] = await Promise.all([pixels(actual, width, height), pixels(reference, width, height)]);
  const diff = Buffer.alloc(width * height * 3);
  let differing = 0;
  for (let pixel = 0; pixel < width * height; pixel++) {
    const offset = pixel * 3;
    let moved = false;
    for (let channel = 0; channel < 3; channel++) {
      if (Math.abs(a[offset + channel]! - b[offset + channel]!) > channelThreshold) moved = true;
    }
    if (moved) {
      differing++;
      diff.set([255, 0, 0], offset);
    } else {
      const grey = Math.round(0.8 * 255 + 0.2 * b[offset]!);
      diff.set([grey, grey, grey], offset);
    }
  }
  const total = width * height;
  const sameSize = actualMeta.width === referenceMeta.width && actualMeta.height === referenceMeta.height;
  return {
    differing,
    total,
    ratio: differing / total,
    sizeChange: sameSize ? null : `${actualMeta.width}×${actualMeta.height} against ${referenceMeta.width}×${referenceMeta.height}`,
    diff: await sharp(diff, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  };
}

export interface ReferenceCheck {
  ok: boolean;
  message: string;
}

/**
 * Checks a screenshot against `tests/browser/reference/<name>.png`: at most `tolerance` of its pixels
 * may differ. On a mismatch the actual image and a diff go to `tests/output/visual/`. With
 * `UPDATE_REFERENCE=1` the reference is (re)written instead. A missing reference is a failure, never a
 * silent pass.
 */
export async function checkAgainstReference(
  name: string,
  actual: Buffer,
  { tolerance = 0.005, update = process.env.UPDATE_REFERENCE === '1' }: { tolerance?: number; update?: boolean } = {},
): Promise<ReferenceCheck> {
  const referencePath = `${referenceDirectory}/${name}.png`;
  if (update) {
    await mkdir(referenceDirectory, { recursive: true });
    await writeFile(referencePath, await sharp(actual).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer());
    return { ok: true, message: `${referencePath} written` };
  }
  if (!existsSync(referencePath)) {
    return { ok: false, message: `${referencePath} is missing: create it with UPDATE_REFERENCE=1 npm run test:browser` };
  }
  const comparison = await compareImages(actual, await readFile(referencePath));
  const percent = (comparison.ratio * 100).toFixed(2);
  if (comparison.sizeChange === null && comparison.ratio <= tolerance)
    return { ok: true, message: `${name}: ${percent}% of pixels differ` };
  await mkdir(outputDirectory, { recursive: true });
  await writeFile(`${outputDirectory}/${name}-actual.png`, actual);
  await writeFile(`${outputDirectory}/${name}-diff.png`, comparison.diff);
  const size = comparison.sizeChange ? `, size ${comparison.sizeChange}` : '';
  return {
    ok: false,
    message:
      `${name}: ${percent}% of pixels differ (${comparison.differing} of ${comparison.total}; tolerance ${(tolerance * 100).toFixed(2)}%${size}): ` +
      `see ${outputDirectory}/${name}-actual.png and ${name}-diff.png`,
  };
}
