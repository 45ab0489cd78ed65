import type { GuildConfig } from '../../src/domain/guild-config-types';
import { heroImage } from '../../src/data/hero-image';
import { variantKey } from '../images/image-proxy';
import { imageSources, imageSourceUrls } from '../../src/platform/image-sizes';
import { imageUrl } from '../../src/platform/image-url';

/**
 * Every image variant the site can ask for, as `variantKey`s: the hero as the home page shows it (its
 * breakpoints × densities in its format, for the bundled image and for the guild config's own), and the
 * 2x variant the page head names for link previews. Only these are rendered on demand.
 */
export function offeredVariants(guild: GuildConfig): Set<string> {
  const hero = guild.images.hero;
  const shown = [heroImage, { ...heroImage, src: hero.src, width: hero.width, height: hero.height }];
  const urls = shown.flatMap((image) => imageSourceUrls(imageSources({ ...image, base: '' })));
  urls.push(imageUrl(hero.src, { format: 'webp', width: hero.width * 2, height: hero.height * 2 }, ''));
  return new Set(urls.map(variantKey).filter((key): key is string => key !== null));
}
