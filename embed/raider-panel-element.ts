import { mountRaiderApp, normalizePath, type MountOptions, type RaiderAppHandle, type RoutingMode } from '../src/app';
import type { UpdateNavigation } from '../src/app/watch-for-updates';
import type { GuildConfigSource } from '../src/data';
import { colorModePreferences, isPreference, type ColorModePreference } from '../src/platform';

export const elementName = 'raider-panel';

const routingModes: readonly RoutingMode[] = ['memory', 'hash'];

/**
 * `<raider-panel>`: the whole site in an open shadow root. Connecting mounts an app instance,
 * disconnecting unmounts it and removes everything it started; reconnecting (or moving the element)
 * mounts again on the route it was showing.
 */
export class RaiderPanelElement extends HTMLElement {
  static observedAttributes = ['route', 'routing', 'color-mode', 'config'];

  #app: RaiderAppHandle | null = null;
  /** The path shown when the element was last disconnected, so a moved element keeps its page. */
  #lastPath: string | null = null;
  #warned = new Set<string>();
  /** The build this element's app comes from; replaced when a newer build is adopted. */
  #mountApp: typeof mountRaiderApp = mountRaiderApp;
  /** A config set through the property (object or URL); wins over the attribute until the attribute changes. */
  #config: GuildConfigSource | undefined = undefined;

  connectedCallback(): void {
    // A `config` set on the element before this class upgraded it is an own property hiding the
    // setter: move it through the setter so it is not lost.
    if (Object.prototype.hasOwnProperty.call(this, 'config')) {
      const value = (this as { config?: GuildConfigSource }).config;
      delete (this as { config?: GuildConfigSource }).config;
      this.config = value;
    }
    this.#mount();
  }

  disconnectedCallback(): void {
    this.#unmount();
  }

  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    if (!this.#app || oldValue === newValue) return;
    if (name === 'route') this.#app.navigate(newValue ?? '/');
    if (name === 'color-mode') this.#app.setColorMode(this.#hostColorMode());
    if (name === 'config') {
      this.#config = undefined;
      this.#app.setConfig(newValue);
    }
    if (name === 'routing') {
      // The history kind cannot change under a running router: mount afresh on the current page.
      this.#lastPath = this.#app.path;
      this.#unmount();
      this.#mount();
    }
  }

  /** Path to show; setting it navigates. @default '/' */
  get route(): string {
    return this.getAttribute('route') ?? '/';
  }
  set route(path: string) {
    this.setAttribute('route', path);
  }

  /** `memory` keeps the host URL untouched; `hash` owns `location.hash`. @default 'memory' */
  get routing(): RoutingMode {
    return this.#routingMode();
  }
  set routing(mode: RoutingMode) {
    this.setAttribute('routing', mode);
  }

  /** `light` / `dark` / `system` forced by the host page; `null` (no attribute) uses the raider's choice. */
  get colorMode(): ColorModePreference | null {
    return this.#hostColorMode();
  }
  set colorMode(mode: ColorModePreference | null) {
    if (mode === null) this.removeAttribute('color-mode');
    else this.setAttribute('color-mode', mode);
  }

  /**
   * The guild's config: a URL of its JSON document or the document itself. Setting it loads the config
   * without remounting; an unusable one shows the bundled defaults with one `[raider-panel]` warning.
   * @default the `config` attribute, else none (the bundled defaults)
   */
  get config(): GuildConfigSource {
    return this.#config ?? this.getAttribute('config');
  }
  set config(source: GuildConfigSource) {
    this.#config = source;
    this.#app?.setConfig(source);
  }

  /** Goes to a path inside the widget. */
  navigate(path: string): void {
    if (this.#app) this.#app.navigate(path);
    else this.#lastPath = normalizePath(path);
  }

  #routingMode(): RoutingMode {
    const value = this.getAttribute('routing');
    if (value === null) return 'memory';
    if ((routingModes as readonly string[]).includes(value)) return value as RoutingMode;
    this.#warnOnce('routing', `[raider-panel] routing="${value}" is not one of ${routingModes.join(', ')}; using memory`);
    return 'memory';
  }

  #hostColorMode(): ColorModePreference | null {
    const value = this.getAttribute('color-mode');
    if (value === null || isPreference(value)) return value;
    this.#warnOnce(
      'color-mode',
      `[raider-panel] color-mode="${value}" is not one of ${colorModePreferences.join(', ')}; using the raider's preference`,
    );
    return null;
  }

  #warnOnce(key: string, message: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    console.warn(message);
  }

  #mount(): void {
    if (this.#app) return;
    this.#app = this.#mountApp(this, this.#mountOptions());
  }

  #mountOptions(): MountOptions {
    return {
      routing: this.#routingMode(),
      route: this.#lastPath ?? this.route,
      colorMode: this.#hostColorMode(),
      config: this.config,
      onUpdateNavigation: (navigation) => void this.#remountFromBuild(navigation),
    };
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
  }
}

/** Defines `<raider-panel>` once; a second call (the script included twice) does nothing. */
export function defineRaiderPanel(registry: CustomElementRegistry = customElements): void {
  if (!registry.get(elementName)) registry.define(elementName, RaiderPanelElement);
}
