import { colorModeStorageKey } from '../platform/color-mode';
import { hashRoutePathExpression } from '../platform/hash-route';
import { colorSwitchSelector, paintedScreenAttribute, type FirstScreen } from './first-screen';

/**
 * The standalone site's first screen rendered ahead of time, in its `index.html`: the page shows it as
 * soon as the HTML arrives, before any script (the build writes the bundled guild's; the guild's
 * server writes its own in the page it sends). Two blocks between comments the build leaves in the
 * template: the rules in the head, the markup in the body before `#app`.
 */
const blocks = {
  head: ['<!-- first-screen:head -->', '<!-- /first-screen:head -->'],
  body: ['<!-- first-screen:body -->', '<!-- /first-screen:body -->'],
} as const;

/** Id of the head's `<style>` with the screen's rules; the app keeps it as its first component rules. */
export const siteFirstScreenStyleId = 'raider-panel-first-screen-style';

/**
 * Emotion's names of the component rules in the screen's CSS (`.rp-<name>`): the app takes them as
 * inserted. The base rules' own `rp-` classes come along; no emotion name is a word, so they match none.
 */
export function styleNamesIn(css: string): string[] {
  return [...new Set([...css.matchAll(/\.rp-([a-z0-9]+)/g)].map((match) => match[1]!))];
}

/** Class on `<html>` while the page's hash names another route than the screen's: the screen is hidden. */
export const awayFromFirstScreenClass = 'rp-away';

/**
 * Id of the site's app element (`<div id="app">`), which the template has right after the screen's
 * block: until the parser has read it, nothing is painted (`<link rel="expect" blocking="render">`, below).
 */
export const siteAppId = 'app';

/**
 * The head's part: the screen's rules, one rule hiding it away from its route, and the script that
 * sets that class from the hash before the body is parsed, and again on every hash change (a link
 * followed before the app runs). A deep link never shows the home page first.
 *
 * It also holds the page's first frame until the parser has read the whole screen (and the colour
 * switch's script after it): a slow connection or a busy phone makes the parser stop and let a frame
 * paint part of the markup, say the header's name without the buttons beside it, and the rest then
 * moves it (a layout shift the first screen is there to avoid). Browsers without `rel="expect"` paint
 * as before.
 */
function headBlock(screen: FirstScreen): string {
  const hide = `html.${awayFromFirstScreenClass} [${paintedScreenAttribute}]{display:none}`;
  // `<` escaped: no `</style>` in a guild's text can end the element early (CSS reads \3c as `<`).
  const css = `${screen.css}${hide}`.replace(/</g, '\\3c ');
  // A page that names its own config (`<meta name="raider-panel-config">`, above in the head) shows that
  // guild, never this one.
  const hideAway = `(function(){var d=document.documentElement,o=document.querySelector('meta[name="raider-panel-config"]');function c(){d.classList.toggle(${JSON.stringify(
    awayFromFirstScreenClass,
  )},!!o||${hashRoutePathExpression}!==${JSON.stringify(screen.route)})}c();addEventListener("hashchange",c)})();`;
  const wholeScreen = `<link rel="expect" href="#${siteAppId}" blocking="render">`;
  return `${wholeScreen}<style id="${siteFirstScreenStyleId}">${css}</style><script>${hideAway}</script>`;
}

/**
 * The body's part after the screen's markup: a script that puts in the colour switch as the raider's
 * stored choice shows it (the markup has the one for `system`), before the screen is first painted.
 */
function colorSwitchScript(screen: FirstScreen): string {
  if (!screen.colorSwitch) return '';
  const script = `(function(){var v=${JSON.stringify(screen.colorSwitch)},p,b=document.querySelector(${JSON.stringify(
    `[${paintedScreenAttribute}] ${colorSwitchSelector}`,
  )});try{p=localStorage.getItem(${JSON.stringify(colorModeStorageKey)})}catch(e){}if(b&&(p==="light"||p==="dark"))b.outerHTML=v[p]})();`;
  // `<` escaped: no `</script>` in the markup can end the element early (JS reads \u003c as `<`).
  return `<script>${script.replace(/</g, '\\u003c')}</script>`;
}

/** `html` with its first-screen blocks filled with `screen`, or emptied (`null`: none to show). */
export function writeSiteFirstScreen(html: string, screen: FirstScreen | null): string {
  const fill = (text: string, [start, end]: readonly [string, string], content: string) => {
    const from = text.indexOf(start);
    const to = text.indexOf(end, from);
    if (from < 0 || to < 0) return text;
    return text.slice(0, from + start.length) + content + text.slice(to);
  };
  const withHead = fill(html, blocks.head, screen ? headBlock(screen) : '');
  return fill(withHead, blocks.body, screen ? screen.html + colorSwitchScript(screen) : '');
}
