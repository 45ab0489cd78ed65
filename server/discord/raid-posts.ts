import type { Database } from 'better-sqlite3';
import type { APIEmbed, APIEmbedField, RESTPostAPIChannelMessageJSONBody } from 'discord-api-types/v10';
import { raidRoles } from '../../src/domain/guild-config-types';
import { peopleCount } from '../../src/domain/counted-phrases';
import { roleLabels } from '../../src/domain/raids/signup-labels';
import type { RaidRoster } from '../../src/domain';
import { formatDifficulty, formatSize, type RaidInstance } from '../../src/domain/schedule';
import { plainText, type MessageContext } from './discord-messages';
import { raidComponents } from './raid-components';

/** The bot's post of one raid: where it is and what it shows now (`body`, the JSON last sent). */
export interface RaidPost {
  raidId: string;
  channelId: string;
  messageId: string;
  body: string;
}

/**
 * The bot's raid posts (`discord_raid_posts`): one message per raid, kept with the raid so every change
 * edits the same message, after a restart too. Saved as soon as Discord answers.
 */
export function createRaidPosts(db: Database) {
  const byRaid = db.prepare<[string], { raid_id: string; channel_id: string; message_id: string; body: string }>(
    'SELECT raid_id, channel_id, message_id, body FROM discord_raid_posts WHERE raid_id = ?',
  );
  const startingAfter = db.prepare<[string], { raid_id: string }>(
    'SELECT raid_id FROM discord_raid_posts WHERE starts_at > ? ORDER BY starts_at',
  );
  const save = db.prepare<[string, string, string, string, string]>(
    `INSERT INTO discord_raid_posts (raid_id, channel_id, message_id, body, starts_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (raid_id) DO UPDATE SET channel_id = excluded.channel_id, message_id = excluded.message_id,
       body = excluded.body, starts_at = excluded.starts_at`,
  );
  const forget = db.prepare<[string]>('DELETE FROM discord_raid_posts WHERE raid_id = ?');
  return {
    of(raidId: string): RaidPost | undefined {
      const row = byRaid.get(raidId);
      return row && { raidId: row.raid_id, channelId: row.channel_id, messageId: row.message_id, body: row.body };
    },
    /** Raids with a post whose start (when last sent) is after `at`: kept in sync even when moved out of the schedule's window. */
    startingAfter: (at: Date): string[] => startingAfter.all(at.toISOString()).map((row) => row.raid_id),
    save: (post: RaidPost, startsAt: string) => void save.run(post.raidId, post.channelId, post.messageId, post.body, startsAt),
    forget: (raidId: string) => void forget.run(raidId),
  };
}

export type RaidPosts = ReturnType<typeof createRaidPosts>;

/** `<t:…:F>`: Discord shows the instant in each reader's own zone and language. */
const timestamp = (iso: string, style: 'F' | 'R' | 'f') => `<t:${Math.floor(Date.parse(iso) / 1000)}:${style}>`;

/** Discord's limit on an embed field's value. */
const fieldValueLimit = 1024;

/** Names joined within a field's limit; those left out are counted (`…, i jeszcze 3 osoby`). */
function namesWithin(names: readonly string[]): string {
  if (names.length === 0) return '–';
  const more = (count: number) => `, … i jeszcze ${peopleCount(count)}`;
  let text = names.join(', ');
  if (text.length <= fieldValueLimit) return text;
  text = '';
  let shown = 0;
  for (const name of names) {
    const next = text ? `${text}, ${name}` : name;
    if (next.length + more(names.length - shown - 1).length > fieldValueLimit) break;
    text = next;
    shown += 1;
  }
  return text + more(names.length - shown);
}

const amber = 0xf59e0b;
const slate = 0x64748b;

/** Whether a raid's post offers its buttons at `at`: not cancelled, signups still open. */
export const raidPostOpen = (raid: RaidInstance, at: Date): boolean =>
  raid.status !== 'cancelled' && at.getTime() < Date.parse(raid.signupsCloseAt);

/**
 * The bot's post of a raid as it is at `at`: an embed with the time as Discord timestamps (each reader
 * sees their own zone), the roster by role with counts and the reserve; the answer buttons and the role
 * select while signups are open. A cancelled raid says "Odwołany" and has no buttons.
 */
export function raidPostBody(raid: RaidInstance, roster: RaidRoster, context: MessageContext, at: Date): RESTPostAPIChannelMessageJSONBody {
  const cancelled = raid.status === 'cancelled';
  const open = raidPostOpen(raid, at);
  const description = [
    `${timestamp(raid.startUtc, 'F')} (${timestamp(raid.startUtc, 'R')})`,
    `${formatSize(raid.size)} · ${formatDifficulty(raid.difficulty)}`,
    ...(raid.note ? [plainText(raid.note)] : []),
    cancelled
      ? `❌ **Odwołany**${raid.cancelReason?.trim() ? `. Powód: ${plainText(raid.cancelReason.trim())}` : ''}`
      : open
        ? `Zapisy do ${timestamp(raid.signupsCloseAt, 'f')}`
        : 'Zapisy zamknięte',
  ];
  const fields: APIEmbedField[] = raidRoles.map((role) => ({
    name: `${roleLabels[role]} ${roster.byRole[role].length}/${roster.roleTargets[role]}`,
    value: namesWithin(roster.byRole[role].map((entry) => plainText(entry.raider))),
    inline: true,
  }));
  if (roster.reserve.length > 0) {
    fields.push({
      name: `Rezerwa (${roster.reserve.length})`,
      value: namesWithin(roster.reserve.map((entry) => `${entry.position}. ${plainText(entry.raider)}`)),
    });
  }
  const url = context.panelUrl?.();
  const embed: APIEmbed = {
    title: `${cancelled ? 'Odwołany: ' : ''}${raid.title}`.slice(0, 256),
    ...(url ? { url } : {}),
    description: description.join('\n'),
    color: cancelled ? slate : amber,
    fields,
  };
  return { embeds: [embed], components: open ? raidComponents(raid.id) : [], allowed_mentions: { parse: [] } };
}

/** A one-line summary of a post, what the admin sees among the deliveries. */
export const raidPostPreview = (raid: RaidInstance, roster: RaidRoster): string =>
  `${raid.status === 'cancelled' ? 'Odwołany: ' : 'Rajd: '}${raid.title} · ` +
  raidRoles.map((role) => `${roleLabels[role]} ${roster.byRole[role].length}/${roster.roleTargets[role]}`).join(', ') +
  (roster.reserve.length > 0 ? ` · rezerwa ${roster.reserve.length}` : '');

/** The reminder a linked raider without an answer gets by DM, with the raid's buttons. */
export function dmReminderBody(raid: RaidInstance): RESTPostAPIChannelMessageJSONBody {
  return {
    content: [
      `⏰ **Przypomnienie: ${plainText(raid.title)}**`,
      `${timestamp(raid.startUtc, 'F')} (${timestamp(raid.startUtc, 'R')})`,
      `Zapisy zamykają się ${timestamp(raid.signupsCloseAt, 'R')}. Odpowiedź jednym przyciskiem:`,
    ].join('\n'),
    components: raidComponents(raid.id),
    allowed_mentions: { parse: [] },
  };
}
