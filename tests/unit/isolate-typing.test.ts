// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isolateTyping, isTypingKey } from '../../src/app/isolate-typing';

function key(init: KeyboardEventInit): KeyboardEvent {
  return new KeyboardEvent('keydown', init);
}

describe('isTypingKey', () => {
  it.each<[string, KeyboardEventInit, boolean]>([
    ['a letter', { key: 's' }, true],
    ['a slash', { key: '/' }, true],
    ['a question mark (with Shift)', { key: '?', shiftKey: true }, true],
    ['space', { key: ' ' }, true],
    ['Backspace', { key: 'Backspace' }, true],
    ['an arrow (moves the caret)', { key: 'ArrowLeft' }, true],
    ['Enter', { key: 'Enter' }, true],
    ['AltGr (Ctrl+Alt) typing ą', { key: 'ą', ctrlKey: true, altKey: true }, true],
    ['Option typing ł on a Mac', { key: 'ł', altKey: true }, true],
    ['Escape', { key: 'Escape' }, false],
    ['Tab', { key: 'Tab' }, false],
    ['F8 (notifications)', { key: 'F8' }, false],
    ['F12', { key: 'F12' }, false],
    ['Ctrl+K', { key: 'k', ctrlKey: true }, false],
    ['Cmd+K', { key: 'k', metaKey: true }, false],
  ])('%s → %s', (_name, init, typing) => {
    expect(isTypingKey(key(init))).toBe(typing);
  });
});

describe('isolateTyping', () => {
  afterEach(() => document.body.replaceChildren());

  function setUp() {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<input id="field"><textarea id="note"></textarea><div id="editable" contenteditable="true"></div><button id="button">OK</button>';
    const heard: string[] = [];
    const onDocument = (event: Event) => heard.push(`${(event as KeyboardEvent).key}@${(event.composedPath()[0] as Element).id}`);
    document.addEventListener('keydown', onDocument);
    const insideHeard: string[] = [];
    root.addEventListener('keydown', (event) => insideHeard.push((event as KeyboardEvent).key), { capture: true });
    const stop = isolateTyping(root);
    const press = (id: string, init: KeyboardEventInit) =>
      root.getElementById(id)!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, ...init }));
    return { heard, insideHeard, stop, press, cleanup: () => document.removeEventListener('keydown', onDocument) };
  }

  it("keeps keys typed in the root's fields from the document; other keys and other elements pass", () => {
    const { heard, insideHeard, stop, press, cleanup } = setUp();
    press('field', { key: '/' });
    press('note', { key: 's' });
    press('editable', { key: 'j' });
    press('field', { key: 'Escape' });
    press('field', { key: 'k', ctrlKey: true });
    press('button', { key: '/' });
    expect(heard).toEqual(['Escape@field', 'k@field', '/@button']);
    // The app inside the root still hears everything.
    expect(insideHeard).toEqual(['/', 's', 'j', 'Escape', 'k', '/']);
    stop();
    press('field', { key: '/' });
    expect(heard.at(-1)).toBe('/@field');
    cleanup();
  });
});
