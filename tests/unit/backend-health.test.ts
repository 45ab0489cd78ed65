import { describe, expect, it } from 'vitest';
import { healthAnswer, interpretHealthAnswer, type BackendHealthVerdict } from '../../src/data/raids/backend-health';

/** What the browser's probe makes of an answer the server gives, sent as JSON. */
const probed = ({ status, body }: ReturnType<typeof healthAnswer>) =>
  interpretHealthAnswer({ answered: true, status, text: JSON.stringify(body) });

describe("the server's health answer, as the probe reads it", () => {
  it.each<[string, ReturnType<typeof healthAnswer>, BackendHealthVerdict]>([
    ['a working server, asked without Origin', healthAnswer(true, undefined, false), 'ok'],
    ['a working server, asked by an allowed page', healthAnswer(true, 'https://gildia.example', true), 'ok'],
    ['a working server, asked by a page it refuses', healthAnswer(true, 'https://obca.example', false), 'refused-origin'],
    ['a server whose database does not answer', healthAnswer(false, undefined, false), 'unavailable'],
    [
      'a server whose database does not answer, asked by an allowed page',
      healthAnswer(false, 'https://gildia.example', true),
      'unavailable',
    ],
  ])('%s: %s', (_, answer, verdict) => {
    expect(probed(answer)).toBe(verdict);
  });

  it('names the asking page and its verdict only when the request carried Origin', () => {
    expect(healthAnswer(true, undefined, true)).toEqual({ status: 200, body: { service: 'raider-panel', status: 'ok' } });
    expect(healthAnswer(false, 'https://obca.example', false)).toEqual({
      status: 503,
      body: { service: 'raider-panel', status: 'database-unavailable', origin: 'https://obca.example', originAllowed: false },
    });
  });
});
