import { describe, expect, it, vi } from 'vitest';
import { answerFeedFile, feedAnswerMessages } from '../../server/calendar/feed-answer';

const token = 'A'.repeat(42) + '_';
const guild = { body: 'BEGIN:VCALENDAR guild', etag: '"gildia"' };
const personal = { body: 'BEGIN:VCALENDAR kasia', etag: '"kasia"' };
const panelUrl = 'https://gildia.example/#/raider/signups';

function feeds() {
  return {
    guildFeed: vi.fn(() => guild),
    personalFeed: vi.fn((asked: string) => (asked === token ? personal : undefined)),
  };
}

const ask = (file: string, ifNoneMatch?: string, source = feeds()) => answerFeedFile(source, { file, ifNoneMatch, panelUrl });

describe('a calendar feed file', () => {
  it('answers the guild feed publicly and a raider’s privately, both revalidated, each with its ETag', () => {
    const source = feeds();
    expect(ask('guild.ics', undefined, source)).toEqual({
      status: 200,
      headers: { ETag: '"gildia"', 'Cache-Control': 'public, no-cache', 'Content-Type': 'text/calendar; charset=utf-8' },
      body: guild.body,
    });
    expect(ask(`${token}.ics`, undefined, source)).toEqual({
      status: 200,
      headers: { ETag: '"kasia"', 'Cache-Control': 'private, no-cache', 'Content-Type': 'text/calendar; charset=utf-8' },
      body: personal.body,
    });
    expect(source.guildFeed).toHaveBeenCalledWith(panelUrl);
    expect(source.personalFeed).toHaveBeenCalledWith(token, panelUrl);
  });

  it.each([
    ['its ETag', '"kasia"'],
    ['its ETag among others', '"stary", "kasia"'],
    ['its ETag marked weak', 'W/"kasia"'],
    ['any version', '*'],
  ])('answers 304 without a body to a calendar that already has %s', (_, ifNoneMatch) => {
    expect(ask(`${token}.ics`, ifNoneMatch)).toEqual({
      status: 304,
      headers: { ETag: '"kasia"', 'Cache-Control': 'private, no-cache' },
      body: null,
    });
  });

  it('sends the calendar again for another version', () => {
    expect(ask('guild.ics', '"stary"').status).toBe(200);
  });

  it.each([
    ['a guessed or regenerated token', `${'B'.repeat(43)}.ics`],
    ['a token one character short', `${token.slice(1)}.ics`],
    ['a token with a character base64url has not', `${token.slice(1)}+.ics`],
    ['another extension', `${token}.ical`],
    ['an empty name', ''],
  ])('answers one not-found for %s, asking for no feed unless the name can be a token', (_, file) => {
    const source = feeds();
    expect(() => ask(file, undefined, source)).toThrow(
      expect.objectContaining({ code: 'not-found', message: feedAnswerMessages.unknownFeed }),
    );
    expect(source.personalFeed).toHaveBeenCalledTimes(/^[\w-]{43}\.ics$/.test(file) ? 1 : 0);
  });
});
