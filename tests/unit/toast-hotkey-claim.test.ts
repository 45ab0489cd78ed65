// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { claimHotkey, isToastHotkey, settleHotkey } from '../../src/ui/toast/hotkey-claim';

describe('F8 claims between app instances', () => {
  it('the newest toast wins, whatever the order of the claims', () => {
    for (const order of [
      ['left', 'right'],
      ['right', 'left'],
    ] as const) {
      const newest = { left: 100, right: 200 };
      const focused: string[] = [];
      const event = new KeyboardEvent('keydown', { key: 'F8' });
      for (const name of order) claimHotkey(event, newest[name], () => focused.push(name));
      settleHotkey(event);
      settleHotkey(event);
      expect(focused).toEqual(['right']);
    }
  });

  it.each([
    {
      name: 'without toasts anywhere, the first claim focuses (one instance alone always does)',
      claims: [
        [-Infinity, 'first'],
        [-Infinity, 'second'],
      ],
      focused: 'first',
    },
    {
      name: 'an instance with a toast beats one without',
      claims: [
        [-Infinity, 'empty'],
        [5, 'with toast'],
      ],
      focused: 'with toast',
    },
  ] as const)('$name', ({ claims, focused: expected }) => {
    const focused: string[] = [];
    const event = new KeyboardEvent('keydown', { key: 'F8' });
    for (const [newest, name] of claims) claimHotkey(event, newest, () => focused.push(name));
    settleHotkey(event);
    expect(focused).toEqual([expected]);
  });

  it('each key press is its own claim', () => {
    const focused: string[] = [];
    const first = new KeyboardEvent('keydown', { key: 'F8' });
    const second = new KeyboardEvent('keydown', { key: 'F8' });
    claimHotkey(first, 1, () => focused.push('a'));
    claimHotkey(second, 1, () => focused.push('b'));
    settleHotkey(first);
    settleHotkey(second);
    settleHotkey(new KeyboardEvent('keydown', { key: 'F8' }));
    expect(focused).toEqual(['a', 'b']);
  });

  it.each([
    [{ key: 'F8' }, true],
    [{ code: 'F8', key: 'Unidentified' }, true],
    [{ key: 'F7' }, false],
    [{ key: 'F8', ctrlKey: true }, false],
    [{ key: 'F8', altKey: true }, false],
    [{ key: 'F8', metaKey: true }, false],
    [{ key: 'F8', shiftKey: true }, true],
  ])('isToastHotkey(%j) is %s', (init, expected) => {
    expect(isToastHotkey(new KeyboardEvent('keydown', init))).toBe(expected);
  });
});
