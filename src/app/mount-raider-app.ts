import { createApp, type AppInstance, type CreateAppOptions } from './create-app';
import { styleNamesIn } from '../data/site-first-screen';
import { isolateTyping } from './isolate-typing';
import { paintedScreenAttribute, type FirstScreen } from '../data/first-screen';
import type { PanelControls } from './panel-options';

export interface MountOptions extends Omit<
  CreateAppOptions,
  'target' | 'styleContainer' | 'kind' | 'colorModeTarget' | 'precompiledStyles' | 'hydrate'
> {
  /** The first screen the loader painted on this page, if it painted one: its rules need no compiling. */
  paintedScreen?: FirstScreen;
}

export interface RaiderAppHandle extends PanelControls {
  /** Unmounts the app and empties the shadow root it rendered into. */
  unmount(): void;
}

/**
 * Mounts the whole site into an open shadow root of `host` (made if missing), so the host page's CSS
 * cannot reach it and its CSS cannot reach the host page, and keys typed in its fields do not reach the
 * host page's shortcuts. Used by `<raider-panel>` and by React hosts. `unmount()` removes everything it
 * added; the shadow root itself stays (it cannot be detached) and is reused by the next mount.
 */
export function mountRaiderApp(host: HTMLElement, options: MountOptions = {}): RaiderAppHandle {
  const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  // A first screen the loader painted (embed/paint-first-screen.ts) is the app's own markup: hydrated
  // where it is, with the rules of the sheet the loader adopted taken as compiled.
  const painted = [...shadowRoot.children].find((child): child is HTMLElement => child.hasAttribute(paintedScreenAttribute));
  const target = painted || shadowRoot.appendChild(document.createElement('div'));
  const { paintedScreen, ...appOptions } = options;
  const app: AppInstance = createApp({
    ...appOptions,
    precompiledStyles: painted && typeof paintedScreen?.css === 'string' ? styleNamesIn(paintedScreen.css) : undefined,
    hydrate: painted ? shadowRoot : undefined,
    target,
    styleContainer: shadowRoot,
    colorModeTarget: host,
    kind: 'widget',
  });
  app.mount();
  const stopIsolatingTyping = isolateTyping(shadowRoot);
  return {
    navigate: (path) => app.navigate(path),
    setColorMode: (mode) => app.setColorMode(mode),
    setConfig: (source) => app.setConfig(source),
    setUiLocale: (locale) => app.setUiLocale(locale),
    unmount() {
      stopIsolatingTyping();
      app.unmount();
      target.remove();
      // The painted screen's sheet (its rules, which the app took as compiled) goes with it.
      if (painted) shadowRoot.adoptedStyleSheets = [];
    },
    get path() {
      return app.path;
    },
  };
}
