import type { GuildSettingsStore } from '../discord/guild-settings';
import type { Outbox } from '../discord/outbox';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface SettingsRoutesOptions {
  settings: GuildSettingsStore;
  outbox: Outbox;
  /** Told after the settings changed (a new webhook: deliver what waits). */
  changed?: () => void;
}

/** "Ustawienia gildii": the Discord webhook and announcement times, and the last deliveries (admins). */
export function addSettingsRoutes(route: Route, { settings, outbox, changed }: SettingsRoutesOptions): void {
  route(
    'GET',
    '/settings',
    {
      access: 'admin',
      answers:
        '`200 {"discordWebhookUrl","discordWebhookSource","rosterHoursBefore","reminderHoursBefore"}`: the webhook masked ' +
        '(`https://discord.com/api/webhooks/1234…/••••wxyz`, or `null`), its source `database`, `environment` or `null`',
      errors: '`401`, `403 forbidden`',
    },
    (c) => c.json(settings.shown()),
  );

  route(
    'PUT',
    '/settings',
    {
      access: 'admin',
      body:
        '`{"discordWebhookUrl"?,"rosterHoursBefore"?,"reminderHoursBefore"?}`: a Discord webhook URL (`discord.com`/`discordapp.com`, ' +
        '`/api/webhooks/<id>/<token>`) or `null` to remove the stored one; hours 1–168',
      answers: '`200` the settings as `GET` answers them',
      errors: '`400` (fields `discordWebhookUrl`, `rosterHoursBefore`, `reminderHoursBefore`; nothing is changed), `401`, `403 forbidden`',
    },
    async (c) => {
      settings.update(await readJsonObject(c));
      changed?.();
      return c.json(settings.shown());
    },
  );

  route(
    'GET',
    '/deliveries',
    {
      access: 'admin',
      answers:
        '`200 [{"id","eventKey","kind","status","attempts","createdAt","nextAttemptAt","sentAt","lastError","preview"}]`: the last 50 ' +
        'Discord deliveries, newest first; `status` is `pending`, `sending`, `sent`, `failed` or `skipped` (nothing to say when its time came)',
      errors: '`401`, `403 forbidden`',
    },
    (c) => c.json(outbox.latest()),
  );
}
