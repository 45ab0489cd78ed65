/**
 * What the standalone site's page does before its first frame, in scripts inline in its HTML (built by
 * finish-site.ts from site/head-script.ts and site/switch-script.ts), with the app's own functions.
 */
import { keepEarlyClicks } from '../src/app/keep-early-clicks';
import { colorSwitchSelector, firstScreenRoute, paintedScreenAttribute } from '../src/data/first-screen';
import { awayFromFirstScreenClass } from '../src/data/site-first-screen';
import { paintColorSwitch } from '../src/layouts/color-switch-look';
import { applyColorMode } from '../src/platform/apply-color-mode';
import { darkSchemeQuery, resolveColorMode, storedPreference, type ResolvedColorMode } from '../src/platform/color-mode';
import { hashRoutePath } from '../src/platform/hash-route';
import { browserLocalStorage } from '../src/platform/safe-storage';

/**
 * In the head, before the body is parsed: the colour mode's class (a dark preference never flashes
 * light, a route that forces a mode shows it on a deep link); the painted home screen hidden while the
 * address names another route or the page names its own config (another guild); and a button of the
 * painted screen pressed before the app runs kept, to be pressed again once it has.
 */
export function prepareFirstPaint(forcedRoutes: Record<string, ResolvedColorMode>): void {
  const html = document.documentElement;
  const systemDark = typeof matchMedia === 'function' && matchMedia(darkSchemeQuery).matches;
  const path = hashRoutePath(location.hash);
  // Own properties only: `#constructor` names no route, not Object's constructor.
  const routeForced = Object.prototype.hasOwnProperty.call(forcedRoutes, path) ? forcedRoutes[path] : null;
  const mode = resolveColorMode({ preference: storedPreference(browserLocalStorage()), systemDark, routeForced });
  applyColorMode(mode, { target: html, styleContainer: document.head, initial: true });
  const ownConfig = document.querySelector('meta[name="raider-panel-config"]');
  const hideAway = () => html.classList.toggle(awayFromFirstScreenClass, !!ownConfig || hashRoutePath(location.hash) !== firstScreenRoute);
  hideAway();
  addEventListener('hashchange', hideAway);
  keepEarlyClicks(document, 'button');
}

/** Right after the painted screen's markup: its colour switch shows the raider's stored choice. */
export function showStoredPreference(): void {
  const button = document.querySelector(`[${paintedScreenAttribute}] ${colorSwitchSelector}`);
  if (button) paintColorSwitch(button, storedPreference(browserLocalStorage()));
}
