// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadOnIntent } from '../../src/app/preload-on-intent';

function setup(wanted: () => boolean) {
  const root = document.createElement('div');
  root.innerHTML = '<a href="#/raider"><span>Panel rajdowca</span></a><a href="#/values">Wartości</a>';
  document.body.append(root);
  let preloads = 0;
  const stop = preloadOnIntent(root, 'a[href*="/raider"]', wanted, () => (preloads += 1));
  const [panel, values] = [...root.querySelectorAll('a')] as [HTMLAnchorElement, HTMLAnchorElement];
  return { root, stop, panel, values, preloads: () => preloads };
}

const pointerOver = (element: Element) => element.dispatchEvent(new Event('pointerover', { bubbles: true }));

afterEach(() => document.body.replaceChildren());

describe('preloadOnIntent', () => {
  it('preloads when a pointer comes over a matching link (or its content) or it gets focus', () => {
    const { panel, preloads } = setup(() => true);
    pointerOver(panel.querySelector('span')!);
    expect(preloads()).toBe(1);
    panel.focus();
    expect(preloads()).toBe(2);
  });

  it('leaves other links alone, and matching ones while it is not wanted', () => {
    let wanted = false;
    const { panel, values, preloads } = setup(() => wanted);
    pointerOver(values);
    pointerOver(panel);
    expect(preloads()).toBe(0);
    wanted = true;
    pointerOver(values);
    expect(preloads()).toBe(0);
    pointerOver(panel);
    expect(preloads()).toBe(1);
  });

  it('listens no more after its cleanup', () => {
    const { panel, stop, preloads } = setup(() => true);
    stop();
    pointerOver(panel);
    panel.focus();
    expect(preloads()).toBe(0);
  });
});
