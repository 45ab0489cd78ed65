import { afterEach, describe, expect, it, vi } from 'vitest';
import { backendUrl, createRaidApiSource } from '../../src/app/raid-api-source';
import { sampleGuild } from '../../src/data/guild';
import { createGuildStore } from '../../src/stores';

const guild = () => createGuildStore(sampleGuild);

describe('choosing the raid data adapter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    [undefined, 'https://guild.example/panel/', 'https://guild.example/panel/api'],
    ['', 'https://guild.example/', 'https://guild.example/api'],
    ['https://raids.example/api/', 'https://guild.example/', 'https://raids.example/api'],
    ['local', 'https://guild.example/', null],
    [' local ', 'https://guild.example/', null],
  ])('api %j with the app at %s talks to %s', (api, base, expected) => {
    expect(backendUrl(api, base)).toBe(expected);
  });

  it('uses the local demo store for api="local", with its own session key', async () => {
    const source = createRaidApiSource({ api: 'local', defaultBase: 'https://guild.example/', guild: guild() });
    expect(source.sessionKey).toBe('raider-panel:session:local');
    expect((await source.get()).kind).toBe('local');
  });

  it('uses the default backend when its health check answers', async () => {
    const fetch = vi.fn(
      async (_url: string | URL) => new Response(JSON.stringify({ service: 'raider-panel', status: 'ok' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const source = createRaidApiSource({ api: undefined, defaultBase: 'https://guild.example/', guild: guild() });
    expect(source.sessionKey).toBe('raider-panel:session:https://guild.example/api');
    expect((await source.get()).kind).toBe('http');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://guild.example/api/health');
  });

  it.each([
    ['no server', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a static host answering HTML', async () => new Response('<!doctype html><title>Gildia</title>', { status: 200 })],
    ['a 404', async () => new Response('not found', { status: 404 })],
  ])('falls back to the local demo store when the default backend is %s', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    const source = createRaidApiSource({ api: undefined, defaultBase: 'https://guild.example/', guild: guild() });
    expect((await source.get()).kind).toBe('local');
  });

  it('never probes a backend the host named, and creates the adapter once', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const source = createRaidApiSource({ api: 'https://raids.example/api', defaultBase: 'https://guild.example/', guild: guild() });
    const first = await source.get();
    expect(first.kind).toBe('http');
    expect(await source.get()).toBe(first);
    expect(fetch).not.toHaveBeenCalled();
  });
});
