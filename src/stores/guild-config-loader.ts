import type { GuildConfig, GuildConfigSource } from '../data';
import type { GuildConfigStore } from './guild-config-store';

export interface GuildConfigLoaderOptions {
  /** The instance's guild: set to the defaults, then to the loaded config. */
  guild: GuildConfigStore;
  /** The bundled defaults: shown first, and instead of a config that cannot be used. */
  defaults: GuildConfig;
  /** Reports a config that cannot be used (a `[raider-panel]` sentence). */
  warn: (message: string) => void;
  /** With no config from the host: the URL of the backend's config, or `null` when there is no backend. */
  backendConfigUrl: () => Promise<string | null>;
  /** Runs a task once the browser is idle after the first paint; returns its cancel. */
  whenIdle: (task: () => void) => () => void;
  /**
   * The backend's config as the page already asked for it (the loader's early first-screen request, or
   * the config the server wrote into the site's HTML): awaited before the first paint, so the guild's
   * own name is in the first frame. `null` (no server answered) falls back to the idle check above.
   */
  earlyBackendConfig?: Promise<unknown>;
}

export interface GuildConfigLoader {
  /** A config from the host (option, attribute, property); none (`null`, `''`) returns to the defaults. */
  setHostConfig(source: GuildConfigSource): void;
  /**
   * Starts working (on mount): loads the pending config and, without a host config, the backend's.
   * Returns a promise when the first paint should wait for it (a config object is shown from the first
   * paint, never the defaults first), else `null`.
   */
  start(): Promise<void> | null;
  /** Stops (on unmount): a config still loading is asked for again on the next start. */
  stop(): void;
}

function isGiven(source: GuildConfigSource): boolean {
  return source !== undefined && source !== null && source !== '';
}

/**
 * Loading the guild config of one app instance. Nothing is requested before `start()`, so an app that
 * is never mounted makes no request, and a late answer after `stop()` is dropped.
 */
export function createGuildConfigLoader(options: GuildConfigLoaderOptions): GuildConfigLoader {
  const { guild, defaults, warn } = options;
  /** A config still to load (URL) or check (object). */
  let pending: { source: GuildConfigSource } | null = null;
  let request: AbortController | null = null;
  let started = false;
  /** Whether the host gave a config; if not, the backend's config is used. */
  let fromHost = false;
  let stopBackendConfig = () => {};
  /** The early backend config, until the first start takes it. */
  let early = options.earlyBackendConfig;

  function apply(source: GuildConfigSource): void {
    request?.abort();
    request = null;
    pending = null;
    if (!isGiven(source)) guild.set(defaults);
    else {
      pending = { source };
      if (started) void load();
    }
  }

  /**
   * Loads and checks the pending config. The checker is imported here, not at the top: most pages run
   * on the bundled defaults and never need it, so it stays out of the initial core (`npm run size`).
   */
  function load(): Promise<void> {
    if (pending === null) return Promise.resolve();
    const { source } = pending;
    const current = new AbortController();
    request = current;
    return import('../data/guild-config/load-guild-config')
      .then(({ loadGuildConfig }) => loadGuildConfig(source, { fallback: defaults, signal: current.signal, warn }))
      .then(
        (config) => {
          if (current.signal.aborted) return;
          request = null;
          pending = null;
          guild.set(config);
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          request = null;
          pending = null;
          warn(`[raider-panel] could not load the guild config checker, using the bundled defaults (${String(error)})`);
        },
      );
  }

  /**
   * With no config from the host, the guild's backend serves it (`GET <api>/config`); else the bundled
   * one stays. Choosing the backend loads the raid adapter's chunk and probes the server, so it waits
   * until the browser is idle after the first paint, which shows the bundled config meanwhile.
   */
  function followBackend(): void {
    stopBackendConfig();
    stopBackendConfig = fromHost
      ? () => {}
      : options.whenIdle(() => {
          void options.backendConfigUrl().then(
            (url) => {
              if (url && started && !fromHost) apply(url);
            },
            () => {},
          );
        });
  }

  return {
    setHostConfig(source) {
      fromHost = isGiven(source);
      apply(source);
      if (started) followBackend();
    },
    start() {
      started = true;
      const earlyConfig = early;
      // Only the first start uses it: a later mount already shows the guild (the store outlives mounts).
      early = undefined;
      if (!fromHost && earlyConfig) {
        return earlyConfig.then(
          (config) => {
            if (!started || fromHost) return;
            if (config === null || config === undefined) return followBackend();
            pending = { source: config };
            return load();
          },
          () => followBackend(),
        );
      }
      const firstPaintWaits = pending !== null && typeof pending.source !== 'string';
      const loading = load();
      followBackend();
      return firstPaintWaits ? loading : null;
    },
    stop() {
      started = false;
      request?.abort();
      request = null;
      stopBackendConfig();
      stopBackendConfig = () => {};
    },
  };
}
