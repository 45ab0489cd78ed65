// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { raidApiMessages } from '../../src/domain';
import { createHttpRaidApi, probeBackend } from '../../src/data/raids/http';
import { failure } from '../contract/api-failure';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fetch that records each request and answers with `respond`. */
function fakeFetch(respond: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const request: Sent = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body as string | undefined,
    };
    sent.push(request);
    // Like a real fetch, an abort (the adapter's timeout) rejects the pending request.
    const aborted = new Promise<never>((_, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );
    return Promise.race([respond(request), aborted]);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function apiWith(respond: (sent: Sent) => Response | Promise<Response>, timeoutMs = 1000) {
  const fake = fakeFetch(respond);
  return {
    api: createHttpRaidApi({ baseUrl: 'https://guild.example/api/', fetch: fake.fetch, timeoutMs, events: new EventTarget() as never }),
    sent: fake.sent,
    fetch: fake.fetch,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpRaidApi: requests', () => {
  it('sends an answer as PUT to the raid, with the token and without the raid id in the body', async () => {
    const { api, sent } = apiWith(() => json({ signup: {}, roster: {} }));
    await api.saveSignup('tok', 'wtorek-2026-03-03', { status: 'late', role: 'healer', note: 'Będę 10 minut później' });
    expect(sent).toEqual([
      {
        url: 'https://guild.example/api/raids/wtorek-2026-03-03/signup',
        method: 'PUT',
        headers: { accept: 'application/json', authorization: 'Bearer tok', 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'late', role: 'healer', note: 'Będę 10 minut później' }),
      },
    ]);
  });

  it('refuses a path parameter that is empty or no text before any request, naming it', async () => {
    const { api, fetch } = apiWith(() => json({}));
    for (const raidId of ['', '  ', 17 as never]) {
      const error = await failure(api.saveSignup('tok', raidId, { status: 'accepted', role: 'tank' }));
      expect(error.code).toBe('invalid');
      expect(Object.keys(error.fieldErrors)).toEqual(['raidId']);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for ranges with from and to, and encodes raid ids in paths', async () => {
    const { api, sent } = apiWith(() => json([]));
    await api.listRaids({ from: '2026-03-02T00:00:00.000Z', to: '2026-03-09T00:00:00.000Z' });
    await api.mySignups('tok', { from: '2026-03-02T00:00:00.000Z', to: '2026-03-09T00:00:00.000Z' });
    await api.getRoster('tok', 'a/../b');
    expect(sent.map((request) => request.url)).toEqual([
      'https://guild.example/api/raids?from=2026-03-02T00%3A00%3A00.000Z&to=2026-03-09T00%3A00%3A00.000Z',
      'https://guild.example/api/me/signups?from=2026-03-02T00%3A00%3A00.000Z&to=2026-03-09T00%3A00%3A00.000Z',
      'https://guild.example/api/raids/a%2F..%2Fb/roster',
    ]);
    expect(sent[0]!.headers.authorization).toBeUndefined();
  });

  it('knows the raider by the token, and a refused token as nobody', async () => {
    let status = 200;
    const { api } = apiWith(() =>
      status === 200
        ? json({ nickname: 'Kasia', expiresAt: 'x' })
        : json({ error: { code: 'unauthorized', message: raidApiMessages.sessionExpired } }, status),
    );
    expect(await api.currentRaider('tok')).toEqual({ nickname: 'Kasia' });
    status = 401;
    expect(await api.currentRaider('tok')).toBeNull();
    status = 503;
    expect((await failure(api.currentRaider('tok'))).code).toBe('unavailable');
  });

  it('signs out quietly when the session already ended, but reports an unreachable server', async () => {
    let status = 401;
    const { api } = apiWith(() =>
      status === 401 ? json({ error: { code: 'unauthorized', message: 'x' } }, 401) : new Response('', { status }),
    );
    await expect(api.signOut('tok')).resolves.toBeUndefined();
    status = 204;
    await expect(api.signOut('tok')).resolves.toBeUndefined();
    status = 502;
    expect((await failure(api.signOut('tok'))).code).toBe('unavailable');
  });
});

describe('createHttpRaidApi: errors', () => {
  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a 503 without our error body', () => json({ service: 'raider-panel', status: 'database-unavailable' }, 503)],
    ['a proxy page', () => new Response('<html>Bad Gateway</html>', { status: 502 })],
    ['a 404 page that is not our API', () => new Response('<html>Not Found</html>', { status: 404 })],
    ['a 403 for a refused origin', () => json({ error: { code: 'forbidden-origin', message: 'x' } }, 403)],
    ['a 200 that is not JSON', () => new Response('<html>', { status: 200 })],
  ])('turns %s into "unavailable" with the shared message', async (_case, respond) => {
    const { api } = apiWith(respond as () => Response);
    const error = await failure(api.listRaids({ from: 'a', to: 'b' }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(raidApiMessages.unavailable);
  });

  it.each([
    ['a 500 with our error body', 500, 'server-error', 'Serwer gildii napotkał błąd. Spróbuj ponownie za chwilę.'],
    [
      'a 503 from storage it cannot write',
      503,
      'unavailable',
      'Serwer gildii nie może teraz zapisać danych (problem z bazą danych na serwerze). Spróbuj ponownie za kilka minut.',
    ],
    ['a 502 for an answer of Warcraft Logs it cannot use', 502, 'bad-gateway', 'Warcraft Logs odpowiedziało czymś, co nie jest raportem.'],
  ])('turns %s into "unavailable" with the server\'s message, which says what happened', async (_case, status, code, message) => {
    const { api } = apiWith(() => json({ error: { code, message } }, status));
    const error = await failure(api.listRaids({ from: 'a', to: 'b' }));
    expect(error.code).toBe('unavailable');
    expect(error.message).toBe(message);
    expect(error.message).not.toBe(raidApiMessages.unavailable);
  });

  it('gives up after the timeout', async () => {
    const { api } = apiWith(() => new Promise<Response>(() => {}), 30);
    const error = await failure(api.signInOptions());
    expect(error.code).toBe('unavailable');
  });

  it.each([
    ['seconds', () => ({ 'retry-after': '7' }), 7],
    ['an HTTP date', () => ({ 'retry-after': new Date(Date.now() + 90_500).toUTCString() }), 90],
    ['no header', () => ({}), 60],
  ])("words a 429 that is not our server's (a proxy's) with Retry-After given as %s", async (_case, headers, seconds) => {
    const { api } = apiWith(() => new Response('<h1>Too Many Requests</h1>', { status: 429, headers: headers() }));
    const error = await failure(api.signIn({ nickname: 'Kasia', password: 'złe hasło smoka' }));
    expect(error.code).toBe('rate-limited');
    expect([raidApiMessages.tooManyRequests(seconds), raidApiMessages.tooManyRequests(seconds + 1)]).toContain(error.message);
  });

  it.each([
    ['failed sign-ins', raidApiMessages.rateLimited(30)],
    ['sign-ins from one address', 'Za dużo logowań z tego adresu. Spróbuj ponownie za 20 s.'],
    ["Raid-Helper's limit", 'Raid-Helper ogranicza zapytania. Spróbuj ponownie za 7 s.'],
  ])("passes on our server's words for the limit it reached: %s", async (_case, message) => {
    const { api } = apiWith(() => json({ error: { code: 'rate-limited', message } }, 429, { 'retry-after': '99' }));
    expect(await failure(api.signIn({ nickname: 'Kasia', password: 'złe hasło smoka' }))).toMatchObject({ code: 'rate-limited', message });
  });

  it('passes on the server code, message and text field messages', async () => {
    const { api } = apiWith(() =>
      json({ error: { code: 'invalid', message: raidApiMessages.invalid, fields: { nickname: 'Podaj swój nick.', odd: 5 } } }, 400),
    );
    const error = await failure(api.signIn({ nickname: '', password: '' }));
    expect(error).toMatchObject({ code: 'invalid', message: raidApiMessages.invalid, fieldErrors: { nickname: 'Podaj swój nick.' } });
    expect(error.fieldErrors).not.toHaveProperty('odd');
  });

  it.each(['locked', 'past', 'not-found', 'unauthorized'] as const)('passes on a %s answer', async (code) => {
    const { api } = apiWith(() =>
      json({ error: { code, message: `komunikat ${code}` } }, code === 'not-found' ? 404 : code === 'unauthorized' ? 401 : 409),
    );
    expect(await failure(api.getRoster('tok', 'wtorek-2026-03-03'))).toMatchObject({ code, message: `komunikat ${code}` });
  });
});

describe('createHttpRaidApi: onExternalChange', () => {
  function setup(baseUrl = 'https://guild.example/api') {
    const events = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const { fetch } = fakeFetch(() => json({ signup: {}, roster: {} }));
    const api = createHttpRaidApi({ baseUrl, fetch, events: events as never, page: page as never });
    return { api, events, page, fetch };
  }

  it('tells the panel when the raider comes back to the tab, once for focus and visibility together', () => {
    vi.useFakeTimers();
    const { api, events, page } = setup();
    const listener = vi.fn();
    const unsubscribe = api.onExternalChange(listener);
    events.dispatchEvent(new Event('focus'));
    page.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    vi.advanceTimersByTime(5000);
    events.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells other instances on the page about a saved answer to the same server, not itself', async () => {
    const events = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const { fetch } = fakeFetch(() => json({ signup: {}, roster: {} }));
    const make = (baseUrl: string) => createHttpRaidApi({ baseUrl, fetch, events: events as never, page: page as never });
    const [saving, other, elsewhere] = [
      make('https://guild.example/api'),
      make('https://guild.example/api/'),
      make('https://other.example/api'),
    ];
    const heard = { saving: vi.fn(), other: vi.fn(), elsewhere: vi.fn() };
    saving.onExternalChange(heard.saving);
    other.onExternalChange(heard.other);
    elsewhere.onExternalChange(heard.elsewhere);
    await saving.saveSignup('tok', 'wtorek-2026-03-03', { status: 'accepted', role: 'tank' });
    expect(heard.other).toHaveBeenCalledTimes(1);
    expect(heard.saving).not.toHaveBeenCalled();
    expect(heard.elsewhere).not.toHaveBeenCalled();
  });

  it('does not tell them about a read or a preview of roster decisions, which change nothing', async () => {
    const events = new EventTarget();
    const { fetch } = fakeFetch((sent) => json(sent.method === 'GET' ? [] : { roster: {}, movedOut: [], saved: false }));
    const make = () => createHttpRaidApi({ baseUrl: 'https://guild.example/api', fetch, events: events as never });
    const [deciding, other] = [make(), make()];
    const heard = vi.fn();
    other.onExternalChange(heard);
    await deciding.myAbsences('tok');
    await deciding.decideRosters('tok', 'wtorek-2026-03-03', { decisions: [], preview: true });
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('probeBackend', () => {
  it('says ok only for our own health answer, at <baseUrl>/health', async () => {
    const { fetch, sent } = fakeFetch(() => json({ service: 'raider-panel', status: 'ok' }));
    expect(await probeBackend('https://guild.example/api/', { timeoutMs: 100, fetch })).toBe('ok');
    expect(sent[0]!.url).toBe('https://guild.example/api/health');
  });

  it.each([
    ['another JSON', () => json({ status: 'ok' }), 'demo'],
    ['an HTML page for every path', () => new Response('<!doctype html><title>Gildia</title>'), 'demo'],
    ['a 404', () => new Response('Not found', { status: 404 }), 'demo'],
    ['our server with a broken database', () => json({ service: 'raider-panel', status: 'database-unavailable' }, 503), 'unavailable'],
    ['a proxy whose server is down', () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }), 'unavailable'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'unavailable'],
    ['no answer in time', () => new Promise<Response>(() => {}), 'unavailable'],
    [
      'our server refusing the page',
      () => json({ service: 'raider-panel', status: 'ok', origin: 'https://a.example', originAllowed: false }),
      'refused-origin',
    ],
    ['an older server refusing the page', () => json({ error: 'x', code: 'forbidden-origin' }, 403), 'refused-origin'],
  ])('reads %s right, without throwing', async (_case, respond, verdict) => {
    const { fetch } = fakeFetch(respond as () => Response);
    expect(await probeBackend('https://guild.example/api', { timeoutMs: 30, fetch })).toBe(verdict);
  });
});
