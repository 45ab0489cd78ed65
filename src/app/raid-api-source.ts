import { atom, type ReadableAtom } from 'nanostores';
import type { GuildConfigStore } from '../stores';
import type { RaidApi } from '../data/raids/raid-api';
import type * as LocalDemoStore from '../data/raids/local';
import type { BackendHealthVerdict, BackendStatus } from '../data/raids/backend-health';

export interface RaidApiSourceOptions {
  /** The `api` option: a backend's base URL, or `local` for the in-browser demo store. */
  api: string | undefined;
  /** Where the default backend is: `<defaultBase>api` (the server the app's files came from). */
  defaultBase: string;
  guild: GuildConfigStore;
  /** How long the default backend may take to answer its health check. @default 2500 */
  probeTimeoutMs?: number;
  /** Where the one warning for a page the server refuses goes. @default console.warn */
  warn?: (message: string) => void;
  /** The demo store's code (see `CreateAppOptions.demoStore`). @default none */
  demoStore?: DemoStoreLoader;
}

/** Loads the in-browser demo store's code (`() => import('…/data/raids/local')`). */
export type DemoStoreLoader = () => Promise<typeof LocalDemoStore>;

export interface RaidApiSource {
  /** Storage key of the raider's session: one per backend, so widgets on the same backend share it. */
  readonly sessionKey: string;
  /**
   * The instance's adapter, created on first use: its code is lazily loaded (the HTTP adapter with the
   * after-paint group, site/build/chunk-plan.ts; the demo store in chunks of its own).
   */
  get(): Promise<RaidApi>;
  /**
   * The backend's base URL once the health check is done, or `null` when it is the local demo store.
   * A busy or refusing server is still the guild's backend (its config may be readable).
   */
  backend(): Promise<string | null>;
  /** The last health check's verdict, for the notice a refused or unavailable backend shows. */
  readonly $status: ReadableAtom<BackendStatus>;
  /** Checks the default backend again (after `unavailable`); the adapter is then chosen anew. */
  recheck(): Promise<BackendStatus>;
  /**
   * Ends what the instance has out (on unmount): a health check still waiting for its answer, an adapter
   * still being created (the demo store is not opened after it), and the adapter's reads. Their callers
   * are gone, and a request still out would keep them, and with them the unmounted app, alive until it
   * is answered. A check or an adapter cut short is asked for again on the next use.
   */
  stop(): void;
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
 * is that backend; no option means the server the app came from, after its health check: the demo store
 * only when no server is there at all (a static host). A busy or failing server is never swapped for the
 * demo store (answers saved there would never reach the guild): calls fail with a Polish message and the
 * next call checks again. A server that refuses this page's origin gets one console warning.
 */
export function createRaidApiSource(options: RaidApiSourceOptions): RaidApiSource {
  const explicit = options.api?.trim();
  const url = backendUrl(explicit, options.defaultBase);
  const $status = atom<BackendStatus>(url === null || explicit ? (url === null ? 'demo' : 'ok') : 'checking');
  let adapter: Promise<RaidApi> | null = null;
  let verdict: Promise<BackendHealthVerdict> | null = null;
  let warnedRefusal = false;
  /** Aborted by `stop()`, then replaced: the current mount's requests. */
  let lifetime = new AbortController();
  /** The health check still waiting for its answer, if one is. */
  let inFlight: Promise<BackendHealthVerdict> | null = null;
  /** The adapter still being created (its check or its code still out), if one is. */
  let pending: Promise<RaidApi> | null = null;

  async function local(signal: AbortSignal): Promise<RaidApi> {
    if (!options.demoStore) throw (await import('../data/raids/no-demo-store')).noDemoStore(options.warn ?? console.warn);
    const { createLocalRaidApi, createLocalStore } = await options.demoStore();
    // The app unmounted while the demo store's code loaded: no store for an app that is gone (opening it
    // writes this device's storage: when its guild began, by the clock of that moment).
    if (signal.aborted) throw new DOMException('the app was unmounted while the demo store loaded', 'AbortError');
    // The demo's first account on this device is its admin, so the officer pages can be tried too.
    return createLocalRaidApi({
      store: createLocalStore({ key: localDataKey }),
      config: () => options.guild.$guild.get(),
      firstAccountAdmin: true,
    });
  }

  /** The health verdict of the default backend, asked once until `recheck` (a named backend is taken as it is). */
  function check(): Promise<BackendHealthVerdict> {
    if (url === null) return Promise.resolve('demo');
    if (explicit) return Promise.resolve('ok');
    if (verdict) return verdict;
    const { signal } = lifetime;
    // Both modules are in the after-paint group (one file): the refusal's words stay out of the core.
    const checking: Promise<BackendHealthVerdict> = Promise.all([import('../data/raids/http'), import('../data/raids/backend-failure')])
      .then(async ([{ probeBackend }, { refusedOriginWarning }]) => {
        const found = await probeBackend(url, { timeoutMs: options.probeTimeoutMs ?? 2500, signal });
        if (inFlight === checking) inFlight = null;
        $status.set(found);
        if (found === 'refused-origin' && !warnedRefusal) {
          warnedRefusal = true;
          (options.warn ?? console.warn)(refusedOriginWarning(globalThis.location?.origin ?? '?', url));
        }
        return found;
      })
      .catch((error: unknown) => {
        // Only this check is forgotten: a newer one (after a stop and a new mount) stays.
        if (inFlight === checking) inFlight = null;
        if (verdict === checking) verdict = null;
        throw error;
      });
    verdict = inFlight = checking;
    return checking;
  }

  async function create(): Promise<RaidApi> {
    // This mount's: a stop() while the adapter is on its way ends it.
    const { signal } = lifetime;
    const found = await check();
    if (found === 'demo') return local(signal);
    // The failure comes with the group (loaded by the check already), so the core carries no error class.
    const [{ createHttpRaidApi }, { backendFailure }] = await Promise.all([
      import('../data/raids/http'),
      import('../data/raids/backend-failure'),
    ]);
    if (found !== 'ok') throw backendFailure(found);
    return createHttpRaidApi({ baseUrl: url as string, signal: () => lifetime.signal });
  }

  function get(): Promise<RaidApi> {
    if (adapter) return adapter;
    const creating: Promise<RaidApi> = create().then(
      (api) => {
        if (pending === creating) pending = null;
        return api;
      },
      (error: unknown) => {
        if (pending === creating) pending = null;
        // A failed chunk load or a busy server may answer on the next try: nothing is kept (nor is a newer
        // adapter, asked for after a stop, touched).
        if (adapter === creating) {
          adapter = null;
          verdict = null;
        }
        throw error;
      },
    );
    adapter = pending = creating;
    return creating;
  }

  return {
    sessionKey: `raider-panel:session:${url ?? 'local'}`,
    get,
    backend: () => check().then((found) => (found === 'demo' ? null : url)),
    $status,
    recheck() {
      if (verdict !== null && $status.get() === 'ok') return Promise.resolve('ok');
      adapter = null;
      verdict = null;
      return check();
    },
    stop() {
      lifetime.abort();
      lifetime = new AbortController();
      // A check cut short found nothing out, and an adapter still being created is not kept for the app
      // that is gone (the demo store is not even opened): a mount right after this one (the element
      // moved) asks afresh rather than getting the cancelled ones.
      if (inFlight) verdict = inFlight = null;
      if (pending) adapter = pending = null;
    },
  };
}
