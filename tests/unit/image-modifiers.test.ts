import { describe, expect, it } from 'vitest';
import { parseIpxModifiers, parseIpxPath } from '../../src/platform/image-modifiers';
import { ipxModifiers, type ImageModifiers } from '../../src/platform/image-url';

describe('parseIpxModifiers', () => {
  it.each<[string, ImageModifiers]>([
    ['_', {}],
    ['f_webp', { format: 'webp' }],
    ['fit_contain', { fit: 'contain' }],
    ['w_320', { width: 320 }],
    ['h_2048', { height: 2048 }],
    ['s_640x480', { width: 640, height: 480 }],
    ['q_1', { quality: 1 }],
    ['q_100', { quality: 100 }],
    ['b_0f172a', { background: '0f172a' }],
    ['b_#fff', { background: 'fff' }],
    ['f_webp&q_80&fit_cover&s_360x270', { format: 'webp', quality: 80, fit: 'cover', width: 360, height: 270 }],
    ['fit_cover&f_avif&w_10', { fit: 'cover', format: 'avif', width: 10 }],
  ])('reads %j', (segment, expected) => {
    expect(parseIpxModifiers(segment)).toEqual({ ok: true, modifiers: expected });
  });

  it.each([
    ['an unknown key', 'x_1'],
    ['a long name instead of the key', 'width_320'],
    ['a repeated key', 'w_1&w_2'],
    ['a missing value', 'w_'],
    ['no separator', 'webp'],
    ['an empty pair', 'w_10&&f_webp'],
    ['an unknown format', 'f_gif'],
    ['an unknown fit', 'fit_stretch'],
    ['a width of 0', 'w_0'],
    ['a width above 2048', 'w_2049'],
    ['a negative height', 'h_-5'],
    ['a fractional width', 'w_10.5'],
    ['a resize above 2048', 's_2049x10'],
    ['a malformed resize', 's_640'],
    ['a resize with a width', 's_10x10&w_10'],
    ['quality 0', 'q_0'],
    ['quality above 100', 'q_101'],
    ['a background that is not hex', 'b_red;'],
    ['an empty segment', ''],
  ])('refuses %s (%j)', (_name, segment) => {
    expect(parseIpxModifiers(segment).ok).toBe(false);
  });

  it.each<ImageModifiers>([
    { format: 'webp', width: 360, height: 270 },
    { width: 10, format: 'png', quality: 5, background: 'abc', fit: 'inside' },
    {},
  ])('reads back what ipxModifiers writes: %j', (modifiers) => {
    expect(parseIpxModifiers(decodeURIComponent(ipxModifiers(modifiers)))).toEqual({ ok: true, modifiers });
  });
});

describe('parseIpxPath', () => {
  it('splits the modifiers from the decoded source path', () => {
    expect(parseIpxPath('/_ipx/f_webp&s_360x270/images/hero%20dawn.svg')).toEqual({
      ok: true,
      modifiers: { format: 'webp', width: 360, height: 270 },
      modifiersSegment: 'f_webp&s_360x270',
      sourcePath: 'images/hero dawn.svg',
    });
    expect(parseIpxPath('/_ipx/b_%23fff/a.png')).toMatchObject({ ok: true, modifiers: { background: 'fff' }, modifiersSegment: 'b_#fff' });
  });

  it.each([
    ['no source path', '/_ipx/w_10'],
    ['no source path after the slash', '/_ipx/w_10/'],
    ['a parent segment', '/_ipx/w_10/../secret.png'],
    ['an encoded parent segment', '/_ipx/w_10/%2e%2e/secret.png'],
    ['an encoded slash', '/_ipx/w_10/images%2F..%2Fsecret.png'],
    ['an encoded backslash', '/_ipx/w_10/..%5Csecret.png'],
    ['a null byte', '/_ipx/w_10/a.png%00.svg'],
    ['an empty segment', '/_ipx/w_10/images//a.png'],
    ['bad percent-encoding', '/_ipx/w_10/%E0%A4%A.png'],
    ['bad modifiers', '/_ipx/w_9999/a.png'],
    ['another prefix', '/images/a.png'],
  ])('refuses %s', (_name, pathname) => {
    expect(parseIpxPath(pathname).ok).toBe(false);
  });
});
