import type { AccountService, GuildStore } from '../../src/domain/service';
import type { GuildSettingsStore } from '../discord/guild-settings';
import type { Outbox } from '../discord/outbox';
import type { ServicePart } from '../api/operation-routes';
import type { PanelSettings } from './access-and-addresses';
import type { DiscordPanelSettings } from '../discord/discord-panel-settings';
import type { CommandRegistration } from '../discord/command-registration';

export interface GuildSettingsServiceOptions {
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

/** "Ustawienia gildii": the Discord webhook and announcement times, and the last deliveries (admins; docs/api.md). */
export function createGuildSettingsService(options: GuildSettingsServiceOptions): ServicePart<'settings'> {
  const { settings, outbox, changed, accounts, audit, now, write = (run) => run(), panel, transaction, discord, commands } = options;
  const shown = () => ({
    ...settings.shown(),
    ...panel.shown(),
    ...(discord ? { discord: discord.shown() } : {}),
    discordCommands: commands.last(),
  });
  return {
    guildSettings: () => shown(),

    saveGuildSettings(actor, input) {
      // A JSON object: the route refuses any other body.
      const body = input as Record<string, unknown>;
      // Every field is checked before anything is written: a refusal changes nothing.
      const access = panel.check(body);
      const discordInput = discord?.check(body);
      const entry = (detail: string) =>
        audit.add({ at: now().toISOString(), actor: actor.nickname, action: 'settings-changed', target: null, detail });
      let newAccessCode: string | undefined;
      try {
        write(() =>
          transaction(() => {
            settings.update(body, {
              // The admin as they are now: one demoted (or signed out) while the body was on its way no longer acts.
              check: () => void accounts.adminNow(actor),
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
      return { ...shown(), ...(newAccessCode ? { accessCode: newAccessCode } : {}) };
    },

    async registerDiscordCommands(actor) {
      const outcome = await commands.register();
      const detail = 'Discord: polecenia zarejestrowane';
      if (outcome.ok) write(() => audit.add({ at: outcome.at, actor: actor.nickname, action: 'settings-changed', target: null, detail }));
      return outcome;
    },

    deliveries: () => outbox.latest(),
  };
}
