// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCommandRunner } from '../../embed/commands';
import { quietConsolePerTest } from '../kit/console';

const warn = quietConsolePerTest('warn');
const error = quietConsolePerTest('error');
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** Runs one call the way the loader does: an arguments-like list. */
function call(run: ReturnType<typeof createCommandRunner>, ...args: unknown[]): unknown {
  return run(args);
}

describe('RaiderPanel(...) commands', () => {
  it('mount puts a panel into every match, with the options as properties; again, it configures the panel already there', () => {
    document.body.innerHTML = '<div class="slot" id="one"></div><div class="slot" id="two"></div>';
    const run = createCommandRunner(document);
    const config = { name: 'Srebrny Zmierzch' };
    const panels = call(run, 'mount', '.slot', { route: '/values', uiLocale: 'pl', config }) as HTMLElement[];
    expect(panels.map((panel) => [panel.localName, panel.parentElement!.id])).toEqual([
      ['raider-panel', 'one'],
      ['raider-panel', 'two'],
    ]);
    // Not defined in this test: the values wait as own properties for the element to upgrade.
    const first = panels[0] as unknown as Record<string, unknown>;
    expect([first.route, first.uiLocale, first.config]).toEqual(['/values', 'pl', config]);

    const again = call(run, 'mount', '#one', { route: '/manifesto' }) as HTMLElement[];
    expect(again[0]).toBe(panels[0]);
    expect(document.querySelectorAll('#one raider-panel')).toHaveLength(1);
    expect((again[0] as unknown as Record<string, unknown>).route).toBe('/manifesto');
    // A panel given directly is configured, not wrapped.
    expect(call(run, 'mount', panels[1], {})).toEqual([panels[1]]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('unmount removes the panels matching or inside the target and says how many', () => {
    document.body.innerHTML =
      '<div id="a"><raider-panel></raider-panel><raider-panel></raider-panel></div><raider-panel id="b"></raider-panel>';
    const run = createCommandRunner(document);
    expect(call(run, 'unmount', '#a')).toBe(2);
    expect(call(run, 'unmount', document.getElementById('b'))).toBe(1);
    expect(document.querySelectorAll('raider-panel')).toHaveLength(0);
  });

  it('on / off listen on the document, by short or full event name', () => {
    const run = createCommandRunner(document);
    const heard: string[] = [];
    const handler = (event: Event) => heard.push(event.type);
    call(run, 'on', 'navigate', handler);
    call(run, 'on', 'raider-panel:error', handler);
    document.body.dispatchEvent(new CustomEvent('raider-panel:navigate', { bubbles: true }));
    document.body.dispatchEvent(new CustomEvent('raider-panel:error', { bubbles: true }));
    call(run, 'off', 'raider-panel:navigate', handler);
    call(run, 'off', 'error', handler);
    document.body.dispatchEvent(new CustomEvent('raider-panel:navigate', { bubbles: true }));
    document.body.dispatchEvent(new CustomEvent('raider-panel:error', { bubbles: true }));
    expect(heard).toEqual(['raider-panel:navigate', 'raider-panel:error']);
  });

  it.each<[string, unknown[], string]>([
    ['an unknown command', ['explode'], '[raider-panel] unknown command "explode" (known: mount, unmount, on, off); skipped'],
    ['no command at all', [], '[raider-panel] unknown command undefined (known: mount, unmount, on, off); skipped'],
    ['a prototype name', ['toString'], '[raider-panel] unknown command "toString" (known: mount, unmount, on, off); skipped'],
    [
      'a selector matching nothing',
      ['mount', '#nowhere'],
      `[raider-panel] RaiderPanel('mount', "#nowhere"): nothing on the page matches; skipped`,
    ],
    ['a broken selector', ['mount', '#'], `[raider-panel] RaiderPanel('mount', "#"): not a valid CSS selector; skipped`],
    ['no target', ['mount'], `[raider-panel] RaiderPanel('mount', …) needs a CSS selector or an element, got undefined; skipped`],
    [
      'options that are no object',
      ['mount', 'body', 'pl'],
      `[raider-panel] RaiderPanel('mount', …) options must be an object, got "pl"; skipped`,
    ],
    [
      'an unknown event',
      ['on', 'teleport', () => {}],
      `[raider-panel] RaiderPanel('on', "teleport", …): no such event (known: raider-panel:ready, raider-panel:navigate, raider-panel:signup, raider-panel:error); skipped`,
    ],
    [
      'a handler that is no function',
      ['on', 'ready', 'alert(1)'],
      `[raider-panel] RaiderPanel('on', "ready", …) needs a function; skipped`,
    ],
    [
      'off for an unknown event',
      ['off', 'teleport', () => {}],
      `[raider-panel] RaiderPanel('off', "teleport", …): no such event or no function; skipped`,
    ],
  ])('%s warns once and is skipped', (_name, args, message) => {
    const run = createCommandRunner(document);
    expect(() => call(run, ...args)).not.toThrow();
    expect(warn.mock.calls).toEqual([[message]]);
  });

  it('an unknown mount option is ignored with a warning; the known ones still apply', () => {
    document.body.innerHTML = '<div id="slot"></div>';
    const run = createCommandRunner(document);
    const [panel] = call(run, 'mount', '#slot', { route: '/values', flavour: 'sweet' }) as HTMLElement[];
    expect((panel as unknown as Record<string, unknown>).route).toBe('/values');
    expect('flavour' in panel!).toBe(false);
    expect(warn.mock.calls).toEqual([
      [
        `[raider-panel] RaiderPanel('mount', …) has no option "flavour" (known: route, routing, colorMode, api, config, uiLocale, nonce); ignored`,
      ],
    ]);
  });

  it('a command that throws is reported and the next call still runs', () => {
    document.body.innerHTML = '<div id="slot"></div>';
    const run = createCommandRunner(document);
    const slot = document.getElementById('slot')!;
    Object.defineProperty(slot, 'append', {
      value: () => {
        throw new Error('host page broke append');
      },
    });
    expect(call(run, 'mount', '#slot')).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toBe('[raider-panel] RaiderPanel("mount", …) failed');
    const heard: string[] = [];
    call(run, 'on', 'ready', () => heard.push('ready'));
    document.dispatchEvent(new CustomEvent('raider-panel:ready'));
    expect(heard).toEqual(['ready']);
  });
});
