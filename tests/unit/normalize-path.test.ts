import { describe, expect, it } from 'vitest';
import { normalizePath } from '../../src/app/create-app';

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['   ', '/'],
    ['#', '/'],
    ['#/', '/'],
    ['/raider/signups', '/raider/signups'],
    ['raider/signups', '/raider/signups'],
    ['#/raider/signups', '/raider/signups'],
    ['#raider/signups', '/raider/signups'],
    ['  /values  ', '/values'],
    [' #/values ', '/values'],
    ['/nope?x=1', '/nope?x=1'],
    ['values?tab=2#top', '/values?tab=2#top'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('removes only one leading hash', () => {
    expect(normalizePath('##/a')).toBe('/#/a');
  });
});
