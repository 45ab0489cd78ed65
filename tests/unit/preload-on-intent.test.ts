// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { behindRaiderAuth } from '../../src/app/AppRoutes';
import { preloadOnIntent } from '../../src/app/preload-on-intent';

/** Links as the app writes them (memory and hash routing) and one to another site, in a root. */
function setup(wanted: (path: string) => boolean) {
  const root = document.createElement('div');
  root.innerHTML = [
    '<a href="#/raider"><span>Panel rajdowca</span></a>',
    '<a href="/raider/signups?tab=next">Zapisy</a>',
    '<a href="#/values">Wartości</a>',
    '<a href="https://forum.example/raider">Forum</a>',
  ].join('');
  document.body.append(root);
  const asked: string[] = [];
  let preloads = 0;
  const stop = preloadOnIntent(
    root,
    (path) => (asked.push(path), wanted(path)),
    () => (preloads += 1),
  );
  const [panel, signups, values, forum] = [...root.querySelectorAll('a')] as HTMLAnchorElement[];
  return { stop, panel: panel!, signups: signups!, values: values!, forum: forum!, asked, preloads: () => preloads };
}

const pointerOver = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));
const raiderPanel = (path: string) => path.startsWith('/raider');

afterEach(() => document.body.replaceChildren());

describe('preloadOnIntent', () => {
  it('preloads when a pointer comes over a wanted link (or its content) or it gets focus', () => {
    const { panel, preloads } = setup(raiderPanel);
    pointerOver(panel.querySelector('span')!);
    expect(preloads()).toBe(1);
    panel.focus();
    expect(preloads()).toBe(2);
  });

  it("asks about the link's path in the app, without hash, query or another site's address", () => {
    const { panel, signups, values, forum, asked, preloads } = setup(raiderPanel);
    for (const link of [panel, signups, values, forum]) pointerOver(link);
    expect(asked).toEqual(['/raider', '/raider/signups', '/values']);
    expect(preloads()).toBe(2);
  });

  it('leaves links alone while they are not wanted', () => {
    let signedOut = false;
    const { panel, preloads } = setup((path) => signedOut && raiderPanel(path));
    pointerOver(panel);
    expect(preloads()).toBe(0);
    signedOut = true;
    pointerOver(panel);
    expect(preloads()).toBe(1);
  });

  it('listens no more after its cleanup', () => {
    const { panel, stop, preloads } = setup(raiderPanel);
    stop();
    pointerOver(panel);
    panel.focus();
    expect(preloads()).toBe(0);
  });
});

describe('behindRaiderAuth', () => {
  it('holds for the raider panel and its pages, not for public pages or an unknown page below it', () => {
    expect(behindRaiderAuth('/raider')).toBe(true);
    expect(behindRaiderAuth('/raider/signups')).toBe(true);
    expect(behindRaiderAuth('/values')).toBe(false);
    expect(behindRaiderAuth('/raiders-wanted')).toBe(false);
    expect(behindRaiderAuth('/raider/no-such-page')).toBe(false);
  });
});
