/**
 * The standalone site: the same core as the widget, mounted full-page with hash routing on the real
 * URL (`#/raider/signups`), its styles in the document head and the title set per route.
 */
import { createApp } from '../src/app';
import { firstScreenScriptId, readFirstScreen } from '../src/data/first-screen';

const target = document.getElementById('app');
if (!target) throw new Error('site/index.html must contain <div id="app">');

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

createApp({
  target,
  config,
  firstScreen: firstScreen ? Promise.resolve(firstScreen) : undefined,
  styleContainer: document.head,
  colorModeTarget: document.documentElement,
  kind: 'site',
  routing: 'hash',
}).mount();
