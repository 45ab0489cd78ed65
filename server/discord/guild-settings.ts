import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { inputObject, validate } from '../../src/domain/input-schema';
import { validOrThrow } from '../../src/domain/raid-api-error';
import { createGuildSettingsRows } from '../database/guild-settings-rows';
import type { SettingSource } from '../../src/domain/raids/guild-settings-types';

/** What the admin sets in "Ustawienia gildii". */
export interface GuildSettings {
  /** The webhook the server posts to: the database's, else `DISCORD_WEBHOOK_URL`, else none. */
  discordWebhookUrl: string | null;
  /** Where the webhook comes from. */
  discordWebhookSource: SettingSource;
  /** The roster is posted this many hours before a raid starts. */
  rosterHoursBefore: number;
  /** Raiders without an answer are named this many hours before signups close. */
  reminderHoursBefore: number;
}

export const settingsDefaults = { rosterHoursBefore: 3, reminderHoursBefore: 24 } as const;
export const settingsLimits = { hours: 168 } as const;

/** Webhooks the admin may set from the panel: Discord's own, so the setting cannot aim the server elsewhere. */
const discordWebhook = /^https:\/\/(?:(?:ptb|canary)\.)?discord(?:app)?\.com\/api(?:\/v\d+)?\/webhooks\/\d{5,30}\/[\w-]{20,200}$/;

/** `https://discord.com/api/webhooks/1234…/••••wxyz`: enough to recognise it, never enough to use it. */
export function maskWebhook(url: string | null): string | null {
  if (!url) return null;
  const match = /^(.*\/webhooks\/)(\d+)\/(.+)$/.exec(url);
  if (!match) return `${new URL(url).origin}/••••`;
  return `${match[1]}${match[2]!.slice(0, 4)}…/••••${match[3]!.slice(-4)}`;
}

const hoursMessage = `Podaj liczbę godzin od 1 do ${settingsLimits.hours}.`;
const hours = v.optional(
  v.pipe(v.number(hoursMessage), v.integer(hoursMessage), v.minValue(1, hoursMessage), v.maxValue(settingsLimits.hours, hoursMessage)),
);
const webhookMessage = 'Wklej adres webhooka z Discorda (https://discord.com/api/webhooks/…).';

/** `PUT /api/settings`: every field optional; a `null` webhook removes the stored one. */
const settingsInputSchema = inputObject({
  discordWebhookUrl: v.nullish(v.pipe(v.string(webhookMessage), v.trim(), v.regex(discordWebhook, webhookMessage))),
  rosterHoursBefore: hours,
  reminderHoursBefore: hours,
});

/**
 * What an admin's change did, for the audit log: the webhook only as set, changed or removed (its address
 * is a secret that lets anyone post as the guild), the hours with their old values.
 */
function settingsChange(before: GuildSettings, after: GuildSettings, storedNow: boolean): string {
  const parts: string[] = [];
  if (before.discordWebhookUrl !== after.discordWebhookUrl || (before.discordWebhookSource === 'database') !== storedNow) {
    parts.push(
      !storedNow
        ? 'webhook Discorda usunięty'
        : before.discordWebhookSource === 'database'
          ? 'webhook Discorda zmieniony'
          : 'webhook Discorda ustawiony',
    );
  }
  if (before.rosterHoursBefore !== after.rosterHoursBefore)
    parts.push(`skład na Discordzie ${after.rosterHoursBefore} h przed rajdem (było ${before.rosterHoursBefore} h)`);
  if (before.reminderHoursBefore !== after.reminderHoursBefore)
    parts.push(`przypomnienie ${after.reminderHoursBefore} h przed zamknięciem zapisów (było ${before.reminderHoursBefore} h)`);
  return parts.join('; ');
}

/** The guild's settings in `guild_settings`, with `DISCORD_WEBHOOK_URL` as the fallback webhook. */
export function createGuildSettings(db: Database, environmentWebhook: string | undefined) {
  const rows = createGuildSettingsRows(db);
  const number = (name: string, fallback: number) => {
    const stored = rows.get(name);
    return stored === undefined ? fallback : Number(stored);
  };

  function current(): GuildSettings {
    const stored = rows.get('discord-webhook-url') ?? null;
    const url = stored ?? environmentWebhook ?? null;
    return {
      discordWebhookUrl: url,
      discordWebhookSource: stored ? 'database' : environmentWebhook ? 'environment' : null,
      rosterHoursBefore: number('roster-hours-before', settingsDefaults.rosterHoursBefore),
      reminderHoursBefore: number('reminder-hours-before', settingsDefaults.reminderHoursBefore),
    };
  }

  return {
    current,
    /** The settings as the admin sees them: the webhook masked. */
    shown: () => {
      const settings = current();
      return { ...settings, discordWebhookUrl: maskWebhook(settings.discordWebhookUrl) };
    },
    /**
     * Stores what `raw` sets (`settingsInputSchema`), or throws `invalid` naming each refused field.
     * `within` runs inside the write: `check` first (who asks may still do so), `changed` with what
     * changed, in Polish words, when anything did (its audit entry).
     */
    update(raw: Record<string, unknown>, within: { check?: () => void; changed?: (detail: string) => void } = {}): void {
      const {
        discordWebhookUrl: webhook,
        rosterHoursBefore: roster,
        reminderHoursBefore: reminder,
      } = validOrThrow(validate(settingsInputSchema, raw, 'input'));
      db.transaction(() => {
        within.check?.();
        const before = current();
        if (webhook === null) rows.remove('discord-webhook-url');
        else if (webhook !== undefined) rows.set('discord-webhook-url', webhook);
        if (roster !== undefined) rows.set('roster-hours-before', String(roster));
        if (reminder !== undefined) rows.set('reminder-hours-before', String(reminder));
        const detail = settingsChange(before, current(), rows.get('discord-webhook-url') !== undefined);
        if (detail) within.changed?.(detail);
      }).immediate();
    },
  };
}

export type GuildSettingsStore = ReturnType<typeof createGuildSettings>;
