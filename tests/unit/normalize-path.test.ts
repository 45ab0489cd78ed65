import { describe, expect, it } from 'vitest';
import { normalizePath } from '../../src/app/create-app';
import routePaths from '../fixtures/cases/route-paths.json';

describe('normalizePath', () => {
  it.each(routePaths.normalizePath)('%j -> %j', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });

  it('removes only one leading hash', () => {
    expect(normalizePath('##/a')).toBe('/#/a');
  });
});
