import { fetchText } from '../../platform/fetch-text';
import { sampleGuild } from '../guild';
import type { GuildConfig } from '../../domain/guild-config-types';
import type { ConfigError } from './checks';
import { validateGuildConfig } from './validate-guild-config';

/**
 * Where a guild's config comes from: a URL of a JSON document, or the document itself (an object from
 * the host page or the backend, not yet trusted).
 */
export type GuildConfigSource = string | GuildConfig | unknown;

/** How long a config URL may take before the defaults are used. */
export const configTimeoutMs = 5000;

export interface LoadGuildConfigOptions {
  /** Used when the config cannot be used. @default sampleGuild */
  fallback?: GuildConfig;
  /** Stops the request without a warning (the app unmounted); resolves to the fallback. */
  signal?: AbortSignal;
  /** @default configTimeoutMs */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default console.warn */
  warn?: (message: string) => void;
  /** For `memberSince` (not in the future). @default new Date() */
  now?: Date;
}

/** `path: message`, the way a person reads one problem. */
export function formatConfigError({ path, message }: ConfigError): string {
  return `${path}: ${message}`;
}

/** Shown with the first few problems: enough to fix the file, not a wall of text in the console. */
const shownErrors = 5;

/**
 * A config object checked at once: the config when valid, otherwise the fallback and exactly one
 * warning naming the bad fields. Synchronous, so an app given an object renders it from the first paint.
 */
export function resolveGuildConfig(input: unknown, options: LoadGuildConfigOptions & { origin?: string } = {}): GuildConfig {
  const result = validateGuildConfig(input, { now: options.now });
  if (result.ok) return result.config;
  const listed = result.errors.slice(0, shownErrors).map(formatConfigError).join('; ');
  const more = result.errors.length > shownErrors ? ` (and ${result.errors.length - shownErrors} more)` : '';
  (options.warn ?? console.warn)(
    `[raider-panel] invalid guild config ${options.origin ?? 'object'}, using the bundled defaults: ${listed}${more}`,
  );
  return options.fallback ?? sampleGuild;
}

/**
 * Loads a guild's config and always resolves to one that can be shown: the URL's JSON or the object
 * when valid, otherwise the bundled defaults with exactly one `[raider-panel]` warning saying why
 * (network error, HTTP status, timeout, not JSON, or the bad fields). Never rejects: a guild's typo
 * must not leave a blank widget on its page.
 */
export async function loadGuildConfig(source: GuildConfigSource, options: LoadGuildConfigOptions = {}): Promise<GuildConfig> {
  if (typeof source !== 'string') return resolveGuildConfig(source, options);
  const fallback = options.fallback ?? sampleGuild;
  const warn = options.warn ?? console.warn;
  let data: unknown;
  try {
    const body = await fetchText(source, {
      timeoutMs: options.timeoutMs ?? configTimeoutMs,
      signal: options.signal,
      headers: { accept: 'application/json' },
      fetch: options.fetch,
    });
    try {
      data = JSON.parse(body);
    } catch (error) {
      throw new Error(`not JSON: ${(error as Error).message}`);
    }
  } catch (error) {
    if (!options.signal?.aborted) {
      warn(`[raider-panel] could not load the guild config from ${source} (${(error as Error).message}), using the bundled defaults`);
    }
    return fallback;
  }
  return resolveGuildConfig(data, { ...options, origin: `from ${source}` });
}
