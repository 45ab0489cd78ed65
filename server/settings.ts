import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sampleGuild } from '../src/data/guild';
import { formatConfigError, validateGuildConfig } from '../src/data/guild-config';
import type { GuildConfig } from '../src/domain/guild-config-types';
import { signupLimits } from '../src/domain';
import { originOf } from './api/api-cors';

/** A setting the server cannot start with; the message names the variable and what to write instead. */
export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** The server's settings, read from the environment (documented in README.md). */
export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  /** Path of the guild config JSON; absent: the bundled sample guild. */
  guildConfigPath?: string;
  accessCode?: string;
  allowedOrigins: string[];
  trustProxy: boolean;
  /** The server's own origin, e.g. `https://guild.example`; absent: only local names and `HOST`. */
  publicUrl?: string;
  /** Accounts one address may create before it has to wait (`ACCOUNT_CREATION_LIMIT`); absent: the server's default. */
  accountCreationLimit?: number;
  /** log2 of scrypt's N (`PASSWORD_HASH_COST`); absent: the default in server/accounts/password-hash.ts. */
  passwordHashCost?: number;
  /** The Discord webhook used while the admin set none in the panel (`DISCORD_WEBHOOK_URL`). */
  discordWebhookUrl?: string;
}

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 4173;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new SettingsError(`PORT: expected a port number 0–65535, got "${value}"`);
  return port;
}

function readAccessCode(value: string | undefined): string | undefined {
  const code = value?.trim();
  if (!code) return undefined;
  // Raiders type it into the sign-in form, which refuses longer codes.
  if (code.length > signupLimits.accessCode)
    throw new SettingsError(`GUILD_ACCESS_CODE: at most ${signupLimits.accessCode} characters, got ${code.length}`);
  return code;
}

function readOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  const origins = entries.map((entry) => ({ entry, origin: originOf(entry) }));
  const bad = origins.filter(({ entry, origin }) => origin === null || origin !== entry.replace(/\/$/, '').toLowerCase());
  if (bad.length > 0) {
    throw new SettingsError(
      `ALLOWED_ORIGINS: expected origins like https://guild.example (scheme, host and port only), got ${bad.map(({ entry }) => `"${entry}"`).join(', ')}`,
    );
  }
  return [...new Set(origins.map(({ origin }) => origin as string))];
}

function readPublicUrl(value: string | undefined): string | undefined {
  const entry = value?.trim();
  if (!entry) return undefined;
  const origin = originOf(entry);
  if (origin === null || origin !== entry.replace(/\/$/, '').toLowerCase()) {
    throw new SettingsError(
      `PUBLIC_URL: expected the server's origin like https://guild.example (scheme, host and port only), got "${value}"`,
    );
  }
  return origin;
}

function readCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000)
    throw new SettingsError(`${name}: expected a whole number 1–1000000, got "${value}"`);
  return count;
}

function readFlag(name: string, value: string | undefined): boolean {
  const flag = (value ?? '').trim().toLowerCase();
  if (flag === '' || flag === '0' || flag === 'false') return false;
  if (flag === '1' || flag === 'true') return true;
  throw new SettingsError(`${name}: expected 1 or 0, got "${value}"`);
}

export function readSettings(env: Record<string, string | undefined>): ServerSettings {
  const settings: ServerSettings = {
    port: readPort(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    allowedOrigins: readOrigins(env.ALLOWED_ORIGINS),
    trustProxy: readFlag('TRUST_PROXY', env.TRUST_PROXY),
  };
  const accessCode = readAccessCode(env.GUILD_ACCESS_CODE);
  if (accessCode) settings.accessCode = accessCode;
  const publicUrl = readPublicUrl(env.PUBLIC_URL);
  if (publicUrl) settings.publicUrl = publicUrl;
  const accountCreationLimit = readCount('ACCOUNT_CREATION_LIMIT', env.ACCOUNT_CREATION_LIMIT);
  if (accountCreationLimit) settings.accountCreationLimit = accountCreationLimit;
  const passwordHashCost = readCount('PASSWORD_HASH_COST', env.PASSWORD_HASH_COST);
  if (passwordHashCost !== undefined) {
    if (passwordHashCost < 10 || passwordHashCost > 20)
      throw new SettingsError(`PASSWORD_HASH_COST: expected 10–20 (log2 of scrypt's N), got "${env.PASSWORD_HASH_COST}"`);
    settings.passwordHashCost = passwordHashCost;
  }
  const webhook = env.DISCORD_WEBHOOK_URL?.trim();
  if (webhook) {
    let protocol = '';
    try {
      protocol = new URL(webhook).protocol;
    } catch {
      // Reported below.
    }
    if (protocol !== 'https:' && protocol !== 'http:')
      throw new SettingsError(`DISCORD_WEBHOOK_URL: expected the webhook's URL (https://discord.com/api/webhooks/…), got "${webhook}"`);
    settings.discordWebhookUrl = webhook;
  }
  if (env.GUILD_CONFIG?.trim()) settings.guildConfigPath = resolve(env.GUILD_CONFIG.trim());
  return settings;
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
  const result = validateGuildConfig(data, { now });
  if (result.ok) return result.config;
  const listed = result.errors.slice(0, shownErrors).map((error) => `  - ${formatConfigError(error)}`);
  const more = result.errors.length > shownErrors ? [`  … and ${result.errors.length - shownErrors} more`] : [];
  throw new SettingsError([`GUILD_CONFIG: ${path} is not a valid guild config:`, ...listed, ...more].join('\n'));
}
