import { sampleGuild } from '../../src/data/guild';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { heroImage } from '../../src/data/hero-image';
import { imageSources, moduleAssetBase } from '../../src/platform';
import { AssetProvider, Image } from '../../src/ui';
import { cleanupApps, mountApp } from './helpers/mount-app';
import { waitForElement } from './helpers/wait-for';
import { rootsPerTest } from './helpers/react-roots';

afterEach(() => {
  cleanupApps();
});
const render = rootsPerTest();

async function renderImage(node: ReactNode): Promise<HTMLImageElement> {
  const container = render(node);
  return waitForElement(container, 'img');
}

describe('<Image>', () => {
  it('always sets width and height, loads lazily and decodes asynchronously', async () => {
    const image = await renderImage(<Image src="/images/a.png" width={300} height={200} alt="Zamek o świcie" />);
    expect(image.getAttribute('width')).toBe('300');
    expect(image.getAttribute('height')).toBe('200');
    expect(image.getAttribute('alt')).toBe('Zamek o świcie');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('a fixed-width image gets 1x and 2x candidates through the proxy, and no sizes', async () => {
    const image = await renderImage(<Image src="/images/a.png" width={300} height={200} alt="" />);
    expect(image.getAttribute('src')).toBe('/_ipx/f_webp&s_300x200/images/a.png');
    expect(image.getAttribute('srcset')).toBe('/_ipx/f_webp&s_300x200/images/a.png 1x, /_ipx/f_webp&s_600x400/images/a.png 2x');
    expect(image.hasAttribute('sizes')).toBe(false);
  });

  it('a responsive image gets width candidates and the matching sizes, under the asset base', async () => {
    const image = await renderImage(
      <AssetProvider assetBase="https://raid.example/">
        <Image src="/images/a.png" width={400} height={300} sizes="sm:100vw md:50vw lg:400px" quality={70} fit="cover" alt="" />
      </AssetProvider>,
    );
    const expected = imageSources({
      src: '/images/a.png',
      width: 400,
      height: 300,
      sizes: 'sm:100vw md:50vw lg:400px',
      base: 'https://raid.example/',
      modifiers: { quality: 70, fit: 'cover' },
    });
    expect(image.getAttribute('srcset')).toBe(expected.srcset);
    expect(image.getAttribute('sizes')).toBe('(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 400px');
    expect(image.getAttribute('src')).toBe('https://raid.example/_ipx/f_webp&q_70&fit_cover&s_1280x960/images/a.png');
  });

  it('loads eagerly with priority', async () => {
    const image = await renderImage(<Image src="/a.png" width={10} height={10} alt="" priority />);
    expect(image.getAttribute('loading')).toBe('eager');
  });
});

describe('home hero image', () => {
  it('shows the hero illustration with the variants the build pre-renders, under the given asset base', async () => {
    const { target } = mountApp({ route: '/', assetBase: 'https://raid.example/' });
    const image = await waitForElement<HTMLImageElement>(target, 'img[srcset]');
    const expected = imageSources({ ...heroImage, base: 'https://raid.example/' });
    expect(image.getAttribute('srcset')).toBe(expected.srcset);
    expect(image.getAttribute('sizes')).toBe(expected.sizes);
    expect(image.getAttribute('width')).toBe(String(heroImage.width));
    expect(image.getAttribute('height')).toBe(String(heroImage.height));
    // The guild config's description of its picture, not an empty alt.
    expect(image.getAttribute('alt')).toBe(sampleGuild.images.hero.alt);
  });

  it('a widget defaults to the server root its core was loaded from', async () => {
    const { target } = mountApp({ route: '/' });
    const image = await waitForElement<HTMLImageElement>(target, 'img[srcset]');
    expect(image.getAttribute('src')!.startsWith(`${moduleAssetBase()}_ipx/f_webp&s_`)).toBe(true);
  });
});
