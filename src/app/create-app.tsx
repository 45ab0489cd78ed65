import { createRoot, type Root } from 'react-dom/client';
import { createPath, type History } from '@remix-run/router';
import { atom, type WritableAtom } from 'nanostores';
import { sampleGuild } from '../data/guild';
import type { GuildConfig, GuildConfigSource } from '../data';
import { createGuildStore, createSessionStore } from '../stores';
import { createInstanceEmotion, insertBaseStyles, createToastHolder, defaultUiLocale, type Emotion, type ToastHolder, type UiLocale } from '../ui';
import { AssetProvider } from '../ui/AssetProvider';
import { defaultAssetBase } from '../platform/image-base';
import { App } from './App';
import type { AppContextValue } from '../instance/app-context';
import { createInstanceHistory, type RoutingMode } from './create-history';
import { startColorMode, type InstanceColorMode } from './instance-color-mode';
import { createPageRegistry } from './page-registry';
import { prefetchableParts } from './AppRoutes';
import { prefetchOnIdle, whenIdle } from './prefetch-on-idle';
import { watchForUpdates, type UpdateCheckConfig, type UpdateNavigation } from './watch-for-updates';
import { createRaidApiSource } from './raid-api-source';
import { browserLocalStorage, browserSessionStorage, currentBuildId, manifestUrl, type ColorModePreference } from '../platform';
import type { ErrorDetail, NavigateDetail, SignupDetail } from '../instance/panel-events';

export type { NavigateDetail, SignupDetail } from '../instance/panel-events';

export interface CreateAppOptions {
  /** Element the app renders into; it gets the class `rp-root`. */
  target: HTMLElement;
  /** Receives the instance's `<style>` elements: the shadow root, or `document.head` for the site. */
  styleContainer: Node;
  /** `site` owns the document (title, `<html>` classes); a `widget` never touches the host page. @default 'widget' */
  kind?: 'site' | 'widget';
  /** Gets the `dark` / `light` class: `<html>` for the site, the host element for a widget. @default target */
  colorModeTarget?: Element;
  /** A colour mode forced by the host page (`color-mode` attribute); `null` follows the raider's choice. */
  colorMode?: ColorModePreference | null;
  /** @default 'memory' */
  routing?: RoutingMode;
  /** First path shown (memory routing, or hash routing without a hash in the URL). @default '/' */
  route?: string;
  /** CSP nonce for injected styles. */
  nonce?: string;
  /**
   * Where image URLs start (`<assetBase>/_ipx/...`): the directory the build is served from.
   * @default './' for the site; for a widget the server root its core was loaded from (React hosts of
   * the npm package pass the URL of the server that serves the built site)
   */
  assetBase?: string;
  /** Base URL of an icon service for icons that are not bundled (`<iconService>/<name>.svg`). @default none */
  iconService?: string;
  /** The bundled defaults: shown first, and instead of a `config` that cannot be used. @default sampleGuild */
  guild?: GuildConfig;
  /**
   * The guild's own config: a URL of its JSON document, or the document itself. Validated; the app
   * renders the defaults at once and swaps the guild's config in when it has loaded. When it cannot be
   * used (network, not JSON, invalid), the defaults stay and one `[raider-panel]` warning says why.
   * @default none (the defaults)
   */
  config?: GuildConfigSource;
  /** @default navigator.userAgent */
  userAgent?: string;
  /** IANA zone raid times are shown in (tests, a host that knows better). @default the viewer's zone from Intl */
  viewerTimeZone?: string;
  /** Called after every navigation, including the first render. */
  onNavigate?: (detail: NavigateDetail) => void;
  /**
   * Where signups are kept: the base URL of the guild's backend, or `local` for the in-browser demo
   * store (this device only, shown with a demo badge).
   * @default `<script origin>/api` (the server the app's files came from), or the demo store when no backend answers there
   */
  api?: string | undefined;
  /** Called after a signup was saved (the element dispatches `raider-panel:signup`). */
  onSignup?: (detail: SignupDetail) => void;
  /**
   * Called for a problem the raider sees handled: a config that cannot be used (`config`, besides its
   * console warning), a page chunk that failed to load (`chunk`), a page that threw (`render`).
   */
  onError?: (detail: ErrorDetail) => void;
  /** Language of the UI components' own strings (toasts, error page); page content stays Polish. @default 'en' */
  uiLocale?: UiLocale;
  /**
   * Build-update check. Default: on in the browser build (every hour and when the tab becomes visible),
   * off elsewhere; `false` turns it off.
   */
  updateCheck?: UpdateCheckConfig | false;
  /**
   * The first navigation after a newer build was seen. Default: the site reloads at the target path;
   * `<raider-panel>` re-mounts itself from the new build instead (it never reloads the host page).
   */
  onUpdateNavigation?: (navigation: UpdateNavigation) => void;
}

