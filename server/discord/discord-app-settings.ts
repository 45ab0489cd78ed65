import * as v from 'valibot';
import { baseUrl, unlessBlank } from '../settings/setting-schemas';

/**
 * The guild's own Discord application: sign-in with Discord (OAuth2 with PKCE), the bot that posts raids
 * with buttons and sends reminders, and the interactions endpoint Discord calls. Every value comes from
 * a `DISCORD_*` variable (the contract in docs/configuration.md) or, where the admin may set it, from the
 * panel; a variable wins. The two base URLs exist so tests talk to a local stand-in of Discord.
 */
export interface DiscordAppSettings {
  applicationId?: string;
  /** The application's Ed25519 public key, hex: what interaction signatures are checked against. */
  publicKey?: string;
  botToken?: string;
  clientId?: string;
  clientSecret?: string;
  /** The guild's Discord server: only its members sign in. */
  guildId?: string;
  /** Where the bot posts raids. */
  channelId?: string;
  /** Discord roles whose members may raid; none set: every member of the guild's server (officers and admins always). */
  raiderRoleIds: readonly string[];
  /** Discord roles whose members are officers (admins: `adminRoleIds`) in the panel. */
  officerRoleIds: readonly string[];
  adminRoleIds: readonly string[];
  /** Discord's REST API; the OAuth token endpoint is `${apiBase}/oauth2/token`. */
  apiBase: string;
  /** Where a raider's browser is sent to authorize the application. */
  authorizeUrl: string;
}

export const discordDefaults = {
  apiBase: 'https://discord.com/api/v10',
  authorizeUrl: 'https://discord.com/oauth2/authorize',
} as const;

/** Each setting and the variable it is read from. */
export const discordVariables = {
  applicationId: 'DISCORD_APPLICATION_ID',
  publicKey: 'DISCORD_PUBLIC_KEY',
  botToken: 'DISCORD_BOT_TOKEN',
  clientId: 'DISCORD_CLIENT_ID',
  clientSecret: 'DISCORD_CLIENT_SECRET',
  guildId: 'DISCORD_GUILD_ID',
  channelId: 'DISCORD_CHANNEL_ID',
  raiderRoleIds: 'DISCORD_RAIDER_ROLE_IDS',
  officerRoleIds: 'DISCORD_OFFICER_ROLE_IDS',
  adminRoleIds: 'DISCORD_ADMIN_ROLE_IDS',
  apiBase: 'DISCORD_API_BASE',
  authorizeUrl: 'DISCORD_AUTHORIZE_URL',
} as const satisfies Record<keyof DiscordAppSettings, string>;

/** Sign-in with Discord needs the OAuth client and the guild whose members may sign in. */
export const canSignIn = (settings: DiscordAppSettings): boolean => Boolean(settings.clientId && settings.clientSecret && settings.guildId);

/** The bot posts and edits raids in the channel. */
export const canPost = (settings: DiscordAppSettings): boolean => Boolean(settings.botToken && settings.channelId);

/** Discord's calls to the interactions endpoint are checked against the public key. */
export const canAnswerInteractions = (settings: DiscordAppSettings): boolean => Boolean(settings.applicationId && settings.publicKey);

const snowflakeMessage = 'a Discord id (digits only: Developer Mode → right click → Copy ID)';
const snowflake = v.pipe(v.string(), v.trim(), v.regex(/^\d{5,30}$/, snowflakeMessage));
const snowflakeList = v.pipe(
  v.optional(v.string(), ''),
  v.transform((list) => list.split(/[\s,]+/).filter(Boolean)),
  v.check((ids) => ids.every((id) => /^\d{5,30}$/.test(id)), `comma-separated ${snowflakeMessage}`),
);

const discordEnvironmentSchema = v.object({
  applicationId: unlessBlank(snowflake),
  publicKey: unlessBlank(
    v.pipe(v.string(), v.trim(), v.regex(/^[\da-f]{64}$/i, "the application's public key (64 hex characters)"), v.toLowerCase()),
  ),
  botToken: unlessBlank(v.pipe(v.string(), v.trim())),
  clientId: unlessBlank(snowflake),
  clientSecret: unlessBlank(v.pipe(v.string(), v.trim())),
  guildId: unlessBlank(snowflake),
  channelId: unlessBlank(snowflake),
  raiderRoleIds: snowflakeList,
  officerRoleIds: snowflakeList,
  adminRoleIds: snowflakeList,
  apiBase: baseUrl(discordDefaults.apiBase, 'an http(s) URL'),
  authorizeUrl: baseUrl(discordDefaults.authorizeUrl, 'an http(s) URL'),
});

/**
 * The Discord settings the environment gives; throws `Error("DISCORD_…: expected …")` for the first
 * variable refused (the server's settings turn it into a refusal to start).
 */
export function readDiscordEnvironment(env: Record<string, string | undefined>): DiscordAppSettings {
  const raw = Object.fromEntries(Object.entries(discordVariables).map(([setting, name]) => [setting, env[name]]));
  const result = v.safeParse(discordEnvironmentSchema, raw);
  if (result.success) return result.output;
  const [issue] = result.issues;
  const setting = v.getDotPath(issue) as keyof typeof discordVariables;
  throw new Error(`${discordVariables[setting]}: expected ${issue.message}, got "${String(issue.input)}"`);
}
