import { mountRaiderApp, normalizePath, type RaiderAppHandle, type RoutingMode } from '../src/app';

export const elementName = 'raider-panel';

const routingModes: readonly RoutingMode[] = ['memory', 'hash'];

/**
 * `<raider-panel>`: the whole site in an open shadow root. Connecting mounts an app instance,
 * disconnecting unmounts it and removes everything it started; reconnecting (or moving the element)
 * mounts again on the route it was showing.
 */
export class RaiderPanelElement extends HTMLElement {
  static observedAttributes = ['route', 'routing'];

  #app: RaiderAppHandle | null = null;
  /** The path shown when the element was last disconnected, so a moved element keeps its page. */
  #lastPath: string | null = null;
  #warned = new Set<string>();

  connectedCallback(): void {
    this.#mount();
  }

  disconnectedCallback(): void {
    this.#unmount();
  }

  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
    if (!this.#app || oldValue === newValue) return;
    if (name === 'route') this.#app.navigate(newValue ?? '/');
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

  #warnOnce(key: string, message: string): void {
    if (this.#warned.has(key)) return;
    this.#warned.add(key);
    console.warn(message);
  }

  #mount(): void {
    if (this.#app) return;
    this.#app = mountRaiderApp(this, {
      routing: this.#routingMode(),
      route: this.#lastPath ?? this.route,
    });
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
