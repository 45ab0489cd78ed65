import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as v from 'valibot';
import { sampleGuild } from '../../src/data/guild';
import { formatConfigError, validateGuildConfig } from '../../src/data/guild-config';
import { validateGamePack } from '../../src/domain/game/validate-game-pack';
import { lootOnBenchModes, type GuildConfig } from '../../src/domain/guild-config-types';
import { oneOf, type ConfigError } from '../../src/data/guild-config/checks';
import { signupLimits } from '../../src/domain';
import { inputObject } from '../../src/domain/input-schema';
import { originOf } from '../api/api-cors';
import { baseUrl, isWebUrl, orWhenBlank, unlessBlank } from './setting-schemas';
import { warcraftLogsDefaults } from '../imports/warcraft-logs';
import { raiderIoDefaults } from '../imports/raider-io';
import { raidHelperDefaults } from '../imports/raid-helper';
import { defaultRoleRefreshSeconds } from '../discord/member-refresh';
import { discordVariables, readDiscordEnvironment, type DiscordAppSettings } from '../discord/discord-app-settings';

/** A setting the server cannot start with; the message names the variable and what to write instead. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** Each setting and the variable it is read from (documented in README.md); a refusal names the variable. */
const variables = {
  port: 'PORT',
  host: 'HOST',
  dataDir: 'DATA_DIR',
  allowedOrigins: 'ALLOWED_ORIGINS',
  trustProxy: 'TRUST_PROXY',
  accessCode: 'GUILD_ACCESS_CODE',
  publicUrl: 'PUBLIC_URL',
  accountCreationLimit: 'ACCOUNT_CREATION_LIMIT',
  passwordHashCost: 'PASSWORD_HASH_COST',
  discordWebhookUrl: 'DISCORD_WEBHOOK_URL',
  guildConfigPath: 'GUILD_CONFIG',
  backupHour: 'BACKUP_HOUR',
  replicaUrl: 'LITESTREAM_REPLICA_URL',
  warcraftLogsClientId: 'WARCRAFTLOGS_CLIENT_ID',
  warcraftLogsClientSecret: 'WARCRAFTLOGS_CLIENT_SECRET',
  warcraftLogsApiBase: 'WARCRAFTLOGS_API_BASE',
  raiderIoApiBase: 'RAIDERIO_API_BASE',
  raidHelperApiBase: 'RAIDHELPER_API_BASE',
  discordRoleRefreshSeconds: 'DISCORD_ROLE_REFRESH_SECONDS',
} as const;

/** The names of every variable the server reads (the service example sets only these). */
export const settingVariables: readonly string[] = [...Object.values(variables), ...Object.values(discordVariables)];

/** The refusal of a value, quoted as it was set. */
const got = (expected: string) => (issue: v.BaseIssue<unknown>) => `expected ${expected}, got "${String(issue.input)}"`;

/** A whole number from `min` to `max`, checked as written so that the refusal quotes it. */
const wholeNumber = (min: number, max: number, expected: string) =>
  v.check((value: string) => Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max, got(expected));
const count = wholeNumber(1, 1_000_000, 'a whole number 1–1000000');

/** Scheme, host and port only (a trailing slash and the case aside): what a browser sends as `Origin`. */
const isOrigin = (entry: string) => originOf(entry) === entry.replace(/\/$/, '').toLowerCase();
const originOnly = 'like https://guild.example (scheme, host and port only)';

/** An API's base URL: http(s), without a trailing slash; blank gives `fallback`. */
const apiBase = (fallback: string) => baseUrl(fallback, got('an http(s) URL'));

