import { demoStore, mountRaiderApp, normalizePath, type MountOptions, type RaiderAppHandle, type RoutingMode } from '../src/app';
import type { RaiderPanelElementApi } from '../src/app/element-typings';
import type { ElementSettingName } from '../src/app/panel-options';
import type { UpdateNavigation } from '../src/app/watch-for-updates';
import type { GuildConfigSource } from '../src/data';
import { readFirstScreen, type FirstScreen, type FirstScreenAnswer } from '../src/data/first-screen';
import { packageVersion, type ColorModePreference } from '../src/platform';
import type { UiLocale } from '../src/ui/ui-strings';
import { elementName } from './element-name';
import { panelEventCallbacks } from './element-events';
import {
  attributeNames,
  badValueMessage,
  settingRules,
  type AttributeName,
  type CheckedAttribute,
  readPageDefaults,
  type PageDefaults,
  type SettingValue,
} from './element-attributes';

export { elementName };

/**
 * Properties a page may set before the script has defined the element: they land on the plain
 * element as own properties, hiding the setters, and are moved through the setters on connect.
 */
const upgradedProperties = ['route', 'routing', 'colorMode', 'api', 'config', 'uiLocale'] as const satisfies readonly ElementSettingName[];

/** What the running app was mounted with, among the settings that need a fresh mount to change. */
interface MountedWith {
  routing: RoutingMode;
  api: string | undefined;
  nonce: string | undefined;
}

/**
 * `<raider-panel>`: the whole site in an open shadow root. Connecting mounts an app instance,
 * disconnecting unmounts it and removes everything it started; reconnecting (or moving the element)
 * mounts again on the route it was showing. Every attribute reacts to change; a bad value warns once
 * and uses the default (the script tag's `data-*` setting when there is one).
 */
export class RaiderPanelElement extends HTMLElement implements RaiderPanelElementApi {
  static observedAttributes = [...attributeNames];

  /** The version of this runtime (also `RaiderPanel.version`). */
  static readonly version: string = packageVersion();

  /** Defaults for every element of the page, from the script tag's `data-*` attributes. */
  static pageDefaults: PageDefaults = {};

  /**
   * The guild server's first-screen answer the loader asked for with the core (`null` when it did not:
   * a page that names its backend). Used by elements on the default backend.
   */
  static pageFirstScreen: Promise<FirstScreenAnswer | null> | null = null;

  /** The first screen the loader painted into this page's elements, if it painted one. */
  static paintedScreen: FirstScreen | undefined = undefined;

  #app: RaiderAppHandle | null = null;
  #mountedWith: MountedWith | null = null;
  /** The path shown when the element was last disconnected, so a moved element keeps its page. */
  #lastPath: string | null = null;
  #warned = new Set<string>();
  /** The build this element's app comes from; replaced when a newer build is adopted. */
  #mountApp: typeof mountRaiderApp = mountRaiderApp;
  /** A config set through the property (object or URL); wins over the attribute until the attribute changes. */
  #config: GuildConfigSource | undefined = undefined;

  connectedCallback(): void {
    this.#adoptEarlyProperties();
    this.#mount();
  }

  disconnectedCallback(): void {
    this.#unmount();
  }

  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    if (!this.#app || oldValue === newValue) return;
    switch (name as AttributeName) {
      case 'route':
        this.#app.navigate(this.route);
        break;
      case 'color-mode':
        this.#app.setColorMode(this.colorMode);
        break;
      case 'ui-locale':
        this.#app.setUiLocale(this.#hostUiLocale());
        break;
      case 'config':
        this.#config = undefined;
        this.#app.setConfig(this.config);
        break;
      case 'routing':
      case 'api':
      case 'nonce':
        // The history kind, the backend and the style nonce are fixed for a running app: mount afresh
        // on the current page when the value in effect changed (a nonce attribute the browser hides
        // after insertion, for one, changes nothing).
        this.#remountIfChanged();
        break;
    }
  }

  /** Version of the runtime that defined the element. */
  get version(): string {
    return (this.constructor as typeof RaiderPanelElement).version;
  }

  /** Path to show; setting it navigates. @default '/' */
  get route(): string {
    return this.getAttribute('route') ?? this.#pageDefaults.route ?? '/';
  }
  set route(path: string) {
    this.setAttribute('route', path);
  }

  /** `memory` keeps the host URL untouched; `hash` owns `location.hash`. @default 'memory' */
  get routing(): RoutingMode {
    return this.#setting('routing');
  }
  set routing(mode: RoutingMode) {
    this.setAttribute('routing', mode);
  }

  /** `light` / `dark` / `system` forced by the host page; `null` (no attribute) uses the raider's choice. */
  get colorMode(): ColorModePreference | null {
    return this.#setting('color-mode');
  }
  set colorMode(mode: ColorModePreference | null) {
    this.#setOrRemove('color-mode', mode);
  }

  /** Base URL of the backend, or `local`; `null`: the default (`<script origin>/api`). */
  get api(): string | null {
    return this.#setting('api') ?? null;
  }
  set api(url: string | null) {
    this.#setOrRemove('api', url);
  }

