import { colorSwitchSelector, firstScreenAssetBase, type FirstScreen } from '../src/data/first-screen';
import { keepEarlyClicks } from '../src/app/keep-early-clicks';
import { paintColorSwitch } from '../src/layouts/color-switch-look';
import { darkSchemeQuery, isPreference, resolveColorMode, storedPreference } from '../src/platform/color-mode';
import { routePath } from '../src/platform/hash-route';
import { browserLocalStorage } from '../src/platform/safe-storage';
import { elementName } from './element-name';

/**
 * Settings that make an element show something else than the default backend's guild in its own
 * language (another backend or config, a forced UI language): such an element is left to the app.
 */
const ownGuildSettings = ['api', 'config', 'ui-locale'];

/** The path an element is about to show, as the app will read it (memory route or the page's hash). */
function routeOf(element: Element, defaults: Record<string, string | undefined>): string {
  const routing = element.getAttribute('routing') ?? defaults.routing;
  return routePath((routing === 'hash' && location.hash.slice(1)) || element.getAttribute('route') || defaults.route || '');
}

/**
 * What every painted element of the page shares, made at the first one: the sheet with the screen's CSS
 * (one constructable sheet that every painted root adopts; constructed sheets need no CSP nonce), the
 * raider's stored colour choice and the system's scheme (read once: the first storage read of a page is
 * a synchronous trip to the browser).
 */
function pageShared(css: string) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  // Read as the app reads it: refused storage (private mode) counts as `system` there too.
  const preference = storedPreference(browserLocalStorage());
  return { sheet, preference, systemDark: matchMedia(darkSchemeQuery).matches };
}

/**
 * Paints a first screen rendered ahead of time into every `<raider-panel>` of the page that will show
 * it: the default backend's guild, on that route, not yet running (no shadow root). The markup goes
 * into a fresh open shadow root and the CSS into the page's one sheet (`pageShared`). Links and buttons
 * answer at once: a click is kept, and the app, hydrating this very markup, makes it again once it runs.
 * Says whether it painted any.
 */
export function paintFirstScreen(screen: FirstScreen, base: string, defaults: Record<string, string | undefined>): boolean {
  if (typeof screen.html !== 'string' || typeof screen.css !== 'string') return false;
  const html = screen.html.split(firstScreenAssetBase).join(new URL('.', base).href);
  let shared: ReturnType<typeof pageShared> | undefined;
  for (const element of document.querySelectorAll(elementName)) {
    if (element.shadowRoot || routeOf(element, defaults) !== screen.route) continue;
    if (ownGuildSettings.some((name) => element.hasAttribute(name))) continue;
    shared ??= pageShared(screen.css);
    const { sheet, preference, systemDark } = shared;
    const root = element.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = html;
    // The colour mode as the app will show it: the element's (or page's) forced mode, else the raider's
    // choice. A bad attribute falls back to the page's setting, as the element does.
    const forced = [element.getAttribute('color-mode'), defaults.colorMode].find(isPreference) ?? null;
    element.classList.add(resolveColorMode({ preference, systemDark, hostForced: forced }));
    // The switch as the app shows it: none where the mode is forced, else showing the raider's choice.
    const colorSwitch = root.querySelector(colorSwitchSelector);
    if (forced) colorSwitch?.remove();
    else if (colorSwitch) paintColorSwitch(colorSwitch, preference);
    keepEarlyClicks(root, 'a[href^="/"],button');
  }
  return shared !== undefined;
}
