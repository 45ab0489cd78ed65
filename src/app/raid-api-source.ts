import type { GuildStore } from '../stores';
import type { RaidApi } from '../data/raids/raid-api';

export interface RaidApiSourceOptions {
  /** The `api` option: a backend's base URL, or `local` for the in-browser demo store. */
  api: string | undefined;
  /** Where the default backend is: `<defaultBase>api` (the server the app's files came from). */
  defaultBase: string;
  guild: GuildStore;
  /** How long the default backend may take to answer its health check. @default 2500 */
  probeTimeoutMs?: number;
}

export interface RaidApiSource {
  /** Storage key of the raider's session: one per backend, so widgets on the same backend share it. */
  readonly sessionKey: string;
  /** The instance's adapter, created on first use (its code is a lazy chunk: only raider pages need it). */
  get(): Promise<RaidApi>;
  /** The backend's base URL once the adapter is chosen, or `null` when it is the local demo store. */
  backend(): Promise<string | null>;
}

/** Storage key of the local demo store's data. */
export const localDataKey = 'raider-panel:local-data';

/** The backend URL an `api` option names, absolute; `null` for the local demo store. */
export function backendUrl(api: string | undefined, defaultBase: string): string | null {
  const value = api?.trim();
  if (value === 'local') return null;
  try {
    return new URL(value || 'api', value ? globalThis.location?.href : new URL(defaultBase, globalThis.location?.href)).href.replace(
      /\/+$/,
      '',
    );
  } catch {
    return null;
  }
}

/**
 * Chooses and lazily creates the RaidApi adapter of one app instance: `local` is the demo store; a URL
 * is that backend; no option means the server the app came from, or the demo store when no backend
 * answers there (a plain static host).
 */
export function createRaidApiSource(options: RaidApiSourceOptions): RaidApiSource {
  const explicit = options.api?.trim();
  const url = backendUrl(explicit, options.defaultBase);
  let adapter: Promise<RaidApi> | null = null;

  async function local(): Promise<RaidApi> {
    const { createLocalRaidApi, createLocalStore } = await import('../data/raids/local');
    // The demo's first account on this device is its admin, so the officer pages can be tried too.
    return createLocalRaidApi({
      store: createLocalStore({ key: localDataKey }),
      config: () => options.guild.$guild.get(),
      firstAccountAdmin: true,
    });
  }

  async function create(): Promise<RaidApi> {
    if (url === null) return local();
    const { createHttpRaidApi, probeBackend } = await import('../data/raids/http');
    // A backend named by the host is used as it is; the default one must prove it is there.
    if (!explicit && !(await probeBackend(url, { timeoutMs: options.probeTimeoutMs ?? 2500 }))) return local();
    return createHttpRaidApi({ baseUrl: url });
  }

  function get(): Promise<RaidApi> {
    adapter ??= create().catch((error: unknown) => {
      // A failed chunk load may succeed on the next try (network back).
      adapter = null;
      throw error;
    });
    return adapter;
  }

  return {
    sessionKey: `raider-panel:session:${url ?? 'local'}`,
    get,
    backend: () => get().then((api) => (api.kind === 'http' ? url : null)),
  };
}
