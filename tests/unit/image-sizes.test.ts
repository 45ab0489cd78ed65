import { describe, expect, it } from 'vitest';
import { breakpoints, densities, imageSources, imageSourceUrls, parseSizes, sizesAttribute } from '../../src/platform/image-sizes';

/** `[url, descriptor]` pairs of a srcset. */
const candidates = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ') as [string, string]);

describe('constants', () => {
  it('has the reference breakpoints and densities', () => {
    expect(breakpoints).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 });
    expect(densities).toEqual([1, 2]);
  });
});

describe('imageSources: fixed width', () => {
  it('gives 1x and 2x candidates, webp by default, and no sizes', () => {
    const result = imageSources({ src: '/images/a.png', width: 300 });
    expect(result).toEqual({
      src: '/_ipx/w_300&f_webp/images/a.png',
      srcset: '/_ipx/w_300&f_webp/images/a.png 1x, /_ipx/w_600&f_webp/images/a.png 2x',
    });
    expect(result.sizes).toBeUndefined();
  });

  it('doubles both sides of a resize for 2x and keeps the other modifiers', () => {
    const result = imageSources({
      src: 'a.png',
      width: 200,
      height: 100,
      base: './',
      modifiers: { format: 'avif', quality: 70, fit: 'contain' },
    });
    expect(candidates(result.srcset)).toEqual([
      ['./_ipx/f_avif&q_70&fit_contain&s_200x100/a.png', '1x'],
      ['./_ipx/f_avif&q_70&fit_contain&s_400x200/a.png', '2x'],
    ]);
    expect(result.src).toBe('./_ipx/f_avif&q_70&fit_contain&s_200x100/a.png');
  });
});

describe('imageSources: responsive', () => {
  it('gives a width candidate per breakpoint and density, sorted, with a matching sizes attribute', () => {
    const result = imageSources({ src: '/h.svg', width: 400, height: 300, sizes: 'sm:100vw md:50vw lg:400px' });
    // sm: 640 (x1 640, x2 1280); md: 50% of 768 = 384 (384, 768); lg: 400 (400, 800).
    expect(candidates(result.srcset).map(([, descriptor]) => descriptor)).toEqual(['384w', '400w', '640w', '768w', '800w', '1280w']);
    expect(candidates(result.srcset)[0]![0]).toBe('/_ipx/f_webp&s_384x288/h.svg');
    expect(result.sizes).toBe('(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 400px');
    expect(result.src).toBe('/_ipx/f_webp&s_1280x960/h.svg');
  });

  it('de-duplicates candidates of the same width', () => {
    // sm 320 -> 320, 640; md 640 -> 640, 1280: 640 once.
    const result = imageSources({ src: '/a.png', width: 320, sizes: 'sm:320px md:640px' });
    expect(candidates(result.srcset)).toEqual([
      ['/_ipx/w_320&f_webp/a.png', '320w'],
      ['/_ipx/w_640&f_webp/a.png', '640w'],
      ['/_ipx/w_1280&f_webp/a.png', '1280w'],
    ]);
  });

  it('keeps the height ratio of width × height for every candidate', () => {
    const result = imageSources({ src: '/a.png', width: 480, height: 360, sizes: 'md:360px' });
    expect(candidates(result.srcset)).toEqual([
      ['/_ipx/f_webp&s_360x270/a.png', '360w'],
      ['/_ipx/f_webp&s_720x540/a.png', '720w'],
    ]);
    expect(result.sizes).toBe('360px');
  });

  it('names every URL once for the build', () => {
    const sources = imageSources({ src: '/a.png', width: 480, height: 360, sizes: 'md:360px lg:420px' });
    expect(imageSourceUrls(sources)).toEqual([
      '/_ipx/f_webp&s_840x630/a.png',
      '/_ipx/f_webp&s_360x270/a.png',
      '/_ipx/f_webp&s_420x315/a.png',
      '/_ipx/f_webp&s_720x540/a.png',
    ]);
  });
});

describe('parseSizes and the sizes attribute', () => {
  it.each([
    [
      'breakpoint keys, any order',
      'lg:400px sm:100vw',
      [
        { size: '100vw', screen: 640, width: 640 },
        { size: '400px', screen: 1024, width: 400 },
      ],
    ],
    [
      'commas as separators',
      'xs:100vw, 2xl:50vw',
      [
        { size: '100vw', screen: 320, width: 320 },
        { size: '50vw', screen: 1536, width: 768 },
      ],
    ],
    ['a bare number is px', 'md:300', [{ size: '300px', screen: 768, width: 300 }]],
    ['a numeric breakpoint', '900:50vw', [{ size: '50vw', screen: 900, width: 450 }]],
    [
      'a bare default sorts first and is sized for xs',
      '100vw md:400px',
      [
        { size: '100vw', screen: 0, width: 320 },
        { size: '400px', screen: 768, width: 400 },
      ],
    ],
    ['a later entry for the same screen wins', 'md:100px md:200px', [{ size: '200px', screen: 768, width: 200 }]],
    ['unknown breakpoints and units are skipped', 'huge:100vw md:20em lg:30%', []],
    ['empty', '', []],
  ])('%s', (_name, input, expected) => {
    expect(parseSizes(input)).toEqual(expected);
  });

  it.each([
    ['one entry is unconditional', 'md:400px', '400px'],
    [
      'each size applies up to the next breakpoint',
      'sm:100vw md:50vw lg:400px',
      '(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 400px',
    ],
    ['with a bare default', '100vw lg:33vw', '(max-width: 1024px) 100vw, 33vw'],
  ])('%s', (_name, input, expected) => {
    expect(sizesAttribute(parseSizes(input))).toBe(expected);
  });
});
