/**
 * The standalone site: the same core as the widget, mounted full-page with hash routing on the real
 * URL (`#/raider/signups`), its styles in the document head and the title set per route.
 */
import { createApp, demoStore } from '../src/app';
import { firstScreenScriptId, paintedScreenAttribute, readFirstScreen } from '../src/data/first-screen';
import { awayFromFirstScreenClass, siteAppId, siteFirstScreenStyleId, styleNamesIn } from '../src/data/site-first-screen';

const appElement = document.getElementById(siteAppId);
if (!appElement) throw new Error(`site/index.html must contain <div id="${siteAppId}">`);

// The site shows the bundled guild unless its page names a config: <meta name="raider-panel-config" content="URL">.
const config = document.querySelector<HTMLMetaElement>('meta[name="raider-panel-config"]')?.content || undefined;

/**
 * The guild's server writes its config into the page it sends (the `/api/first-screen` answer): the
 * first paint shows that guild, never the bundled one first. A plain static host writes none.
 */
function writtenFirstScreen() {
  const script = document.getElementById(firstScreenScriptId);
  if (!script?.textContent) return null;
  try {
    return readFirstScreen(JSON.parse(script.textContent));
  } catch {
    console.warn('[raider-panel] the first-screen config in this page is not JSON; showing the bundled guild');
    return null;
  }
}
const firstScreen = config ? null : writtenFirstScreen();

/**
 * The first screen rendered ahead of time in this page's HTML (the build's, or the guild's server's) is
 * the app's own markup: the app hydrates it, taking its rules as compiled. Not when the page names a
 * config of its own (another guild), nor when a deep link or a link followed already left its route.
 */
const paintedInPage = document.querySelector<HTMLElement>(`body > [${paintedScreenAttribute}]`);
const paintedStyle = document.getElementById(siteFirstScreenStyleId);
if (config) paintedStyle?.remove();
const painted = config || document.documentElement.classList.contains(awayFromFirstScreenClass) ? null : paintedInPage;
if (painted) {
  appElement.remove();
  painted.id = siteAppId;
} else paintedInPage?.remove();
const target = painted ?? appElement;

/**
 * The guild's server sends the page under a CSP with a nonce per response, on the page's own scripts and
 * styles: the app puts it on the `<style>` elements it adds. (Browsers hide the attribute; the property
 * keeps it.) A plain static host sends no nonce and no CSP.
 */
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;

const app = createApp({
  target,
  nonce,
  config,
  firstScreen: firstScreen ? Promise.resolve(firstScreen) : undefined,
  styleContainer: document.head,
  colorModeTarget: document.documentElement,
  kind: 'site',
  routing: 'hash',
  precompiledStyles: paintedStyle?.isConnected ? styleNamesIn(paintedStyle.textContent ?? '') : undefined,
  hydrate: painted ? document : undefined,
  demoStore,
});
app.mount();
