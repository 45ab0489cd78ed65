import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { acceptsGzip, createRosterCache } from '../../server/raids/roster-cache';

describe('Accept-Encoding and gzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['gzip;q=0.01', true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['deflate, br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['x-gzip', false],
    ['*;q=0', false],
  ])('%j takes gzip: %s', (header, takes) => {
    expect(acceptsGzip(header)).toBe(takes);
  });
});

describe('the roster cache', () => {
  it('answers JSON bytes, or their gzip for a client that takes it, with the headers that say which', () => {
    const cache = createRosterCache();
    const rosters = [{ raidId: 'wtorek', accepted: ['Kasia'] }];
    const plain = cache.answer('rosters a b', () => rosters, 'identity');
    expect(plain.headers).toEqual({ 'Content-Type': 'application/json', Vary: 'Accept-Encoding' });
    expect(JSON.parse(Buffer.from(plain.body).toString('utf8'))).toEqual(rosters);
    const gzipped = cache.answer('rosters a b', () => rosters, 'gzip, br');
    expect(gzipped.headers).toEqual({ 'Content-Type': 'application/json', Vary: 'Accept-Encoding', 'Content-Encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(gzipped.body).toString('utf8'))).toEqual(rosters);
  });

  it('builds an answer once until a write invalidates it', () => {
    const cache = createRosterCache();
    const build = vi.fn(() => ({ built: build.mock.calls.length }));
    cache.answer('rosters a b', build, undefined);
    cache.answer('rosters a b', build, 'gzip');
    expect(build).toHaveBeenCalledTimes(1);
    cache.invalidate();
    expect(JSON.parse(Buffer.from(cache.answer('rosters a b', build, undefined).body).toString('utf8'))).toEqual({ built: 2 });
  });

  it('keeps at most its number of answers, dropping the oldest first', () => {
    const cache = createRosterCache(2);
    const build = vi.fn(() => []);
    for (const key of ['a', 'b', 'c', 'b', 'a']) cache.answer(key, build, undefined);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
