import type { JoiningMode } from '../accounts/guild-joining';

/** Where a setting comes from: the panel, a server variable (which wins and cannot be changed here), or neither. */
export type SettingSource = 'database' | 'environment' | null;

/** A setting a server variable may fix: its value, where it comes from, and the variable's name. */
export interface FixableSetting<Value> {
  value: Value;
  source: SettingSource;
  variable: string;
}

/** The Discord application's settings the admin may set in the panel (each also a `DISCORD_*` variable, which wins). */
export type DiscordSettingField =
  | 'applicationId'
  | 'publicKey'
  | 'botToken'
  | 'clientId'
  | 'clientSecret'
  | 'guildId'
  | 'channelId'
  | 'raiderRoleIds'
  | 'officerRoleIds'
  | 'adminRoleIds';

/** One Discord setting as the admin sees it: a secret (`secret: true`) only masked, `••••wxyz`. */
export interface DiscordSettingView extends FixableSetting<string | string[] | null> {
  secret?: true;
}

/** "Ustawienia gildii" as an admin sees them: the webhook only masked, never the access code. */
export interface GuildSettingsView {
  /** Who may create an account (`GUILD_ACCESS_CODE` fixes "by code"). */
  joining: { mode: JoiningMode; source: SettingSource; variable: string };
  /** Guild websites whose pages may show the panel (`ALLOWED_ORIGINS`). */
  allowedOrigins: FixableSetting<string[]>;
  /** The address raiders open (`PUBLIC_URL`). */
  publicUrl: FixableSetting<string | null>;
  /** A new access code, answered once by the save that set it. */
  accessCode?: string;
  /** Masked (`https://discord.com/api/webhooks/1234…/••••wxyz`), or `null` when none is set. */
  discordWebhookUrl: string | null;
  discordWebhookSource: SettingSource;
  rosterHoursBefore: number;
  reminderHoursBefore: number;
  /** The guild's Discord application (the guild's server only). */
  discord?: Record<DiscordSettingField, DiscordSettingView>;
  /** The last registration of the slash commands, `null` before the first (the guild's server only). */
  discordCommands?: DiscordCommandsRegistration | null;
}

/** How registering the slash commands (`/rajdy`, `/urlop`) in the guild's Discord server last ended. */
export interface DiscordCommandsRegistration {
  ok: boolean;
  /** What happened, in Polish: the commands registered, the settings missing, or Discord's refusal. */
  message: string;
  /** When (ISO 8601). */
  at: string;
}

/** What the admin changes; `discordWebhookUrl: null` removes the stored webhook. */
export interface GuildSettingsInput {
  joining?: JoiningMode;
  /** A code the admin chose; with `generateAccessCode` the server draws one. Either sets joining "by code". */
  accessCode?: string;
  generateAccessCode?: true;
  allowedOrigins?: string[];
  publicUrl?: string | null;
  discordWebhookUrl?: string | null;
  rosterHoursBefore?: number;
  reminderHoursBefore?: number;
  /** Discord settings to change: a value (role ids: a list), or `null` to remove the stored one. */
  discord?: Partial<Record<DiscordSettingField, string | string[] | null>>;
}

/** One Discord announcement and how its delivery went. */
export interface DeliveryView {
  id: number;
  eventKey: string;
  kind: string;
  /** `skipped`: a roster or reminder whose time came with nothing to say (`lastError` says why). */
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  /** The message's start, to recognise it. */
  preview: string;
}
