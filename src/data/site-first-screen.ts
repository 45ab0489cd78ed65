import { paintedScreenAttribute, type FirstScreen } from './first-screen';

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
 * The head's part: the screen's rules, and one rule hiding it away from its route (the head script,
 * site/first-paint.ts, sets the class). It also holds the page's first frame until the parser has read
 * the whole screen: a slow connection or a busy phone would otherwise paint part of the markup (the
 * header's name without the buttons beside it) and then move it. Browsers without `rel="expect"`
 * paint as before.
 */
function headBlock(screen: FirstScreen): string {
  const hide = `html.${awayFromFirstScreenClass} [${paintedScreenAttribute}]{display:none}`;
  // `<` escaped: no `</style>` in a guild's text can end the element early (CSS reads \3c as `<`).
  const css = `${screen.css}${hide}`.replace(/</g, '\\3c ');
  return `<link rel="expect" href="#${siteAppId}" blocking="render"><style id="${siteFirstScreenStyleId}">${css}</style>`;
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
  return fill(withHead, blocks.body, screen ? screen.html : '');
}
