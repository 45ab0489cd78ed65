import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleGuild, type GuildConfig } from '../../src/data';
import { configTimeoutMs, loadGuildConfig } from '../../src/data/guild-config';
import { quietConsolePerTest } from '../kit/console';

const url = 'https://guild.example/guild.json';
const otherGuild: GuildConfig = { ...structuredClone(sampleGuild), name: 'Srebrny Zmierzch' };

function respond(body: string, status = 200): typeof fetch {
  return vi.fn(async () => new Response(body, { status })) as unknown as typeof fetch;
}

const warn = quietConsolePerTest('warn');
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function warnings(): string[] {
  return warn.mock.calls.map((call) => String(call[0]));
}

describe('loadGuildConfig', () => {
  it('loads a valid config from a URL without a warning', async () => {
    const fetch = respond(JSON.stringify(otherGuild));
    await expect(loadGuildConfig(url, { fetch })).resolves.toEqual(otherGuild);
    expect(fetch).toHaveBeenCalledWith(url, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(warnings()).toEqual([]);
  });

  it('uses the defaults and warns once on a 404', async () => {
    await expect(loadGuildConfig(url, { fetch: respond('Not found', 404) })).resolves.toBe(sampleGuild);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(
      /^\[raider-panel\] could not load the guild config from https:\/\/guild\.example\/guild\.json \(HTTP 404\)/,
    );
  });

  it('uses the defaults and warns once on a network error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(loadGuildConfig(url, { fetch })).resolves.toBe(sampleGuild);
    expect(warnings()).toEqual([expect.stringMatching(/^\[raider-panel\] .*Failed to fetch/)]);
  });

  it('uses the defaults and warns once on bad JSON', async () => {
    await expect(loadGuildConfig(url, { fetch: respond('{ "name": ') })).resolves.toBe(sampleGuild);
    expect(warnings()).toEqual([expect.stringMatching(/^\[raider-panel\] .*not JSON/)]);
  });

  it('gives up after 5 s (fake timers) with the defaults and one warning', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as unknown as typeof globalThis.fetch;
    let result: GuildConfig | undefined;
    void loadGuildConfig(url, { fetch }).then((config) => (result = config));
    await vi.advanceTimersByTimeAsync(configTimeoutMs - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(sampleGuild);
    expect(warnings()).toEqual([expect.stringMatching(/^\[raider-panel\] .*no answer within 5000 ms/)]);
  });

  it('uses the defaults for an invalid config, with exactly one warning naming the field', async () => {
    const invalid = { ...structuredClone(sampleGuild), signupLockMinutes: -5 };
    await expect(loadGuildConfig(url, { fetch: respond(JSON.stringify(invalid)) })).resolves.toBe(sampleGuild);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/^\[raider-panel\] invalid guild config from https:\/\/guild\.example\/guild\.json/);
    expect(warnings()[0]).toContain('signupLockMinutes: expected an integer 0–1440, got -5');
  });

  it('validates an object directly (valid: no request, no warning)', async () => {
    const fetch = vi.fn() as unknown as typeof globalThis.fetch;
    await expect(loadGuildConfig(otherGuild, { fetch })).resolves.toBe(otherGuild);
    expect(fetch).not.toHaveBeenCalled();
    expect(warnings()).toEqual([]);
  });

  it('an invalid object gives the given fallback and one warning listing at most five fields', async () => {
    const fallback = otherGuild;
    const invalid = { name: '', tagline: '', about: [], timezone: 'Mars/Olympus', values: [], manifesto: [], testimonials: [] };
    await expect(loadGuildConfig(invalid, { fallback })).resolves.toBe(fallback);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/^\[raider-panel\] invalid guild config object.*name: expected a non-empty string/);
    expect(warnings()[0]).toMatch(/\(and \d+ more\)$/);
  });

  it('stays silent when the caller aborts (the app unmounted)', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    ) as unknown as typeof globalThis.fetch;
    const loading = loadGuildConfig(url, { fetch, signal: controller.signal });
    controller.abort();
    await expect(loading).resolves.toBe(sampleGuild);
    expect(warnings()).toEqual([]);
  });
});
