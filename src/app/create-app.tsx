import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createPath, type History } from '@remix-run/router';
import { atom, type WritableAtom } from 'nanostores';
import { sampleGuild } from '../data/guild';
import type { GuildConfig } from '../data';
import { firstScreenRoute, paintedScreenAttribute, type FirstScreenAnswer } from '../data/first-screen';
import { replayEarlyClicks } from './keep-early-clicks';
import { createGuildConfigStore, createRaiderSessionStore } from '../stores';
import { createGuildConfigLoader } from '../stores/guild-config-loader';
import { createInstanceEmotion, insertBaseStyles, createToastStore, defaultUiLocale, type UiLocale } from '../ui';
import { AssetProvider } from '../ui/AssetProvider';
import { defaultAssetBase } from '../platform/image-base';
import { App } from './App';
import type { AppContextValue } from '../instance/app-context';
import { createInstanceHistory } from './create-history';
import { startColorMode, type InstanceColorMode } from './instance-color-mode';
import { createPageRegistry } from './page-registry';
import { behindRaiderAuth, prefetchableParts, signInForm } from './AppRoutes';
import { preloadOnIntent } from './preload-on-intent';
import { prefetchOnIdle, whenIdle } from './prefetch-on-idle';
import type { PanelControls, RaiderPanelCallbacks, RaiderPanelSettings } from './panel-options';
import { watchForUpdates, type UpdateCheckConfig, type UpdateNavigation } from './watch-for-updates';
import { createRaidApiSource, type DemoStoreLoader } from './raid-api-source';
import { browserLocalStorage, browserSessionStorage, currentBuildId, manifestUrl } from '../platform';
import type { ErrorDetail } from '../instance/panel-events';
import { ServerPath } from '../data/raids/server-paths';

export type { NavigateDetail, SignupDetail } from '../instance/panel-events';

/** The public settings and callbacks (panel-options.ts), plus what only an embedding needs. */
export interface CreateAppOptions extends Partial<RaiderPanelSettings>, Partial<RaiderPanelCallbacks> {
  /** Element the app renders into; it gets the class `rp-root`. */
  target: HTMLElement;
  /** Receives the instance's `<style>` elements: the shadow root, or `document.head` for the site. */
  styleContainer: Node;
  /** `site` owns the document (title, `<html>` classes); a `widget` never touches the host page. @default 'widget' */
  kind?: 'site' | 'widget';
  /** Gets the `dark` / `light` class: `<html>` for the site, the host element for a widget. @default target */
  colorModeTarget?: Element;
  /** The bundled defaults: shown first, and instead of a `config` that cannot be used. @default sampleGuild */
  guild?: GuildConfig;
  /** @default navigator.userAgent */
  userAgent?: string;
  /**
   * The in-browser demo store's code, for `api="local"` and for a page with no guild server. The site and
   * the widget bring it; the npm package leaves it to `raider-panel/demo`, so a host with a server does
   * not bundle its word lists. @default none: without a server the panel says the demo is not here
   */
  demoStore?: DemoStoreLoader;
  /** IANA zone raid times are shown in (tests, a host that knows better). @default the viewer's zone from Intl */
  viewerTimeZone?: string;
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
  /**
   * The guild's server's first-screen answer (`GET /api/first-screen`), already asked for by the page:
   * the script-tag loader starts the request together with the core, the site reads it from its HTML.
   * With no config from the host, the first paint waits for it, so it shows the guild's own config,
   * never the bundled one first; `null` (no server) paints the bundled guild.
   */
  firstScreen?: Promise<FirstScreenAnswer | null>;
  /**
   * Emotion's names of component rules already in `styleContainer` (a first screen's, rendered ahead of
   * time, whose rules begin with the base rules): emotion takes them as inserted, and the app adds no
   * second copy of the base rules, so the first render compiles and inserts none of them again.
   */
  precompiledStyles?: readonly string[];
  /**
   * `target` holds a first screen rendered ahead of time (render-first-screen.tsx) in this root (the
   * widget's shadow root, or the site's document): the app's first render hydrates that markup instead of
   * replacing it, so the elements a raider focused, selected or clicked stay the same ones, and the
   * clicks kept there (keep-early-clicks.ts) are made again once the app runs.
   */
  hydrate?: Document | ShadowRoot;
}

export interface AppInstance extends PanelControls {
  /** Renders the app and starts its listeners. Calling it twice is a no-op. */
  mount(): void;
  /** Removes the rendered tree, the instance's styles, listeners and timers. */
  unmount(): void;
  readonly mounted: boolean;
}