  /** The element's own `ui-locale` (or the page's `data-ui-locale`), or `undefined` so the guild config's `uiLocale` decides. */
  #hostUiLocale(): UiLocale | undefined {
    const named = this.hasAttribute('ui-locale') || this.#pageDefaults['ui-locale'] !== undefined;
    return named ? this.uiLocale : undefined;
  }

  /** Language of the UI components' own strings. @default the guild config's `uiLocale`, else 'en' */
  get uiLocale(): UiLocale {
    return this.#setting('ui-locale');
  }
  set uiLocale(locale: UiLocale | null) {
    this.#setOrRemove('ui-locale', locale);
  }

  /**
   * The guild's config: a URL of its JSON document or the document itself. Setting it loads the config
   * without remounting; an unusable one shows the bundled defaults with one `[raider-panel]` warning.
   * @default the `config` attribute, else the page's `data-config`, else none (the bundled defaults)
   */
  get config(): GuildConfigSource {
    return this.#config ?? this.getAttribute('config') ?? this.#pageDefaults.config ?? null;
  }
  set config(source: GuildConfigSource) {
    this.#config = source;
    this.#app?.setConfig(this.config);
  }

  /** Goes to a path inside the widget. */
  navigate(path: string): void {
    if (this.#app) this.#app.navigate(path);
    else this.#lastPath = normalizePath(path);
  }

  get #pageDefaults(): PageDefaults {
    return (this.constructor as typeof RaiderPanelElement).pageDefaults;
  }

  /** The value in effect: the attribute when good, else the page default, else the built-in default. */
  #setting<Name extends CheckedAttribute>(name: Name): SettingValue<Name> {
    const rule = settingRules[name];
    const raw = this.getAttribute(name);
    if (raw !== null) {
      const value = rule.parse(raw);
      if (value !== undefined) return value as SettingValue<Name>;
      this.#warnOnce(name, badValueMessage(name, raw, name));
    }
    const pageDefault = this.#pageDefaults[name];
    return (pageDefault === undefined ? rule.fallback : rule.parse(pageDefault)) as SettingValue<Name>;
  }

  /**
   * The CSP nonce for injected styles. Read from the property first: browsers move a `nonce`
   * attribute into an internal slot and blank the attribute once the element is in a page with a CSP.
   */
  #nonce(): string | undefined {
    return this.nonce || this.getAttribute('nonce') || this.#pageDefaults.nonce || undefined;
  }

  #setOrRemove(name: AttributeName, value: string | null | undefined): void {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, value);
  }

  #warnOnce(key: string, message: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    console.warn(message);
  }

  /** Properties set before the element was defined: take them through the setters so none is lost. */
  #adoptEarlyProperties(): void {
    for (const property of upgradedProperties) {
      if (!Object.prototype.hasOwnProperty.call(this, property)) continue;
      const value = (this as Record<string, unknown>)[property];
      delete (this as Record<string, unknown>)[property];
      (this as Record<string, unknown>)[property] = value;
    }
  }

  #mount(): void {
    if (this.#app) return;
    const mountedWith: MountedWith = { routing: this.routing, api: this.api ?? undefined, nonce: this.#nonce() };
    this.#mountedWith = mountedWith;
    this.#app = this.#mountApp(this, this.#mountOptions(mountedWith));
  }

  #mountOptions(mountedWith: MountedWith): MountOptions {
    return {
      ...mountedWith,
      route: this.#lastPath ?? this.route,
      colorMode: this.colorMode,
      config: this.config,
      uiLocale: this.#hostUiLocale(),
      firstScreen: (mountedWith.api === undefined && (this.constructor as typeof RaiderPanelElement).pageFirstScreen) || undefined,
      paintedScreen: (this.constructor as typeof RaiderPanelElement).paintedScreen,
      demoStore,
      ...panelEventCallbacks(this, this.version),
      onUpdateNavigation: (navigation) => void this.#remountFromBuild(navigation),
    };
  }

  #remountIfChanged(): void {
    const before = this.#mountedWith;
    if (before && before.routing === this.routing && before.api === (this.api ?? undefined) && before.nonce === this.#nonce()) return;
    this.#unmount();
    this.#mount();
  }

  /**
   * A newer build exists and the raider navigated: swap the app for the new build's, at the page they
   * were going to, without reloading the host page. If the new core cannot load, the old one stays.
   */
  async #remountFromBuild({ path, manifest, manifestUrl }: UpdateNavigation): Promise<void> {
    if (!manifest.core) return;
    try {
      const core = (await import(/* @vite-ignore */ new URL(manifest.core, new URL('..', manifestUrl)).href)) as {
        mountRaiderApp: typeof mountRaiderApp;
      };
      if (!this.#app || !this.isConnected) return;
      this.#app.unmount();
      this.#app = null;
      this.#lastPath = path;
      this.#mountApp = core.mountRaiderApp;
      this.#mount();
    } catch (error) {
      console.warn('[raider-panel] could not load the new build; staying on this one', error);
    }
  }

  #unmount(): void {
    if (!this.#app) return;
    this.#lastPath = this.#app.path;
    this.#app.unmount();
    this.#app = null;
    this.#mountedWith = null;
  }
}

export interface DefineOptions {
  /** @default customElements */
  registry?: CustomElementRegistry;
  /** The script tag's `data-*` settings (its `dataset`): defaults for every element of the page. */
  settings?: Readonly<Record<string, string | undefined>>;
  /** The body of the loader's early `GET /api/first-screen` request, when it made one. */
  firstScreen?: Promise<unknown>;
  /** The first screen the loader painted, if it painted one. */
  paintedScreen?: FirstScreen;
}

/** Defines `<raider-panel>` once; a second call (the script included twice) does nothing. */
export function defineRaiderPanel({ registry = customElements, settings = {}, firstScreen, paintedScreen }: DefineOptions = {}): void {
  if (registry.get(elementName)) return;
  // A subclass per definition carries the page's defaults: nothing global, and a test can define its own.
  registry.define(
    elementName,
    class extends RaiderPanelElement {
      static override pageDefaults = readPageDefaults(settings);
      static override pageFirstScreen = firstScreen?.then(readFirstScreen, () => null) ?? null;
      static override paintedScreen = paintedScreen;
    },
  );
}
