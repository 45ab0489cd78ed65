import { raidRoles } from '../../src/domain/guild-config-types';
import { roleLabels } from '../../src/domain/raids/signup-labels';
import type { RaidRoster } from '../../src/domain';
import { formatRaidDate, formatTime, formatTimeRange, type RaidInstance } from '../../src/domain/schedule';

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

/** `środa, 4 marca, 20:00–23:00 (Europe/Warsaw)`: always the guild's zone, which raiders know. */
const when = (raid: Pick<RaidInstance, 'startUtc' | 'endUtc'>, timeZone: string) =>
  `${formatRaidDate(raid.startUtc, timeZone)}, ${formatTimeRange(raid.startUtc, raid.endUtc, timeZone)} (${timeZone})`;

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

export function reminderText(raid: RaidInstance, unanswered: readonly string[], context: MessageContext): string {
  const closes = `${formatRaidDate(raid.signupsCloseAt, context.timeZone)}, ${formatTime(raid.signupsCloseAt, context.timeZone)}`;
  return (
    [
      `⏰ **Przypomnienie: ${plainText(raid.title)}** (${when(raid, context.timeZone)})`,
      `Zapisy zamykają się: ${closes}.`,
      `Bez odpowiedzi (${unanswered.length}): ${unanswered.map(plainText).join(', ')}`,
    ].join('\n') + link('Odpowiedz', context)
  );
}

/**
 * Splits a text into messages within Discord's limit: at line ends where it can, inside a line (at a
 * comma or a space) only when one line is too long, and hard at the limit as the last resort.
 */
export function splitForDiscord(text: string, limit = discordContentLimit): DiscordMessage[] {
  const parts: string[] = [];
  let current = '';
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
      const window = rest.slice(0, limit);
      const cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf(' '));
      const at = cut > limit / 2 ? cut + 1 : limit;
      parts.push(rest.slice(0, at).trimEnd());
      rest = rest.slice(at).trimStart();
    }
    current = rest;
  };
  for (const line of text.split('\n')) pushPiece(line);
  if (current) parts.push(current);
  return parts.map((content) => ({ content }));
}