/** The environment as the server reads it; the first variable refused stops the start. */
const settingsSchema = v.pipe(
  v.record(v.string(), v.optional(v.string())),
  v.transform((env): unknown => Object.fromEntries(Object.entries(variables).map(([setting, name]) => [setting, env[name]]))),
  inputObject({
    port: v.pipe(v.optional(v.string(), ''), orWhenBlank('4173'), wholeNumber(0, 65_535, 'a port number 0–65535'), v.transform(Number)),
    host: v.pipe(v.optional(v.string(), ''), orWhenBlank('0.0.0.0'), v.trim()),
    dataDir: v.pipe(v.optional(v.string(), ''), orWhenBlank('data'), v.trim(), v.transform(resolve)),
    allowedOrigins: v.pipe(
      v.optional(v.string(), ''),
      v.transform((list) => list.split(/[\s,]+/).filter(Boolean)),
      v.check(
        (entries) => entries.every(isOrigin),
        (issue) =>
          `expected origins ${originOnly}, got ${(issue.input as string[])
            .filter((entry) => !isOrigin(entry))
            .map((entry) => `"${entry}"`)
            .join(', ')}`,
      ),
      v.transform((entries) => [...new Set(entries.map((entry) => originOf(entry)!))]),
    ),
    trustProxy: v.pipe(
      v.optional(v.string(), ''),
      v.check((flag) => /^(?:|0|false|1|true)$/i.test(flag.trim()), got('1 or 0')),
      v.transform((flag) => /^(?:1|true)$/i.test(flag.trim())),
    ),
    // Raiders type the access code into the sign-in form, which refuses longer codes.
    accessCode: unlessBlank(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(signupLimits.accessCode, (issue) => `at most ${signupLimits.accessCode} characters, got ${issue.received}`),
      ),
    ),
    /** The server's own origin; absent: only local names and `HOST`. */
    publicUrl: unlessBlank(
      v.pipe(
        v.string(),
        v.check((url) => isOrigin(url.trim()), got(`the server's origin ${originOnly}`)),
        v.transform((url) => originOf(url.trim())!),
      ),
    ),
    /** Accounts one address may create before it has to wait; absent: the server's default. */
    accountCreationLimit: unlessBlank(v.pipe(v.string(), count, v.transform(Number))),
    /** log2 of scrypt's N; absent: the default in server/accounts/password-hash.ts. */
    passwordHashCost: unlessBlank(v.pipe(v.string(), count, wholeNumber(10, 20, "10–20 (log2 of scrypt's N)"), v.transform(Number))),
    /** The Discord webhook used while the admin set none in the panel. */
    discordWebhookUrl: unlessBlank(
      v.pipe(v.string(), v.trim(), v.check(isWebUrl, got("the webhook's URL (https://discord.com/api/webhooks/…)"))),
    ),
    /** Path of the guild config JSON; absent: the bundled sample guild. */
    guildConfigPath: unlessBlank(v.pipe(v.string(), v.trim(), v.transform(resolve))),
    /** The hour (in the guild's zone) of the nightly backup into DATA_DIR/backups. */
    backupHour: v.pipe(v.optional(v.string(), ''), orWhenBlank('4'), wholeNumber(0, 23, 'an hour 0–23'), v.transform(Number)),
    /** Where Litestream replicates the database; absent: no replication. A path becomes absolute. */
    replicaUrl: unlessBlank(
      v.pipe(
        v.string(),
        v.trim(),
        v.check(
          (url) => !url.includes('://') || /^(?:s3|gcs|abs|sftp|file):\/\/./.test(url),
          got('an s3://, gcs://, abs://, sftp:// or file:// URL, or a directory path'),
        ),
        v.transform((url) => (url.includes('://') ? url : resolve(url))),
      ),
    ),
    /** The Warcraft Logs API client the attendance import uses; absent: no import. */
    warcraftLogsClientId: unlessBlank(v.pipe(v.string(), v.trim())),
    warcraftLogsClientSecret: unlessBlank(v.pipe(v.string(), v.trim())),
    warcraftLogsApiBase: apiBase(warcraftLogsDefaults.apiBase),
    /** Raider.IO, for the character import. */
    raiderIoApiBase: apiBase(raiderIoDefaults.apiBase),
    /** Raid-Helper, for the import of a guild's history. */
    raidHelperApiBase: apiBase(raidHelperDefaults.apiBase),
    /** How long roles read from Discord for a linked account count as current. */
    discordRoleRefreshSeconds: v.pipe(
      v.optional(v.string(), ''),
      orWhenBlank(String(defaultRoleRefreshSeconds)),
      wholeNumber(10, 86_400, 'seconds 10–86400'),
      v.transform(Number),
    ),
  }),
);

