import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import type { RaidInstance } from '../../src/domain/schedule';
import type { RaidEvent, RaidEventBus } from '../raids/raid-event-bus';
import type { ReminderService, SignupService } from '../../src/domain/service';
import type { LiveAnswer } from './delivery-worker';
import {
  raidCancelledText,
  raidCreatedText,
  raidMovedText,
  raidRestoredText,
  reminderText,
  rosterIsEmpty,
  rosterText,
  seriesChangedText,
  seriesCreatedText,
  splitForDiscord,
  type MessageContext,
} from './discord-messages';
import type { GuildSettingsStore } from './guild-settings';
import type { Outbox, OutboxEntry } from './outbox';
import { createRosterMessages } from './roster-messages';
import { messageBody } from './webhook-client';
import type { BotClient, DiscordChannel } from './bot-client';
import { createDiscordLinks } from './discord-links';
import { createRaidPosts, dmReminderBody, raidPostBody, raidPostOpen, raidPostPreview } from './raid-posts';
import { raiderKey } from '../../src/domain/accounts/raider-key';

export interface AnnouncerOptions {
  db: Database;
  outbox: Outbox;
  settings: GuildSettingsStore;
  /** The schedule and rosters; `raid` reads a night inside the publisher's write, with its change. */
  service: SignupService;
  /** Who has not answered a raid: whom a reminder names and whom a DM reminder goes to. */
  reminders: ReminderService;
  context: MessageContext;
  /** How far ahead the schedule shows nights: a series notice names the nights in it. */
  weeksAhead: number;
  now: () => Date;
  /** Told after a row was queued, so the worker sends it without waiting for its timer. */
  queued?: () => void;
  /**
   * The guild's bot and the channel it posts raids in, when the guild's application may post
   * (`canPost`); then raids are posted with buttons and edited in place, and reminders go by DM too.
   * @default none: webhook mode
   */
  bot?: () => { client: BotClient; channelId: string } | undefined;
}

const hour = 3_600_000;
/** A roster edit waits this long after the change is seen, so changes close together make one edit. */
export const rosterEditDelayMs = 30_000;
/** After a roster row failed (a webhook Discord refuses), the next one waits this long. */
const rosterFailurePauseMs = 15 * 60_000;

const contentOf = (entry: OutboxEntry) => (JSON.parse(entry.payload) as { content: string }).content;

/**
 * What the guild hears in Discord: the raid leader's changes (from the raid event bus, queued in the
 * change's own transaction) and, on the worker's rounds, the roster and a reminder before signups close.
 * The roster and the reminder are written when they are sent, from the answers as they are then: the
 * roster is posted once someone is in it (from `rosterHoursBefore` before the start) and that message is
 * edited as the roster changes; the reminder names who has not answered at the moment it goes out.
 * Nothing is queued while no webhook is set: setting one later never floods the channel with old news.
 * With the bot (`bot`), every published raid gets a post with buttons instead of the roster message, the
 * post is edited in place, and linked raiders are reminded by DM too (docs/discord.md).
 */
