import type { ImageSourcesInput } from '../platform/image-sizes';

/**
 * The home hero's illustration (amber dawn over the guild's keep, site/images/hero-dawn.svg, 4:3).
 * One definition for the page and for the build, which pre-renders exactly the variants it names.
 * Shown from a container width of 860 px in a column of 360 px, 420 px from 1024 px and 480 px from
 * 1200 px; a container is never wider than the viewport, so `sizes` never promises less than is shown.
 */
export const heroImage = {
  src: '/images/hero-dawn.svg',
  width: 480,
  height: 360,
  sizes: 'md:360px lg:420px 1200:480px',
} as const satisfies ImageSourcesInput;
