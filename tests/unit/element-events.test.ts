// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { panelEventCallbacks } from '../../embed/element-events';

/** Every raider-panel event heard on `document`, as [type, detail, target id]. */
function listenOnDocument(): { heard: Array<[string, unknown, string]>; stop(): void } {
  const heard: Array<[string, unknown, string]> = [];
  const types = ['raider-panel:ready', 'raider-panel:navigate', 'raider-panel:signup', 'raider-panel:error'];
  const listener = (event: Event) => heard.push([event.type, (event as CustomEvent).detail, (event.target as Element).id]);
  for (const type of types) document.addEventListener(type, listener);
  return { heard, stop: () => types.forEach((type) => document.removeEventListener(type, listener)) };
}

describe('panelEventCallbacks: the app callbacks as the element events', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it('ready comes once per mount, before the first navigate; every event bubbles to document', () => {
    const panel = Object.assign(document.createElement('div'), { id: 'panel' });
    document.body.append(panel);
    const listening = listenOnDocument();
    stop = listening.stop;

    const firstMount = panelEventCallbacks(panel, '1.2.3');
    firstMount.onNavigate?.({ path: '/', title: 'Start' });
    firstMount.onNavigate?.({ path: '/values', title: 'Wartości' });
    firstMount.onSignup?.({ raidId: 'czwartek-2025-01-02', status: 'accepted', role: 'healer' });
    firstMount.onError?.({ message: 'bad config', source: 'config' });
    // A new mount (element put back) is ready again.
    panelEventCallbacks(panel, '1.2.3').onNavigate?.({ path: '/values', title: 'Wartości' });

    expect(listening.heard).toEqual([
      ['raider-panel:ready', { version: '1.2.3', path: '/' }, 'panel'],
      ['raider-panel:navigate', { path: '/', title: 'Start' }, 'panel'],
      ['raider-panel:navigate', { path: '/values', title: 'Wartości' }, 'panel'],
      ['raider-panel:signup', { raidId: 'czwartek-2025-01-02', status: 'accepted', role: 'healer' }, 'panel'],
      ['raider-panel:error', { message: 'bad config', source: 'config' }, 'panel'],
      ['raider-panel:ready', { version: '1.2.3', path: '/values' }, 'panel'],
      ['raider-panel:navigate', { path: '/values', title: 'Wartości' }, 'panel'],
    ]);
  });

  it('the events are composed: they leave a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = Object.assign(document.createElement('span'), { id: 'inner' });
    host.attachShadow({ mode: 'open' }).append(inner);
    const listening = listenOnDocument();
    stop = listening.stop;
    panelEventCallbacks(inner, '1.2.3').onError?.({ message: 'x', source: 'render' });
    expect(listening.heard.map(([type]) => type)).toEqual(['raider-panel:error']);
  });
});
