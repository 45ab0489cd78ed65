import type { Handler, MiddlewareHandler } from 'hono';
import { accountMessages } from '../../src/domain/accounts/account-messages';
import type { GuildSettingsStore } from '../discord/guild-settings';
import type { Outbox } from '../discord/outbox';
import { requireRole, type AccountEnv } from './account-routes';
import { readJsonObject } from './request-input';

type Route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, ...handlers: Array<Handler<AccountEnv>>) => void;

export interface SettingsRoutesOptions {
  settings: GuildSettingsStore;
  outbox: Outbox;
  signedIn: MiddlewareHandler<AccountEnv>;
  /** Told after the settings changed (a new webhook: deliver what waits). */
  changed?: () => void;
}

/** "Ustawienia gildii": the Discord webhook and announcement times, and the last deliveries (admins). */
export function addSettingsRoutes(route: Route, { settings, outbox, signedIn, changed }: SettingsRoutesOptions): void {
  const admins = requireRole(['admin'], accountMessages.adminsOnly);

  route('GET', '/settings', signedIn, admins, (c) => c.json(settings.shown()));

  route('PUT', '/settings', signedIn, admins, async (c) => {
    settings.update(await readJsonObject(c));
    changed?.();
    return c.json(settings.shown());
  });

  route('GET', '/deliveries', signedIn, admins, (c) => c.json(outbox.latest()));
}
