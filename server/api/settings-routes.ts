import type { AccountService, GuildStore } from '../../src/domain/service';
import type { GuildSettingsStore } from '../discord/guild-settings';
import { actor } from './account-routes';
import type { Outbox } from '../discord/outbox';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';
import type { PanelSettings } from '../settings/access-and-addresses';
import type { DiscordPanelSettings } from '../discord/discord-panel-settings';
import type { CommandRegistration } from '../discord/command-registration';

export interface SettingsRoutesOptions {
  settings: GuildSettingsStore;
  outbox: Outbox;
  /** Told after the settings changed (a new webhook: deliver what waits). */
  changed?: () => void;
  /** Who is still an admin, checked again inside the settings' write. */
  accounts: AccountService;
  /** Where the change is recorded, in the same write. */
  audit: GuildStore['audit'];
  now: () => Date;
  /** Runs the write: the server's storage health turns a storage fault into `503`. @default runs it as it is */
  write?: <T>(run: () => T) => T;
  /** Access, embedding origins and the public URL, which a variable may fix. */
  panel: PanelSettings;
  /** Runs `work` in one database transaction. */
  transaction: <T>(work: () => T) => T;
  /** The Discord application's settings, which `DISCORD_*` variables may fix. @default not offered */
  discord?: DiscordPanelSettings;
  /** Registers the slash commands from the panel, and says how the last attempt went. */
  commands: CommandRegistration;
}

/** "Ustawienia gildii": the Discord webhook and announcement times, and the last deliveries (admins). */
export function addSettingsRoutes(
  route: Route,
  { settings, outbox, changed, accounts, audit, now, write = (run) => run(), panel, transaction, discord, commands }: SettingsRoutesOptions,
): void {
  const shown = () => ({
    ...settings.shown(),
    ...panel.shown(),
    ...(discord ? { discord: discord.shown() } : {}),
    discordCommands: commands.last(),
  });
  route(
    'GET',
    '/settings',
    {
      access: 'admin',
      answers:
        '`200 {"discordWebhookUrl","discordWebhookSource","rosterHoursBefore","reminderHoursBefore","joining","allowedOrigins","publicUrl","discord","discordCommands"}`: ' +
        'the webhook masked (`https://discord.com/api/webhooks/1234…/••••wxyz`, or `null`), its source `database`, `environment` or `null`; ' +
        '`joining` `{"mode":"open"|"code"|"closed","source","variable"}` (never the code), `allowedOrigins` and `publicUrl` `{"value","source","variable"}`: ' +
        '`discord` the Discord application, each field `{"value","source","variable"}` (`applicationId`, `publicKey`, `botToken`, `clientId`, ' +
        '`clientSecret`, `guildId`, `channelId`, `raiderRoleIds`, `officerRoleIds`, `adminRoleIds`; the bot token and client secret masked `••••wxyz`, marked `"secret":true`): ' +
        "a variable set on the server wins over the panel; `discordCommands` how the slash commands' last registration went (as `POST /settings/discord-commands` " +
        'answers it), `null` before the first',
      errors: '`401`, `403 forbidden`',
    },
    (c) => c.json(shown()),
  );

  route(
    'PUT',
    '/settings',
    {
      access: 'admin',
      body:
        '`{"discordWebhookUrl"?,"rosterHoursBefore"?,"reminderHoursBefore"?,"joining"?,"accessCode"?,"generateAccessCode"?,"allowedOrigins"?,"publicUrl"?}`: ' +
        'a Discord webhook URL (`discord.com`/`discordapp.com`, `/api/webhooks/<id>/<token>`) or `null` to remove the stored one; hours 1–168; ' +
        '`joining` `open`, `code` or `closed`; an `accessCode` (4–64 characters) or `generateAccessCode: true` sets joining by that code; ' +
        '`allowedOrigins` a list of origins; `publicUrl` an origin or `null`; `discord` `{"applicationId"?,…}` the fields `GET` shows, each a value ' +
        '(role ids: a list or a comma-separated string) or `null` to remove the stored one',
      answers:
        '`200` the settings as `GET` answers them, with `accessCode` when this change set one (shown this once); every change is in the audit log',
      errors: '`400` (the fields above; a field a server variable fixes is refused naming it; nothing is changed), `401`, `403 forbidden`',
    },
    async (c) => {
      const body = await readJsonObject(c);
      // Every field is checked before anything is written: a refusal changes nothing.
      const access = panel.check(body);
      const discordInput = discord?.check(body);
      const entry = (detail: string) =>
        audit.add({ at: now().toISOString(), actor: actor(c).nickname, action: 'settings-changed', target: null, detail });
      let newAccessCode: string | undefined;
      try {
        write(() =>
          transaction(() => {
            settings.update(body, {
              // The admin as they are now: one demoted (or signed out) while the body was on its way no longer acts.
              check: () => void accounts.adminNow(actor(c)),
              changed: entry,
            });
            const change = panel.apply(access);
            const discordChanges = discord?.apply(discordInput) ?? [];
            const changes = [...change.changes, ...discordChanges];
            if (changes.length > 0) entry(changes.join('; '));
            newAccessCode = change.newAccessCode;
          }),
        );
      } catch (error) {
        // The write was rolled back: the settings in memory follow the database again.
        panel.reload();
        discord?.reload();
        throw error;
      }
      changed?.();
      return c.json({ ...shown(), ...(newAccessCode ? { accessCode: newAccessCode } : {}) });
    },
  );

  route(
    'POST',
    '/settings/discord-commands',
    {
      access: 'admin',
      answers:
        '`200 {"ok","message","at"}`: registers `/rajdy` and `/urlop` in the guild\'s Discord server with the Discord settings as they apply ' +
        '(`PUT {DISCORD_API_BASE}/applications/{id}/guilds/{id}/commands`, which replaces them: again changes nothing); `ok` false with a Polish ' +
        "`message` naming the missing settings or Discord's refusal; kept, and shown by `GET /settings`; a success is in the audit log",
      errors: '`401`, `403 forbidden`',
    },
    async (c) => {
      const outcome = await commands.register();
      const detail = 'Discord: polecenia zarejestrowane';
      if (outcome.ok)
        write(() => audit.add({ at: outcome.at, actor: actor(c).nickname, action: 'settings-changed', target: null, detail }));
      return c.json(outcome);
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
