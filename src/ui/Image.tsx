import { imageSources } from '../platform/image-sizes';
import type { ImageFit, ImageFormat } from '../platform/image-url';
import { useAssets } from './asset-context';

export interface ImageProps {
  /** Path of the source image inside the site, e.g. `/images/hero-dawn.svg`. */
  src: string;
  /** Displayed width in CSS px; always set as the attribute, so the page does not shift while loading. */
  width: number;
  /** Displayed height in CSS px; always set as the attribute. */
  height: number;
  /** Alternative text; `''` marks a decorative image. */
  alt: string;
  /** Responsive sizes, e.g. `md:360px lg:420px` (syntax: `ImageSourcesInput.sizes`); without: 1x and 2x. */
  sizes?: string;
  fit?: ImageFit;
  /** 1–100. */
  quality?: number;
  /** @default 'webp' */
  format?: ImageFormat;
  /** Background colour (hex) for transparent areas or `fit="contain"` bars. */
  background?: string;
  /** Above-the-fold image: loaded eagerly instead of lazily. @default false */
  priority?: boolean;
  className?: string;
}

/**
 * An image served through the image proxy (`<assetBase>/_ipx/<modifiers>/<path>`) with a `srcset` of
 * the sizes it is shown at. Width and height are always set, loading is lazy unless `priority`, decoding
 * is async.
 */
export function Image({ src, width, height, alt, sizes, fit, quality, format, background, priority = false, className }: ImageProps) {
  const { assetBase } = useAssets();
  const sources = imageSources({ src, width, height, sizes, base: assetBase, modifiers: { format, fit, quality, background } });
  return (
    <img
      className={className}
      // Set before the sources: an image that is already loading cannot become lazy.
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      width={width}
      height={height}
      alt={alt}
      sizes={sources.sizes}
      srcSet={sources.srcset}
      src={sources.src}
    />
  );
}
