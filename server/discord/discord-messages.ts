import { raidRoles } from '../../src/domain/guild-config-types';
import { roleLabels } from '../../src/domain/raids/signup-labels';
import type { RaidRoster } from '../../src/domain';
import type { SeriesFields } from '../../src/domain/service';
import {
  formatDifficulty,
  formatRaidDate,
  formatRoleTargets,
  formatSize,
  formatTime,
  formatTimeRange,
  type RaidInstance,
} from '../../src/domain/schedule';

/** Discord's limit on one message's `content`. */
export const discordContentLimit = 2000;

/** One message's text for the webhook; `allowed_mentions` keeps nicknames like `@everyone` from pinging. */
export interface DiscordMessage {
  content: string;
}

export interface MessageContext {
  timeZone: string;
  /** A link to the raids in the panel (`PUBLIC_URL`); without one, messages carry no link. */
  /** The panel's signups page, when the server knows its public URL (the admin may set it while it runs). */
  panelUrl?: () => string | undefined;
}

const link = (label: string, context: MessageContext) => {
  const url = context.panelUrl?.();
  return url ? `\n${label}: ${url}` : '';
};

/**
 * What follows a time in the guild's zone: `czasu polskiego` for Warsaw (what raiders say, not the zone's
 * id), the zone's id in brackets for any other zone, which its raiders know by that name.
 */
export const zoneSuffix = (timeZone: string): string => (timeZone === 'Europe/Warsaw' ? ' czasu polskiego' : ` (${timeZone})`);

/** `środa, 4 marca, 20:00–23:00 czasu polskiego`: always the guild's zone. */
const when = (raid: Pick<RaidInstance, 'startUtc' | 'endUtc'>, timeZone: string) =>
  `${formatRaidDate(raid.startUtc, timeZone)}, ${formatTimeRange(raid.startUtc, raid.endUtc, timeZone)}${zoneSuffix(timeZone)}`;