function defaultUpdateCheck(): UpdateCheckConfig | null {
  const currentId = currentBuildId();
  return currentId ? { manifestUrl: manifestUrl(), currentId } : null;
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
  // Per instance, outside mount(): a config that loaded once survives the element being moved.
  const guild = createGuildConfigStore(options.guild ?? sampleGuild);
  const assetBase = options.assetBase ?? defaultAssetBase(kind);
  const raidApi = createRaidApiSource({ api: options.api ?? undefined, defaultBase: assetBase, guild, demoStore: options.demoStore });
  const session = createRaiderSessionStore({ storage: browserLocalStorage(), key: raidApi.sessionKey });
  // The host's choice (`ui-locale`), else the guild config's `uiLocale`, else the components' default.
  let hostUiLocale: UiLocale | undefined = options.uiLocale;
  const chosenUiLocale = (): UiLocale => hostUiLocale ?? guild.$guild.get().uiLocale ?? defaultUiLocale;
  const uiLocale: WritableAtom<UiLocale> = atom(chosenUiLocale());
  const reportError = (detail: ErrorDetail) => options.onError?.(detail);
  const config = createGuildConfigLoader({
    guild,
    defaults: options.guild ?? sampleGuild,
    // Config problems keep their console warning (for whoever sets the page up) and also reach the host.
    warn: (message) => {
      console.warn(message);
      reportError({ message, source: 'config' });
    },
    backendConfigUrl: () => raidApi.backend().then((url) => (url ? url + ServerPath.config : null)),
    whenIdle,
    earlyBackendConfig: options.firstScreen?.then((answer) => answer?.config ?? null),
  });
  config.setHostConfig(options.config);
  /** What a mounted instance has running; `cleanups` undo it, in this order, on unmount. */
  let mounted: { history: History; colorMode: InstanceColorMode; cleanups: Array<() => void> } | null = null;
  let hydrate = options.hydrate;

  function mount(): void {
    if (mounted) return;
    uiLocale.set(chosenUiLocale());
    const emotion = createInstanceEmotion({ container: options.styleContainer, nonce: options.nonce });
    const baseStyles = options.precompiledStyles
      ? null
      : insertBaseStyles(options.styleContainer, kind === 'site' ? 'document' : 'host', options.nonce);
    if (options.precompiledStyles) emotion.hydrate([...options.precompiledStyles]);
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
      backend: { $status: raidApi.$status, recheck: raidApi.recheck },
      onSignup: (detail) => options.onSignup?.(detail),
      kind,
      userAgent: options.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent),
      viewerTimeZone: options.viewerTimeZone,
      onNavigate: (detail) => options.onNavigate?.(detail),
      onError: reportError,
    };
    const toasts = createToastStore();
    options.target.classList.add('rp-root');
    let root: Root | null = null;
    let stopReplay = () => {};
    const pages = createPageRegistry({
      kind,
      currentPath: () => createPath(history.location),
      storage: browserSessionStorage(),
      reload: () => window.location.reload(),
      onError: reportError,
    });
    const render = () => {
      const tree = (
        <AssetProvider assetBase={assetBase} iconService={options.iconService}>
          <App
            context={context}
            emotion={emotion}
            history={history}
            pages={pages}
            portalRoot={options.target}
            toasts={toasts}
            uiLocale={uiLocale}
          />
        </AssetProvider>
      );
      // Only the first mount finds the painted screen: a later one renders afresh. So does an app that
      // will not show it (another route, backend, config or language, set as properties the painter
      // cannot see): the painted markup goes, and the clicks kept on it with it.
      const paintedIn = hydrate;
      hydrate = undefined;
      options.target.removeAttribute(paintedScreenAttribute);
      const showsPainted = history.location.pathname === firstScreenRoute && !options.api && !options.config && !options.uiLocale;
      if (paintedIn && showsPainted) root = hydrateRoot(options.target, tree);
      else {
        if (paintedIn) options.target.replaceChildren();
        (root = createRoot(options.target)).render(tree);
      }
      // After the render: its effects are scheduled first, and the clicks are made once they have run.
      if (paintedIn) stopReplay = replayEarlyClicks(paintedIn);
    };
    // After the first paint, when the browser is idle: the pages a visitor is likely to open next.
    const stopPrefetch = prefetchOnIdle(prefetchableParts(pages));
    // A visitor who is not signed in will see the sign-in form when they open the raider panel: it
    // starts loading once they are about to (a link into it pointed at or focused) or are there (a
    // deep link, loading it beside the guard rather than after it), not with every visit.
    const signIn = pages(signInForm);
    const notSignedIn = () => !session.$raider.get();
    if (notSignedIn() && behindRaiderAuth(history.location.pathname)) void signIn.preload();
    const stopSignInIntent = preloadOnIntent(options.target, (path) => notSignedIn() && behindRaiderAuth(path), signIn.preload);
    const instance = {
      history,
      colorMode,
      cleanups: [
        // A config still loading is asked for again on the next mount; its late answer must not land here.
        () => config.stop(),
        // Unmounting runs every effect cleanup: the history listener and anything components started.
        () => root?.unmount(),
        () => stopReplay(),
        // The health check and reads still out: a request waiting for its answer would keep this app.
        () => raidApi.stop(),
        () => colorMode.stop(),
        updates.stop,
        stopPrefetch,
        stopSignInIntent,
        session.follow(),
        // Auto-close and exit-animation timers of toasts still showing.
        () => toasts.destroy(),
        // Removes every <style> this instance inserted; nothing stays behind in a shadow root or the head.
        () => emotion.sheet.flush(),
        () => baseStyles?.remove(),
        () => options.target.classList.remove('rp-root'),
        // A config loaded later (the guild's own) may name another language.
        guild.$guild.listen(() => uiLocale.set(chosenUiLocale())),
      ],
    };
    mounted = instance;
    const firstPaintWaits = config.start();
    // A config object is checked before the first paint (one small chunk, only for hosts that pass one).
    if (firstPaintWaits) void firstPaintWaits.then(() => mounted === instance && render());
    else render();
  }

  function unmount(): void {
    if (!mounted) return;
    const { history, cleanups } = mounted;
    // Remembered so a later mount() (e.g. the element moved in the page) comes back to the same page.
    currentPath = createPath(history.location);
    mounted = null;
    for (const cleanup of cleanups) cleanup();
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
    setConfig: (source) => config.setHostConfig(source),
    setUiLocale(locale: UiLocale | undefined) {
      hostUiLocale = locale;
      uiLocale.set(chosenUiLocale());
    },
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
