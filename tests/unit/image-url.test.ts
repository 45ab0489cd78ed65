import { describe, expect, it } from 'vitest';
import { encodeImagePath, imageUrl, ipxModifiers, type ImageModifiers } from '../../src/platform/image-url';

describe('ipxModifiers', () => {
  it.each<[string, ImageModifiers, string]>([
    ['format', { format: 'webp' }, 'f_webp'],
    ['fit', { fit: 'contain' }, 'fit_contain'],
    ['width', { width: 320 }, 'w_320'],
    ['height', { height: 200 }, 'h_200'],
    ['quality', { quality: 75 }, 'q_75'],
    ['background', { background: '0f172a' }, 'b_0f172a'],
    ['background with #, encoded', { background: '#fff' }, 'b_%23fff'],
  ])('%s -> key_value', (_name, modifiers, expected) => {
    expect(ipxModifiers(modifiers)).toBe(expected);
  });

  it.each<[string, ImageModifiers, string]>([
    ['width and height become one resize', { width: 640, height: 480 }, 's_640x480'],
    [
      'resize with the other modifiers',
      { width: 640, height: 480, format: 'webp', fit: 'cover', quality: 80 },
      'f_webp&q_80&fit_cover&s_640x480',
    ],
    ['width alone stays w', { width: 640, format: 'avif' }, 'w_640&f_avif'],
    ['height alone stays h', { height: 480, format: 'png', background: 'ffffff' }, 'h_480&f_png&b_ffffff'],
    ['all but a size', { format: 'jpeg', quality: 60, background: '000', fit: 'inside' }, 'f_jpeg&q_60&b_000&fit_inside'],
  ])('%s', (_name, modifiers, expected) => {
    expect(ipxModifiers(modifiers)).toBe(expected);
  });

  it.each<[string, ImageModifiers]>([
    ['no modifiers', {}],
    ['only undefined values', { width: undefined, format: undefined }],
    ['a zero width (unknown size)', { width: 0, height: 0 }],
  ])('%s -> _', (_name, modifiers) => {
    expect(ipxModifiers(modifiers)).toBe('_');
  });

  it('joins pairs with & and never with a comma', () => {
    const segment = ipxModifiers({ width: 1, format: 'webp', quality: 2, fit: 'fill' });
    expect(segment.split('&')).toEqual(['w_1', 'f_webp', 'q_2', 'fit_fill']);
    expect(segment).not.toContain(',');
  });
});

describe('imageUrl', () => {
  it.each([
    ['root-relative without a base', '/images/hero.svg', { width: 320 }, '', '/_ipx/w_320/images/hero.svg'],
    ['site base ./', '/images/hero.svg', { format: 'webp' as const }, './', './_ipx/f_webp/images/hero.svg'],
    [
      'widget base (absolute, trailing slash)',
      'images/hero.svg',
      {},
      'https://raid.example/',
      'https://raid.example/_ipx/_/images/hero.svg',
    ],
    [
      'base without trailing slash',
      '/a.png',
      { width: 10, height: 20 },
      'https://raid.example/panel',
      'https://raid.example/panel/_ipx/s_10x20/a.png',
    ],
    ['encodes path segments', '/images/świt nad zamkiem.png', { width: 8 }, '', '/_ipx/w_8/images/%C5%9Bwit%20nad%20zamkiem.png'],
  ])('%s', (_name, src, modifiers, base, expected) => {
    expect(imageUrl(src, modifiers, base)).toBe(expected);
  });

  it('keeps slashes between path segments and drops leading ones', () => {
    expect(encodeImagePath('//images/sub/a b.svg')).toBe('images/sub/a%20b.svg');
  });
});
