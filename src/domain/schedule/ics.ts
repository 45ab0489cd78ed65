import type { GuildConfig } from '../guild-config-types';
import { formatDifficulty, formatSize } from './format-raid';
import { formatRoleTargets } from './raid-details-text';
import { guildSlug } from './guild-slug';
import type { RaidInstance } from './raid-instance';

/**
 * iCalendar (RFC 5545) export of raid nights. Times are UTC (`…Z`), which every calendar reads without
 * a VTIMEZONE block; the viewer's calendar shows them in its own zone.
 */

export interface IcsOptions {
  /** DTSTAMP: when the file was made. @default new Date() (the moment of the download) */
  stamp?: Date;
}

const encoder = new TextEncoder();

/** RFC 5545 3.3.11: TEXT values escape backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 3.1: lines longer than 75 octets are folded with CRLF + space. Counted in UTF-8 octets and
 * cut between characters, never inside one (a `ś` is two octets, an emoji four).
 */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // The first line holds 75 octets; continuation lines 74 plus their leading space.
    const limit = lines.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/** `20260325T190000Z`. */
export function icsDateTime(instant: string | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

type IcsConfig = Pick<GuildConfig, 'name'>;

/** What a live feed adds to an event: its revision, its status and the raider's own state. */
export interface IcsEventExtras {
  /** RFC 5545 SEQUENCE: grows when the night is moved, so calendars replace the old time. */
  sequence?: number;
  /** Put before the title, e.g. `[Będę · skład]`. */
  summaryPrefix?: string;
  /** A link to the raid in the panel. */
  url?: string;
}

export function eventLines(raid: RaidInstance, config: IcsConfig, stamp: Date, extras: IcsEventExtras = {}): string[] {
  const cancelled = raid.status === 'cancelled';
  const description = [
    ...(cancelled ? [`Odwołany: ${raid.cancelReason ?? ''}`] : []),
    `${formatSize(raid.size)}, ${formatDifficulty(raid.difficulty)}`,
    `Skład: ${formatRoleTargets(raid.roleTargets)}`,
    ...(raid.note ? [raid.note] : []),
  ].join('\n');
  const title = `${raid.title} – ${config.name}`;
  return [
    'BEGIN:VEVENT',
    // Stable for the same raid night, so importing the schedule again updates events instead of doubling them.
    `UID:${raid.id}@${guildSlug(config.name)}`,
    `DTSTAMP:${icsDateTime(stamp)}`,
    `DTSTART:${icsDateTime(raid.startUtc)}`,
    `DTEND:${icsDateTime(raid.endUtc)}`,
    ...(extras.sequence !== undefined ? [`SEQUENCE:${extras.sequence}`] : []),
    // A cancelled night stays in the file, so a calendar that imported it marks the event cancelled.
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SUMMARY:${escapeIcsText(extras.summaryPrefix ? `${extras.summaryPrefix} ${title}` : title)}`,
    `DESCRIPTION:${escapeIcsText(description)}`,
    ...(extras.url ? [`URL:${extras.url}`] : []),
    'END:VEVENT',
  ];
}

export function calendar(events: string[][], config: IcsConfig, headerLines: readonly string[] = []): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//raider-panel//${guildSlug(config.name)}//PL`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`Rajdy – ${config.name}`)}`,
    ...headerLines,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  // Every line ends with CRLF, the last one too.
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** A calendar file with one raid night. */
export function raidToIcs(raid: RaidInstance, config: IcsConfig, options: IcsOptions = {}): string {
  return calendar([eventLines(raid, config, options.stamp ?? new Date())], config);
}

/** A calendar file with every raid night given (the whole generated schedule). */
export function scheduleToIcs(raids: readonly RaidInstance[], config: IcsConfig, options: IcsOptions = {}): string {
  const stamp = options.stamp ?? new Date();
  return calendar(
    raids.map((raid) => eventLines(raid, config, stamp)),
    config,
  );
}
