import { describe, expect, it } from 'vitest';
import { parseIpxModifiers, parseIpxPath } from '../../src/platform/image-modifiers';
import { ipxModifiers, type ImageModifiers } from '../../src/platform/image-url';
import ipx from '../fixtures/cases/ipx.json';

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

  it.each(ipx.refusedModifiers)('refuses %s (%j)', (_name, segment) => {
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

  it.each(ipx.refusedPaths)('refuses %s', (_name, pathname) => {
    expect(parseIpxPath(pathname).ok).toBe(false);
  });
});
