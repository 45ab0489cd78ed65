// @vitest-environment node
import { resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, resolveInside } from '../../server/static/static-files';
import cacheControl from '../fixtures/cases/cache-control.json';

const root = resolve('/srv/site');
const inside = (...parts: string[]) => [root, ...parts].join(sep);

function isInsideRoot(file: string | null): boolean {
  return file !== null && (file === root || file.startsWith(root + sep));
}

describe('resolveInside', () => {
  it.each([
    ['/', root],
    ['', root],
    ['/index.html', inside('index.html')],
    ['/assets/core-abc123.js', inside('assets', 'core-abc123.js')],
    ['/assets/./x.js', inside('assets', 'x.js')],
    ['/assets/../index.html', inside('index.html')],
    ['/_ipx/w_320/img%20one.png', inside('_ipx', 'w_320', 'img one.png')],
    ['/za%C5%BC%C3%B3%C5%82%C4%87.html', inside('zażółć.html')],
  ])('maps %j to a file inside the root', (urlPath, expected) => {
    expect(resolveInside(root, urlPath)).toBe(expected);
  });

  it.each([
    '/../etc/passwd',
    '/../../../../etc/passwd',
    '../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/%2E%2E/etc/passwd',
    '/..%2fsecret.txt',
    '/..%2F..%2Fetc%2Fpasswd',
    '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/..\\..\\secret.txt',
    '/../site-evil/index.html',
  ])('never leaves the root for %j', (urlPath) => {
    const file = resolveInside(root, urlPath);
    // Either refused, or clamped at the root: never a path outside it.
    expect(file === null || isInsideRoot(file), String(file)).toBe(true);
    expect(file).not.toBe(resolve('/etc/passwd'));
    expect(file).not.toBe(resolve('/srv/secret.txt'));
    expect((file ?? '').startsWith(resolve('/srv/site-evil'))).toBe(false);
  });

  it.each([
    ['null byte', '/index.html%00.png'],
    ['raw null byte', '/index.html\0'],
    ['null byte in a directory', '/assets%00/x.js'],
    ['bad percent-encoding', '/%E0%A4%A'],
    ['lone percent sign', '/100%.html'],
    ['invalid UTF-8 sequence', '/%C0%AF'],
    ['truncated escape', '/abc%'],
  ])('refuses a %s (%j) with null', (_name, urlPath) => {
    expect(resolveInside(root, urlPath)).toBeNull();
  });

  it('accepts a relative root and a root with a trailing separator', () => {
    expect(resolveInside('dist/site', '/index.html')).toBe(resolve('dist/site', 'index.html'));
    expect(resolveInside(`${root}${sep}`, '/index.html')).toBe(inside('index.html'));
  });
});

describe('cacheControlFor', () => {
  it.each(cacheControl.cacheControlFor)('%s -> %s', (urlPath, expected) => {
    expect(cacheControlFor(urlPath)).toBe(expected);
  });

  it('caches the loader for a short time only (shorter than a day)', () => {
    const maxAge = Number(/max-age=(\d+)/.exec(cacheControlFor('/raider-panel.js'))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThan(24 * 60 * 60);
    expect(cacheControlFor('/raider-panel.js')).not.toContain('immutable');
  });
});