function defaultUpdateCheck(): UpdateCheckConfig | null {
  const currentId = currentBuildId();
  return currentId ? { manifestUrl: manifestUrl(), currentId } : null;
}

export interface AppInstance {
  /** Renders the app and starts its listeners. Calling it twice is a no-op. */
  mount(): void;
  /** Removes the rendered tree, the instance's styles, listeners and timers. */
  unmount(): void;
  /** Goes to a path inside the app (`/raider/signups`). */
  navigate(path: string): void;
  /** Forces a colour mode from the host page (`null`: the raider's own preference again). */
  setColorMode(mode: ColorModePreference | null): void;
  /** Loads another guild config (URL or object) without remounting; `null` / `''` returns to the defaults. */
  setConfig(source: GuildConfigSource): void;
  /** Switches the UI components' own strings without remounting. */
  setUiLocale(locale: UiLocale): void;
  /** The path currently shown. */
  readonly path: string;
  readonly mounted: boolean;
}

/**
 * One app instance: its own stores, router history, style sheet and listeners. Nothing happens until
 * `mount()`, and `unmount()` undoes all of it, so two instances on one page never share state.
 */
export function createApp(options: CreateAppOptions): AppInstance {
  const kind = options.kind ?? 'widget';
  const routing = options.routing ?? 'memory';
  let currentPath = normalizePath(options.route ?? '/');
  let hostColorMode = options.colorMode ?? null;
  const defaults = options.guild ?? sampleGuild;
  // Per instance, outside mount(): a config that loaded once survives the element being moved.
  const guild = createGuildStore(defaults);
  const raidApi = createRaidApiSource({ api: options.api, defaultBase: options.assetBase ?? defaultAssetBase(kind), guild });
  const session = createSessionStore({ storage: browserLocalStorage(), key: raidApi.sessionKey });
  const uiLocale: WritableAtom<UiLocale> = atom(options.uiLocale ?? defaultUiLocale);
  const reportError = (detail: ErrorDetail) => options.onError?.(detail);
  /** Config problems keep their console warning (PLATFORM.md) and also reach the host. */
  const warnAboutConfig = (message: string) => {
    console.warn(message);
    reportError({ message, source: 'config' });
  };
  /** A config still to load (URL) or check (object): on mount, so an unmounted app makes no request. */
  let pendingConfig: { source: GuildConfigSource } | null = null;
  let configRequest: AbortController | null = null;

  function applyConfig(source: GuildConfigSource): void {
    configRequest?.abort();
    configRequest = null;
    pendingConfig = null;
    if (source === undefined || source === null || source === '') guild.set(defaults);
    else {
      pendingConfig = { source };
      if (mounted) void startConfigLoad();
    }
  }

  /** Whether the host gave a config (option, attribute, property); if not, the backend's config is used. */
  let hostConfig = options.config !== undefined && options.config !== null && options.config !== '';

  /**
   * With no config from the host, the guild's backend serves it (`GET <api>/config`); else the bundled
   * one stays. Choosing the backend loads the raid adapter's chunk and probes the server, so it waits
   * until the browser is idle after the first paint, which shows the bundled config meanwhile.
   */
  function loadBackendConfig(): () => void {
    if (hostConfig) return () => {};
    return whenIdle(() => {
      void raidApi.backend().then(
        (url) => {
          if (url && mounted && !hostConfig) applyConfig(`${url}/config`);
        },
        () => {},
      );
    });
  }

  /**
   * Loads and checks the pending config. The checker is imported here, not at the top: most pages run
   * on the bundled defaults and never need it, so it stays out of the initial core (`npm run size`).
   */
  function startConfigLoad(): Promise<void> {
    if (pendingConfig === null) return Promise.resolve();
    const { source } = pendingConfig;
    const request = new AbortController();
    configRequest = request;
    return import('../data/guild-config/load-guild-config')
      .then(({ loadGuildConfig }) => loadGuildConfig(source, { fallback: defaults, signal: request.signal, warn: warnAboutConfig }))
      .then(
        (config) => {
          if (request.signal.aborted) return;
          configRequest = null;
          pendingConfig = null;
          guild.set(config);
        },
        (error: unknown) => {
          if (request.signal.aborted) return;
          configRequest = null;
          pendingConfig = null;
          warnAboutConfig(`[raider-panel] could not load the guild config checker, using the bundled defaults (${String(error)})`);
        },
      );
  }
  let mounted: {
    root: Root;
    emotion: Emotion;
    baseStyles: HTMLStyleElement;
    history: History;
    colorMode: InstanceColorMode;
    toasts: ToastHolder;
    stopUpdateCheck: () => void;
    stopPrefetch: () => void;
    stopSession: () => void;
    stopBackendConfig: () => void;
  } | null = null;
  applyConfig(options.config);

  function mount(): void {
    if (mounted) return;
    const emotion = createInstanceEmotion({ container: options.styleContainer, nonce: options.nonce });
    const baseStyles = insertBaseStyles(options.styleContainer, kind === 'site' ? 'document' : 'host', options.nonce);
    const updates = watchForUpdates(
      createInstanceHistory(routing, currentPath),
      options.updateCheck === false ? null : (options.updateCheck ?? defaultUpdateCheck()),
      options.onUpdateNavigation ?? (() => window.location.reload()),
    );
    const history = updates.history;
    const colorMode = startColorMode({
      target: options.colorModeTarget ?? options.target,
      styleContainer: options.styleContainer,
      nonce: options.nonce,
      hostForced: hostColorMode,
      keepClassOnStop: kind === 'site',
    });
    const context: AppContextValue = {
      colorMode: colorMode.store,
      guild,
      session,
      raidApi: raidApi.get,
      onSignup: (detail) => options.onSignup?.(detail),
      kind,
      userAgent: options.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent),
      viewerTimeZone: options.viewerTimeZone,
      onNavigate: (detail) => options.onNavigate?.(detail),
      onError: reportError,
    };
    const toasts = createToastHolder();
    options.target.classList.add('rp-root');
    const root = createRoot(options.target);
    const pages = createPageRegistry({
      kind,
      currentPath: () => createPath(history.location),
      storage: browserSessionStorage(),
      reload: () => window.location.reload(),
      onError: reportError,
    });
    const render = () =>
      root.render(
        <AssetProvider assetBase={options.assetBase ?? defaultAssetBase(kind)} iconService={options.iconService}>
          <App
            context={context}
            emotion={emotion}
            history={history}
            pages={pages}
            portalRoot={options.target}
            toasts={toasts}
            uiLocale={uiLocale}
          />
        </AssetProvider>,
      );
    // After the first paint, when the browser is idle: the pages a visitor is likely to open next.
    const stopPrefetch = prefetchOnIdle(prefetchableParts(pages));
    const instance = {
      root,
      emotion,
      baseStyles,
      history,
      colorMode,
      toasts,
      stopUpdateCheck: updates.stop,
      stopPrefetch,
      stopSession: session.follow(),
      stopBackendConfig: () => {},
    };
    mounted = instance;
    if (pendingConfig !== null && typeof pendingConfig.source !== 'string') {
      // A config object is shown from the first paint, never the defaults first: render once it is
      // checked. The wait is one small chunk (the checker), and only for hosts that pass an object.
      void startConfigLoad().then(() => {
        if (mounted === instance) render();
      });
    } else {
      render();
      void startConfigLoad();
    }
    instance.stopBackendConfig = loadBackendConfig();
  }

  function unmount(): void {
    if (!mounted) return;
    const { root, emotion, baseStyles, history, colorMode, toasts, stopUpdateCheck, stopPrefetch, stopSession, stopBackendConfig } = mounted;
    // Remembered so a later mount() (e.g. the element moved in the page) comes back to the same page.
    currentPath = createPath(history.location);
    mounted = null;
    // A config still loading is asked for again on the next mount; its late answer must not land here.
    configRequest?.abort();
    configRequest = null;
    // Unmounting runs every effect cleanup: the history listener and anything components started.
    root.unmount();
    colorMode.stop();
    stopUpdateCheck();
    stopPrefetch();
    stopSession();
    stopBackendConfig();
    // Auto-close and exit-animation timers of toasts still showing.
    toasts.destroy();
    // Removes every <style> this instance inserted; nothing stays behind in a shadow root or the head.
    emotion.sheet.flush();
    baseStyles.remove();
    options.target.classList.remove('rp-root');
  }

  return {
    mount,
    unmount,
    navigate(path) {
      const target = normalizePath(path);
      if (!mounted) {
        currentPath = target;
        return;
      }
      if (target !== createPath(mounted.history.location)) mounted.history.push(target);
    },
    setColorMode(mode) {
      hostColorMode = mode;
      mounted?.colorMode.store.forceByHost(mode);
    },
    setConfig(source) {
      hostConfig = source !== undefined && source !== null && source !== '';
      applyConfig(source);
      if (mounted) {
        mounted.stopBackendConfig();
        mounted.stopBackendConfig = loadBackendConfig();
      }
    },
    setUiLocale: (locale) => uiLocale.set(locale),
    get path() {
      return mounted ? createPath(mounted.history.location) : currentPath;
    },
    get mounted() {
      return mounted !== null;
    },
  };
}

/** Paths inside the app always start with `/`; `raider/signups` and `#/raider/signups` mean the same. */
export function normalizePath(path: string): string {
  const trimmed = path.trim().replace(/^#/, '');
  if (!trimmed) return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