/** Discord renders markdown: a nickname or a reason is shown as typed, not as formatting or a mention. */
export const plainText = (text: string): string => text.replace(/([\\*_~`|>#[\]()-])/g, '\\$1').replace(/@/g, '@\u200b');

export function raidCreatedText(raid: RaidInstance, context: MessageContext): string {
  return `📅 **Nowy rajd: ${plainText(raid.title)}**\n${when(raid, context.timeZone)}${link('Zapisy', context)}`;
}

export function raidMovedText(raid: RaidInstance, previousStartsAt: string, context: MessageContext): string {
  const previous = `${formatRaidDate(previousStartsAt, context.timeZone)}, ${formatTime(previousStartsAt, context.timeZone)}`;
  return `🔁 **Rajd przeniesiony: ${plainText(raid.title)}**\nByło: ${previous}\nJest: ${when(raid, context.timeZone)}${link('Zapisy', context)}`;
}

export function raidCancelledText(raid: RaidInstance, reason: string, context: MessageContext): string {
  const why = reason.trim() ? `\nPowód: ${plainText(reason.trim())}` : '';
  return `❌ **Rajd odwołany: ${plainText(raid.title)}**\n${when(raid, context.timeZone)}${why}`;
}

export function raidRestoredText(raid: RaidInstance, context: MessageContext): string {
  return `✅ **Rajd przywrócony: ${plainText(raid.title)}**\n${when(raid, context.timeZone)}${link('Zapisy', context)}`;
}

export function rosterText(raid: RaidInstance, roster: RaidRoster, context: MessageContext): string {
  const lines = [`🛡️ **Skład: ${plainText(raid.title)}**`, when(raid, context.timeZone)];
  for (const role of raidRoles) {
    const names = roster.byRole[role].map((entry) => plainText(entry.raider));
    lines.push(`**${roleLabels[role]}** (${names.length}/${roster.roleTargets[role]}): ${names.join(', ') || '–'}`);
  }
  if (roster.reserve.length > 0) {
    lines.push(`**Rezerwa**: ${roster.reserve.map((entry) => `${entry.position}. ${plainText(entry.raider)}`).join(', ')}`);
  }
  return lines.join('\n') + link('Panel', context);
}

/** Whether a roster names anyone: a roster with nobody in it is not posted. */
export const rosterIsEmpty = (roster: RaidRoster): boolean => roster.filled === 0 && roster.reserve.length === 0;

export function reminderText(raid: RaidInstance, unanswered: readonly string[], context: MessageContext): string {
  const closes = `${formatRaidDate(raid.signupsCloseAt, context.timeZone)}, ${formatTime(raid.signupsCloseAt, context.timeZone)}${zoneSuffix(context.timeZone)}`;
  return (
    [
      `⏰ **Przypomnienie: ${plainText(raid.title)}** (${when(raid, context.timeZone)})`,
      `Zapisy zamykają się: ${closes}.`,
      `Bez odpowiedzi (${unanswered.length}): ${unanswered.map(plainText).join(', ')}`,
    ].join('\n') + link('Odpowiedz', context)
  );
}

const weekdayNames = ['', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'] as const;

/** `20:00–23:00`: a series' local start and its end, past midnight when it runs that long. */
function localHours(fields: Pick<SeriesFields, 'start' | 'durationMinutes'>): string {
  const [hour = 0, minute = 0] = fields.start.split(':').map(Number);
  const end = (hour * 60 + minute + fields.durationMinutes) % (24 * 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${fields.start}–${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/** The nights a series notice is about: `wtorek, 10 marca, 21:00–00:00`, one list item each. */
function nightsLine(label: string, nights: readonly RaidInstance[], context: MessageContext): string[] {
  if (nights.length === 0) return [];
  const items = nights.map(
    (night) => `${formatRaidDate(night.startUtc, context.timeZone)}, ${formatTimeRange(night.startUtc, night.endUtc, context.timeZone)}`,
  );
  return [`${label} (${nights.length}): ${items.join('; ')}`];
}

/** A local date `YYYY-MM-DD` in words: `wtorek, 31 marca` (the date itself, in any zone). */
const localDateText = (date: string) => formatRaidDate(`${date}T12:00:00Z`, 'UTC');

/** A new weekly series, with its nights in the schedule. */
export function seriesCreatedText(fields: SeriesFields, nights: readonly RaidInstance[], context: MessageContext): string {
  const every = `Co tydzień: ${weekdayNames[fields.weekday]}, ${localHours(fields)}${zoneSuffix(context.timeZone)} · ${formatSize(fields.size)} · ${formatDifficulty(fields.difficulty)}`;
  const note = fields.note ? [`Opis: ${plainText(fields.note)}`] : [];
  return (
    [`📅 **Nowa seria rajdów: ${plainText(fields.title)}**`, every, ...note, ...nightsLine('Wieczory', nights, context)].join('\n') +
    link('Zapisy', context)
  );
}

/** Each field an edit changed, `Nazwa: „A” → „B”`; empty when it changed nothing. */
function seriesChanges(before: SeriesFields, after: SeriesFields, timeZone: string): string[] {
  const lines: string[] = [];
  const quoted = (text: string | undefined) => (text ? `„${plainText(text)}”` : '(brak)');
  if (before.title !== after.title) lines.push(`Nazwa: ${quoted(before.title)} → ${quoted(after.title)}`);
  if (before.weekday !== after.weekday) lines.push(`Dzień: ${weekdayNames[before.weekday]} → ${weekdayNames[after.weekday]}`);
  if (before.start !== after.start || before.durationMinutes !== after.durationMinutes)
    lines.push(`Godziny: ${localHours(before)} → ${localHours(after)}${zoneSuffix(timeZone)}`);
  if (before.size !== after.size) lines.push(`Skład: ${formatSize(before.size)} → ${formatSize(after.size)}`);
  if (before.difficulty !== after.difficulty)
    lines.push(`Poziom: ${formatDifficulty(before.difficulty)} → ${formatDifficulty(after.difficulty)}`);
  if (JSON.stringify(before.roleTargets ?? null) !== JSON.stringify(after.roleTargets ?? null)) {
    const targets = (fields: SeriesFields) => (fields.roleTargets ? formatRoleTargets(fields.roleTargets) : 'domyślny');
    lines.push(`Podział ról: ${targets(before)} → ${targets(after)}`);
  }
  if ((before.note ?? '') !== (after.note ?? '')) lines.push(`Opis: ${quoted(before.note)} → ${quoted(after.note)}`);
  return lines;
}

/**
 * A series edit: what changed from which night, and the nights it changes (those the schedule has from
 * then on). `undefined` when the edit changed nothing raiders see.
 */
export function seriesChangedText(
  change: { from: string; before: SeriesFields; after: SeriesFields; endsOn?: string },
  nights: readonly RaidInstance[],
  context: MessageContext,
): string | undefined {
  const lines = seriesChanges(change.before, change.after, context.timeZone);
  if (change.endsOn) lines.push(`Ostatni wieczór serii: ${localDateText(change.endsOn)}`);
  if (lines.length === 0) return undefined;
  return (
    [
      `✏️ **Zmiana serii: ${plainText(change.after.title)}**`,
      `Od: ${nights[0] ? formatRaidDate(nights[0].startUtc, context.timeZone) : localDateText(change.from)}`,
      ...lines,
      ...nightsLine('Dotyczy wieczorów', nights, context),
    ].join('\n') + link('Zapisy', context)
  );
}

/** Where a list in one line may be cut: after an item, never inside one (a nickname may hold spaces). */
const listSeparators = [', ', '; '] as const;

/**
 * Splits a text into messages within Discord's limit: at line ends where it can, inside a line only when
 * one line is too long, then between list items (after `, ` or `; `, so a nickname with spaces stays
 * whole), at a space when the line has no list, and hard at the limit as the last resort.
 */
export function splitForDiscord(text: string, limit = discordContentLimit): DiscordMessage[] {
  const parts: string[] = [];
  let current = '';
  /** Where to cut `rest` (its first `at` characters go in this message). */
  const cutAt = (rest: string): number => {
    const window = rest.slice(0, limit + 1);
    const item = Math.max(...listSeparators.map((separator) => window.lastIndexOf(separator, limit - 1)));
    if (item > 0) return item + 1;
    const space = window.lastIndexOf(' ', limit);
    return space > limit / 2 ? space : limit;
  };
  const pushPiece = (piece: string) => {
    const joined = current ? `${current}\n${piece}` : piece;
    if (joined.length <= limit) {
      current = joined;
      return;
    }
    if (current) parts.push(current);
    current = '';
    let rest = piece;
    while (rest.length > limit) {
      const at = cutAt(rest);
      parts.push(rest.slice(0, at).trimEnd());
      rest = rest.slice(at).trimStart();
    }
    current = rest;
  };
  for (const line of text.split('\n')) pushPiece(line);
  if (current) parts.push(current);
  return parts.map((content) => ({ content }));
}
