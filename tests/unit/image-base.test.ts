import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultAssetBase, moduleAssetBase } from '../../src/platform/image-base';
import assetBase from '../fixtures/cases/asset-base.json';

describe('moduleAssetBase', () => {
  it.each(assetBase.moduleAssetBase)('%s', (_name, moduleUrl, expected) => {
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