export function createAnnouncer({ db, outbox, settings, service, reminders, context, weeksAhead, now, queued, bot }: AnnouncerOptions) {
  const rosterMessages = createRosterMessages(db);
  const raidPosts = createRaidPosts(db);
  const links = createDiscordLinks(db);
  const botOn = () => bot?.() !== undefined;
  const enabled = () => botOn() || settings.current().discordWebhookUrl !== null;

  /** The nights of a series the schedule shows now, from the local date `from` on. */
  function seriesNights(seriesId: string, from = ''): RaidInstance[] {
    const at = now().getTime();
    const range = { from: new Date(at).toISOString(), to: new Date(at + weeksAhead * 7 * 24 * hour).toISOString() };
    return service.listRaids(range).filter((raid) => raid.seriesId === seriesId && raid.localDate >= from && raid.status !== 'cancelled');
  }

  function textOf(event: RaidEvent): string | undefined {
    if (event.kind === 'series-created') return seriesCreatedText(event.fields, seriesNights(event.seriesId), context);
    if (event.kind === 'series-changed') return seriesChangedText(event, seriesNights(event.seriesId, event.from), context);
    const raid = service.raid(event.raidId);
    if (!raid) return undefined;
    switch (event.kind) {
      case 'raid-created':
        // With the bot, the raid's own post (with its buttons) is the announcement.
        return botOn() ? undefined : raidCreatedText(raid, context);
      case 'raid-moved':
        return raidMovedText(raid, event.previousStartsAt, context);
      case 'raid-cancelled':
        return raidCancelledText(raid, event.reason, context);
      case 'raid-restored':
        return raidRestoredText(raid, context);
      // A roster decision is the raider's own news (the panel's notice and their feed); the roster
      // message shows it with the next edit.
      case 'roster-decided':
        return undefined;
    }
  }

  /** Runs inside the publisher's transaction: the row commits or rolls back with the change. */
  function onRaidEvent(event: RaidEvent): void {
    if (!enabled()) return;
    const text = textOf(event);
    if (!text) {
      // A new raid is posted, and a change edits its post, on the worker's next round.
      if (botOn() && event.kind !== 'series-created' && event.kind !== 'series-changed') queued?.();
      return;
    }
    const subject = 'raidId' in event ? event.raidId : event.seriesId;
    // One publish is one event: a fresh key, so a raid moved twice is announced twice, each once.
    outbox.enqueue(`${event.kind}:${subject}:${randomUUID()}`, event.kind, text, now());
    queued?.();
  }

  /** The members without an answer for the raid, now (the domain's rule, as the raid leader's page shows it). */
  const unansweredFor = (raid: RaidInstance): string[] => reminders.unanswered(raid.id);

  /**
   * Whether a row of `kind` for the raid must not be queued now: one waits already (it writes the raid as
   * it is when sent), or the last one failed within the pause.
   */
  function holdBack(raidId: string, kind: 'roster' | 'raid-post', at: Date): boolean {
    if (outbox.waitingFor(raidId, kind)) return true;
    const last = outbox.latestFor(raidId, kind);
    return last?.status === 'failed' && at.getTime() - Date.parse(last.createdAt) < rosterFailurePauseMs;
  }

  /**
   * Queues a message's first post (`first`), at once, or its edit after `rosterEditDelayMs`: changes seen
   * meanwhile are in the one edit, written when it is sent. At most one row per raid and kind in each
   * edit delay, even for a roster that keeps flapping (such a row is skipped when it has nothing to say).
   */
  function queueLive(raidId: string, kind: 'roster' | 'raid-post', placeholder: string, at: Date, first: boolean): void {
    const last = outbox.latestFor(raidId, kind);
    const notBefore = (delay: number) =>
      new Date(Math.max(at.getTime() + delay, last ? Date.parse(last.createdAt) + rosterEditDelayMs : 0));
    if (first) {
      const key = outbox.has(`${kind}:${raidId}`) ? `${kind}:${raidId}:${randomUUID()}` : `${kind}:${raidId}`;
      outbox.enqueueLive(key, kind, raidId, placeholder, at, notBefore(0));
    } else {
      outbox.enqueueLive(`${kind}:${raidId}:${randomUUID()}`, kind, raidId, placeholder, at, notBefore(rosterEditDelayMs));
    }
  }

  /** Queues the roster's first post, or an edit when it no longer shows the roster as it is. */
  function syncRoster(raid: RaidInstance, at: Date): void {
    if (holdBack(raid.id, 'roster', at)) return;
    const posted = rosterMessages.of(raid.id);
    const roster = service.roster(raid.id);
    const text = rosterText(raid, roster, context);
    if (posted.length === 0) {
      if (!rosterIsEmpty(roster)) queueLive(raid.id, 'roster', text, at, true);
      return;
    }
    const parts = splitForDiscord(text).map((part) => part.content);
    if (parts.length === posted.length && parts.every((part, index) => posted[index]?.content === part)) return;
    queueLive(raid.id, 'roster', text, at, false);
  }

  /**
   * The bot's raid posts: each published raid not started yet, not cancelled and still open for signups
   * gets its post; a post that no longer shows its raid as it is (roster, time, cancellation, signups
   * closed) gets an edit. Raids posted before and moved out of the schedule's window are kept in sync too.
   */
  function syncPosts(at: Date): void {
    const ms = at.getTime();
    const published = service.listRaids({ from: at.toISOString(), to: new Date(ms + weeksAhead * 7 * 24 * hour).toISOString() });
    const seen = new Set(published.map((raid) => raid.id));
    const moved = raidPosts
      .startingAfter(at)
      .filter((raidId) => !seen.has(raidId))
      .flatMap((raidId) => service.raid(raidId) ?? []);
    for (const raid of [...published, ...moved]) {
      if (Date.parse(raid.startUtc) <= ms || holdBack(raid.id, 'raid-post', at)) continue;
      const posted = raidPosts.of(raid.id);
      if (!posted && !raidPostOpen(raid, at)) continue;
      const roster = service.roster(raid.id);
      if (posted && posted.body === JSON.stringify(raidPostBody(raid, roster, context, at))) continue;
      queueLive(raid.id, 'raid-post', raidPostPreview(raid, roster), at, !posted);
    }
  }

  /**
   * Queues a DM reminder for each linked raider without an answer who keeps DM reminders on: once per raid
   * and raider. A link made after the reminder's moment (`dueAt`) gets none for that raid: linking must not
   * bring a burst of DMs within seconds; the raider just saw the panel and is reminded of the next raids.
   */
  function queueDmReminders(raid: RaidInstance, at: Date, dueAt: number): void {
    // By account key, the nickname as the raider writes it: the admin reads "Zbyszek", not "zbyszek".
    const unanswered = new Map(unansweredFor(raid).map((nickname) => [raiderKey(nickname), nickname]));
    for (const link of links.all()) {
      const nickname = unanswered.get(link.accountKey);
      if (!link.dmReminders || nickname === undefined || Date.parse(link.linkedAt) > dueAt) continue;
      const key = `dm-reminder:${raid.id}:${link.accountKey}`;
      // What the admin sees: whom it is for, not the DM's text (the raider's own).
      if (!outbox.has(key)) outbox.enqueueLive(key, 'dm-reminder', raid.id, `Przypomnienie w DM dla ${nickname}: ${raid.title}`, at);
    }
  }

  /** Queues the roster posts, roster edits and reminders that are due now. */
  function scheduleDue(): void {
    if (!enabled()) return;
    const { rosterHoursBefore, reminderHoursBefore } = settings.current();
    const at = now();
    const ms = at.getTime();
    // Reminders are due before the lock, which is before the start: two days more cover any lock.
    const horizon = Math.max(rosterHoursBefore, reminderHoursBefore) * hour + 48 * hour;
    const raids = service.listRaids({ from: at.toISOString(), to: new Date(ms + horizon).toISOString() });
    for (const raid of raids) {
      if (raid.status === 'cancelled') continue;
      const start = Date.parse(raid.startUtc);
      const close = Date.parse(raid.signupsCloseAt);
      // With the bot, the raid's post shows the roster: no roster message of its own.
      if (!botOn() && ms >= start - rosterHoursBefore * hour && ms < start) syncRoster(raid, at);
      const reminderKey = `reminder:${raid.id}`;
      const dueAt = close - reminderHoursBefore * hour;
      // A raid made inside its reminder window (a one-off raid for tonight) is posted first: the reminder
      // points at a post the channel already shows. The bot's post is queued on this round, after the
      // reminder would be, and it steps aside in the outbox: so the reminder waits for the post itself.
      const posted = !botOn() || raidPosts.of(raid.id) !== undefined;
      const reminderDue = ms >= dueAt && ms < close && posted;
      if (reminderDue && botOn()) queueDmReminders(raid, at, dueAt);
      if (reminderDue && !outbox.has(reminderKey)) {
        const unanswered = unansweredFor(raid);
        // Every member answered: nothing is queued (a later newcomer is reminded then). Who is named is
        // decided again when it is sent; this text is what the admin sees until then.
        if (unanswered.length > 0) outbox.enqueueLive(reminderKey, 'reminder', raid.id, reminderText(raid, unanswered, context), at);
      }
    }
    if (botOn()) syncPosts(at);
  }

  /** Posts the roster's parts that are new and edits those that changed, saving each as Discord answers. */
  async function sendRoster(entry: OutboxEntry, raid: RaidInstance, client: DiscordChannel): Promise<LiveAnswer> {
    if (raid.status === 'cancelled') return { kind: 'skipped', why: 'rajd odwołany' };
    const roster = service.roster(raid.id);
    const posted = rosterMessages.of(raid.id);
    if (posted.length === 0 && rosterIsEmpty(roster)) return { kind: 'skipped', why: 'nic do wysłania: skład pusty' };
    const text = rosterText(raid, roster, context);
    outbox.setText(entry.id, text);
    const parts = splitForDiscord(text).map((part) => part.content);
    for (const [index, part] of parts.entries()) {
      const before = posted[index];
      if (before?.content === part) continue;
      if (before) {
        const edited = await client.edit(before.messageId, messageBody(part));
        if (edited.kind === 'ok') {
          rosterMessages.save(raid.id, index, before.messageId, part);
          continue;
        }
        // Deleted in Discord (by a moderator): this part is posted anew below.
        if (edited.kind !== 'refused' || edited.status !== 404) return edited;
        rosterMessages.forget(raid.id, index);
      }
      const created = await client.execute(messageBody(part));
      if (created.kind !== 'ok') return created;
      if (!created.messageId) return { kind: 'refused', status: 200, reason: 'Discord nie podał identyfikatora wiadomości' };
      rosterMessages.save(raid.id, index, created.messageId, part);
    }
    // The roster got shorter: the messages it no longer needs are deleted.
    for (const extra of posted.slice(parts.length)) {
      const removed = await client.remove(extra.messageId);
      if (removed.kind !== 'ok' && !(removed.kind === 'refused' && removed.status === 404)) return removed;
      rosterMessages.forget(raid.id, extra.part);
    }
    return { kind: 'ok' };
  }

  /** Names who has not answered now; once a part went out, a retry sends the rest of the same text. */
  async function sendReminder(entry: OutboxEntry, raid: RaidInstance, client: DiscordChannel): Promise<LiveAnswer> {
    let text = contentOf(entry);
    if (entry.partsSent === 0) {
      if (raid.status === 'cancelled') return { kind: 'skipped', why: 'rajd odwołany' };
      if (now().getTime() >= Date.parse(raid.signupsCloseAt)) return { kind: 'skipped', why: 'zapisy już zamknięte' };
      const unanswered = unansweredFor(raid);
      if (unanswered.length === 0) return { kind: 'skipped', why: 'wszyscy już odpowiedzieli' };
      text = reminderText(raid, unanswered, context);
      outbox.setText(entry.id, text);
    }
    const parts = splitForDiscord(text);
    for (let index = entry.partsSent; index < parts.length; index += 1) {
      const answer = await client.execute(messageBody(parts[index]!.content));
      if (answer.kind !== 'ok') return answer;
      outbox.setPartsSent(entry.id, index + 1);
    }
    return { kind: 'ok' };
  }

  /**
   * Posts the raid (with its buttons) or edits its post to show the raid as it is now. A first post
   * carries a nonce Discord enforces (`enforce_nonce`): sent again after a crash that lost Discord's
   * answer, it gives back the message already made instead of a second one.
   */
  async function sendPost(entry: OutboxEntry, raid: RaidInstance): Promise<LiveAnswer> {
    const current = bot?.();
    if (!current) return { kind: 'skipped', why: 'bot Discorda nie jest już ustawiony' };
    const at = now();
    const roster = service.roster(raid.id);
    const body = raidPostBody(raid, roster, context, at);
    const json = JSON.stringify(body);
    outbox.setText(entry.id, raidPostPreview(raid, roster));
    const posted = raidPosts.of(raid.id);
    if (posted) {
      if (posted.body === json) return { kind: 'skipped', why: 'wpis już aktualny' };
      const edited = await current.client.edit(posted.channelId, posted.messageId, body);
      if (edited.kind === 'ok') {
        raidPosts.save({ ...posted, body: json }, raid.startUtc);
        return edited;
      }
      // Deleted in Discord (by a moderator): posted anew below while it still takes answers.
      if (edited.kind !== 'refused' || edited.status !== 404) return edited;
      raidPosts.forget(raid.id);
    }
    if (raid.status === 'cancelled') return { kind: 'skipped', why: 'rajd odwołany' };
    if (!raidPostOpen(raid, at)) return { kind: 'skipped', why: 'zapisy już zamknięte' };
    const created = await current.client.post(current.channelId, { ...body, nonce: `raid-post-${entry.id}`, enforce_nonce: true });
    if (created.kind !== 'ok') return created;
    if (!created.messageId) return { kind: 'refused', status: 200, reason: 'Discord nie podał identyfikatora wiadomości' };
    raidPosts.save({ raidId: raid.id, channelId: current.channelId, messageId: created.messageId, body: json }, raid.startUtc);
    return created;
  }

  /**
   * One raider's DM reminder (`dm-reminder:<raidId>:<accountKey>`), when it is still wanted: linked, DM
   * reminders on, no answer yet, signups open. A DM Discord refuses (50007: the raider takes no DMs from
   * the server's members) is a refusal: the row fails with Discord's reason and is not sent again.
   */
  async function sendDm(entry: OutboxEntry, raid: RaidInstance): Promise<LiveAnswer> {
    const current = bot?.();
    if (!current) return { kind: 'skipped', why: 'bot Discorda nie jest już ustawiony' };
    const accountKey = entry.eventKey.split(':').slice(2).join(':');
    const link = links.byAccount(accountKey);
    if (!link) return { kind: 'skipped', why: 'konto nie jest już połączone z Discordem' };
    if (!link.dmReminders) return { kind: 'skipped', why: 'przypomnienia na Discordzie wyłączone' };
    if (raid.status === 'cancelled') return { kind: 'skipped', why: 'rajd odwołany' };
    if (now().getTime() >= Date.parse(raid.signupsCloseAt)) return { kind: 'skipped', why: 'zapisy już zamknięte' };
    if (!unansweredFor(raid).some((nickname) => raiderKey(nickname) === accountKey)) return { kind: 'skipped', why: 'odpowiedź już jest' };
    const dm = await current.client.openDm(link.discordUserId);
    if (dm.kind !== 'dm') return dm;
    return current.client.post(dm.channelId, { ...dmReminderBody(raid), nonce: `dm-${entry.id}`, enforce_nonce: true });
  }

  /** Writes and sends a row queued by `scheduleDue`, from the raid as it is now. */
  function sendLive(entry: OutboxEntry, client: DiscordChannel): Promise<LiveAnswer> {
    const raid = service.raid(entry.raidId!);
    if (!raid) return Promise.resolve({ kind: 'skipped', why: 'rajdu nie ma już w harmonogramie' });
    switch (entry.kind) {
      case 'raid-post':
        return sendPost(entry, raid);
      case 'dm-reminder':
        return sendDm(entry, raid);
      case 'roster':
        // The bot's post shows the roster: a webhook roster row left from before the bot is not sent by it.
        return botOn() ? Promise.resolve({ kind: 'skipped', why: 'skład jest we wpisie bota' }) : sendRoster(entry, raid, client);
      default:
        return sendReminder(entry, raid, client);
    }
  }

  return {
    onRaidEvent,
    scheduleDue,
    sendLive,
    /** Subscribes to the bus; returns the unsubscribe function. */
    listen: (bus: RaidEventBus) => bus.subscribe(onRaidEvent),
  };
}
