import { describe, expect, it } from 'vitest';
import {
  escapeIcsText,
  foldIcsLine,
  generateRaids,
  guildSlug,
  raidToIcs,
  scheduleToIcs,
  type RaidInstance,
} from '../../src/domain/schedule';
import { scheduleConfig } from './helpers/schedule-config';
import icsText from '../fixtures/cases/ics-text.json';

interface ParsedEvent {
  [property: string]: string;
}

/** A small RFC 5545 reader for the test: unfolds lines, splits components and unescapes TEXT values. */
function parseIcs(text: string): { calendar: Record<string, string>; events: ParsedEvent[]; lines: string[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line break is CRLF: no lone LF or CR.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const physical = text.slice(0, -2).split('\r\n');
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const unescape = (value: string) => value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const calendar: Record<string, string> = {};
  const events: ParsedEvent[] = [];
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events.push({});
    } else if (name === 'END') {
      expect(stack.pop()).toBe(value);
    } else if (stack.at(-1) === 'VEVENT') {
      events[events.length - 1]![name] = unescape(value);
    } else {
      calendar[name] = unescape(value);
    }
  }
  expect(stack).toEqual([]);
  return { calendar, events, lines: physical };
}

const octets = (line: string) => new TextEncoder().encode(line).length;
const stamp = new Date('2026-03-20T12:00:00Z');

describe('iCalendar output', () => {
  const config = scheduleConfig();
  const raids = generateRaids(config, new Date('2026-03-23T00:00:00Z'));

  it('writes one raid as a valid calendar that parses back', () => {
    const { calendar, events } = parseIcs(raidToIcs(raids[0]!, config, { stamp }));
    expect(calendar).toMatchObject({ VERSION: '2.0', CALSCALE: 'GREGORIAN', METHOD: 'PUBLISH' });
    expect(calendar.PRODID).toBe('-//raider-panel//bursztynowy-swit//PL');
    expect(events).toEqual([
      {
        UID: 'sroda-2026-03-25@bursztynowy-swit',
        DTSTAMP: '20260320T120000Z',
        DTSTART: '20260325T190000Z',
        DTEND: '20260325T220000Z',
        SUMMARY: 'Środowy rajd – Bursztynowy Świt',
        DESCRIPTION: '20 osób, poziom heroiczny\nSkład: 2 tanki · 4 uzdrowicieli · 14 DPS (7 wręcz, 7 z dystansu)\nProgres na nowym bossie',
        STATUS: 'CONFIRMED',
      },
    ]);
  });

  it('keeps a cancelled night in the file as STATUS:CANCELLED with its reason', () => {
    const cancelled = { ...raids[0]!, status: 'cancelled' as const, cancelReason: 'Wigilia – nie gramy' };
    const { events } = parseIcs(scheduleToIcs([cancelled, raids[1]!], config, { stamp }));
    expect(events.map((event) => event.STATUS)).toEqual(['CANCELLED', 'CONFIRMED']);
    expect(events[0]!.DESCRIPTION!.startsWith('Odwołany: Wigilia – nie gramy\n')).toBe(true);
  });

  it('writes the whole schedule with stable UIDs across generations', () => {
    const first = parseIcs(scheduleToIcs(raids, config, { stamp })).events;
    expect(first).toHaveLength(raids.length);
    expect(first[6]).toMatchObject({ DTSTART: '20260415T180000Z' });
    const later = generateRaids(config, new Date('2026-04-09T10:00:00Z'));
    const second = parseIcs(scheduleToIcs(later, config, { stamp: new Date() })).events;
    const uid = (event: ParsedEvent) => event.UID;
    const overlap = second.map(uid).filter((id) => first.map(uid).includes(id));
    expect(overlap.length).toBeGreaterThan(6);
    expect(new Set(second.map(uid)).size).toBe(second.length);
  });

  it('round-trips Polish text, special characters and a long description, folding at 75 octets', () => {
    const note = `Zbiórka przy portalu; weźcie mikstury, jedzenie i runy \\ kamienie. Żółć, źdźbło, łąka, gęś!\nDruga linia: taktyka na ${'Świątynię '.repeat(12)}🐉`;
    const raid: RaidInstance = { ...raids[0]!, title: 'Rajd; próbny, „specjalny”', note };
    const text = raidToIcs(raid, config, { stamp });
    const { events, lines } = parseIcs(text);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Folding never splits a character: every physical line is valid UTF-8 on its own.
    for (const line of lines) expect(line).not.toMatch(/\uFFFD/);
    expect(events[0]!.SUMMARY).toBe('Rajd; próbny, „specjalny” – Bursztynowy Świt');
    expect(events[0]!.DESCRIPTION!.endsWith(`\n${note}`)).toBe(true);
  });

  it.each(icsText.escapeIcsText)('escapes %j as %j', (input, expected) => {
    expect(escapeIcsText(input)).toBe(expected);
  });

  it('folds by octets, not characters', () => {
    const ascii = 'X'.repeat(200);
    expect(foldIcsLine(ascii).split('\r\n').map(octets)).toEqual([75, 75, 52]);
    // 'ś' is 2 octets: 37 fit in 74 octets on the first line (75 would cut the 38th in half).
    const polish = 'ś'.repeat(100);
    const folded = foldIcsLine(polish).split('\r\n');
    expect(folded[0]).toBe('ś'.repeat(37));
    expect(folded[1]).toBe(` ${'ś'.repeat(37)}`);
    expect(folded.map((line) => line.replace(/^ /, '')).join('')).toBe(polish);
    expect(foldIcsLine('krótka linia')).toBe('krótka linia');
  });

  it('makes ASCII slugs of guild names', () => {
    expect(guildSlug('Bursztynowy Świt')).toBe('bursztynowy-swit');
    expect(guildSlug('Łowcy Żmij & Co.')).toBe('lowcy-zmij-co');
    expect(guildSlug('!!!')).toBe('guild');
  });
});
