import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultAssetBase, moduleAssetBase } from '../../src/platform/image-base';

describe('moduleAssetBase', () => {
  it.each([
    ['a chunk in assets/ -> the server root', 'https://raid.example/assets/chunk-AB12.js', 'https://raid.example/'],
    ['under a sub-path', 'https://guild.example/panel/assets/core-XY.js', 'https://guild.example/panel/'],
    ['query and hash dropped', 'https://raid.example/assets/chunk.js?v=2#x', 'https://raid.example/'],
    ['a module at the root stays at the root', 'https://raid.example/core.js', 'https://raid.example/'],
    ['a local port', 'http://localhost:4173/assets/chunk.js', 'http://localhost:4173/'],
  ])('%s', (_name, moduleUrl, expected) => {
    expect(moduleAssetBase(moduleUrl)).toBe(expected);
  });

  it('falls back to ./ for something that is not a URL', () => {
    expect(moduleAssetBase('not a url')).toBe('./');
  });
});

describe('defaultAssetBase', () => {
  it("is ./ for the site and the loaded module's server root for a widget", () => {
    expect(defaultAssetBase('site')).toBe('./');
    // Here the module is src/platform/image-base.ts: its parent directory is src/.
    expect(defaultAssetBase('widget')).toBe(`${pathToFileURL(resolve('src')).href}/`);
  });
});
