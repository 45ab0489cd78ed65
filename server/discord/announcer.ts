import type { Database } from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { raidRoles } from '../../src/domain/guild-config-types';
import type { RaidRoster } from '../../src/domain';
import type { RaidInstance } from '../../src/domain/schedule';
import type { RaidEvent, RaidEventBus } from '../raids/raid-events';
import type { SignupService } from '../../src/domain/service';
import {
  raidCancelledText,
  raidCreatedText,
  raidMovedText,
  raidRestoredText,
  reminderText,
  rosterText,
  type MessageContext,
} from './discord-messages';
import type { GuildSettingsStore } from './guild-settings';
import type { Outbox } from './outbox';

export interface AnnouncerOptions {
  db: Database;
  outbox: Outbox;
  settings: GuildSettingsStore;
  /** The schedule and rosters; `raid` reads a night inside the publisher's write, with its change. */
  service: SignupService;
  context: MessageContext;
  now: () => Date;
  /** Told after a row was queued, so the worker sends it without waiting for its timer. */
  queued?: () => void;
}

const hour = 3_600_000;

/** Everyone named in a roster, in any list. */
const answeredIn = (roster: RaidRoster) =>
  new Set(
    [...raidRoles.flatMap((role) => roster.byRole[role]), ...roster.reserve, ...roster.tentative, ...roster.absent].map((entry) =>
      entry.raider.toLocaleLowerCase('pl'),
    ),
  );

/**
 * What the guild hears in Discord: the raid leader's changes (from the raid event bus, queued in the
 * change's own transaction) and, on the worker's rounds, the roster before a raid and a reminder before
 * signups close. Nothing is queued while no webhook is set: setting one later never floods the channel
 * with old news.
 */
export function createAnnouncer({ db, outbox, settings, service, context, now, queued }: AnnouncerOptions) {
  const members = db.prepare<[], { nickname: string }>('SELECT nickname FROM accounts ORDER BY nickname COLLATE NOCASE');
  const enabled = () => settings.current().discordWebhookUrl !== null;

  function textOf(event: RaidEvent, raid: RaidInstance): string | undefined {
    switch (event.kind) {
      case 'raid-created':
        return raidCreatedText(raid, context);
      case 'raid-moved':
        return raidMovedText(raid, event.previousStartsAt, context);
      case 'raid-cancelled':
        return raidCancelledText(raid, event.reason, context);
      case 'raid-restored':
        return raidRestoredText(raid, context);
      // A roster decision is the raider's own news (the panel's notice and their feed), not the channel's.
      case 'roster-decided':
        return undefined;
    }
  }

  /** Runs inside the publisher's transaction: the row commits or rolls back with the change. */
  function onRaidEvent(event: RaidEvent): void {
    if (!enabled()) return;
    const raid = service.raid(event.raidId);
    if (!raid) return;
    const text = textOf(event, raid);
    if (!text) return;
    // One publish is one event: a fresh key, so a raid moved twice is announced twice, each once.
    outbox.enqueue(`${event.kind}:${event.raidId}:${randomUUID()}`, event.kind, text, now());
    queued?.();
  }

  /** Queues the roster posts and reminders that are due now and were not queued before. */
  function scheduleDue(): void {
    if (!enabled()) return;
    const { rosterHoursBefore, reminderHoursBefore } = settings.current();
    const at = now().getTime();
    // Reminders are due before the lock, which is before the start: two days more cover any lock.
    const horizon = Math.max(rosterHoursBefore, reminderHoursBefore) * hour + 48 * hour;
    const raids = service.listRaids({ from: new Date(at).toISOString(), to: new Date(at + horizon).toISOString() });
    for (const raid of raids) {
      if (raid.status === 'cancelled') continue;
      const start = Date.parse(raid.startUtc);
      const close = Date.parse(raid.signupsCloseAt);
      const rosterKey = `roster:${raid.id}`;
      if (at >= start - rosterHoursBefore * hour && at < start && !outbox.has(rosterKey)) {
        outbox.enqueue(rosterKey, 'roster', rosterText(raid, service.roster(raid.id), context), now());
      }
      const reminderKey = `reminder:${raid.id}`;
      if (at >= close - reminderHoursBefore * hour && at < close && !outbox.has(reminderKey)) {
        const answered = answeredIn(service.roster(raid.id));
        const unanswered = members
          .all()
          .map((row) => row.nickname)
          .filter((nickname) => !answered.has(nickname.toLocaleLowerCase('pl')));
        // Every member answered: nobody to remind, and nothing is queued (a later newcomer is reminded then).
        if (unanswered.length > 0) outbox.enqueue(reminderKey, 'reminder', reminderText(raid, unanswered, context), now());
      }
    }
  }

  return {
    onRaidEvent,
    scheduleDue,
    /** Subscribes to the bus; returns the unsubscribe function. */
    listen: (bus: RaidEventBus) => bus.subscribe(onRaidEvent),
  };
}