/** The server's settings, read from the environment. */
export type ServerSettings = v.InferOutput<typeof settingsSchema> & {
  /** The guild's Discord application (`DISCORD_*`), as far as the environment sets it. */
  discord: DiscordAppSettings;
};

export function readSettings(env: Record<string, string | undefined>): ServerSettings {
  const result = v.safeParse(settingsSchema, env);
  if (!result.success) {
    const [issue] = result.issues;
    throw new SettingsError(`${variables[v.getDotPath(issue) as keyof typeof variables]}: ${issue.message}`);
  }
  try {
    return { ...result.output, discord: readDiscordEnvironment(env) };
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
}

/**
 * The config's images must be files of the built site: a hero that is not there would leave a broken
 * image on every home page, so the start is refused with the path it looked at and where images belong.
 */
export function checkGuildImages(config: GuildConfig, siteDir: string): void {
  const { src } = config.images.hero;
  const path = join(resolve(siteDir), ...src.replace(/^\//, '').split('/'));
  let isFile = false;
  try {
    isFile = statSync(path).isFile();
  } catch {
    // Missing: reported below.
  }
  if (!isFile)
    throw new SettingsError(
      `GUILD_CONFIG: images.hero.src "${src}" does not exist: expected the file ${path}. Put the guild's images in site/images/ (every build copies them into ${siteDir}/images/) and run npm run build.`,
    );
}

/** How many problems of a bad config file are listed: enough to fix it. */
const shownErrors = 10;

/** `lootOnBench` checked where the config file is read: the widget's checker knows only its name. */
function lootOnBenchErrors({ lootOnBench }: GuildConfig): ConfigError[] {
  if (lootOnBench === undefined || lootOnBenchModes.includes(lootOnBench)) return [];
  const errors: ConfigError[] = [];
  oneOf(errors, 'lootOnBench', lootOnBench, lootOnBenchModes);
  return errors;
}

/**
 * The guild config the server runs with: the file at `path`, validated with the same rules as the panel,
 * or the bundled sample guild without a path. Any problem stops the start with the reasons.
 */
export function readGuildConfigFile(path: string | undefined, now = new Date()): GuildConfig {
  if (path === undefined) return sampleGuild;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SettingsError(`GUILD_CONFIG: cannot read ${path} (${(error as Error).message})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SettingsError(`GUILD_CONFIG: ${path} is not JSON (${(error as Error).message})`);
  }
  const checked = validateGuildConfig(data, { now });
  // A guild's own game pack is checked whole here (in Polish, for the guild's admin); the widget's
  // checker only sees that it is an object, to keep valibot out of the first render.
  const game = checked.ok ? checked.config.game : undefined;
  const pack = typeof game === 'object' ? validateGamePack(game) : undefined;
  const packErrors = [...(pack && !pack.ok ? pack.errors : []), ...(checked.ok ? lootOnBenchErrors(checked.config) : [])];
  const result = packErrors.length ? { ok: false as const, errors: packErrors } : checked;
  if (result.ok) return result.config;
  const listed = result.errors.slice(0, shownErrors).map((error) => `  - ${formatConfigError(error)}`);
  const more = result.errors.length > shownErrors ? [`  … and ${result.errors.length - shownErrors} more`] : [];
  throw new SettingsError([`GUILD_CONFIG: ${path} is not a valid guild config:`, ...listed, ...more].join('\n'));
}
