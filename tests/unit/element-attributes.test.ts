// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { badValueMessage, readPageDefaults, settingRules, type CheckedAttribute } from '../../embed/element-attributes';
import elementAttributes from '../fixtures/cases/element-attributes.json';

describe('settingRules: attribute values', () => {
  // `null`: the value is refused (the parse answers undefined).
  it.each(elementAttributes.settingRules as [CheckedAttribute, string, string | null][])('%s=%j → %j', (name, raw, expected) => {
    expect(settingRules[name].parse(raw)).toBe(expected ?? undefined);
  });

  it('names the attribute, the value, what is expected and what is used instead', () => {
    expect(badValueMessage('routing', 'sideways', 'routing')).toBe(
      '[raider-panel] routing="sideways" is not one of memory, hash; using memory',
    );
    expect(badValueMessage('data-ui-locale', 'de', 'ui-locale')).toBe('[raider-panel] data-ui-locale="de" is not one of en, pl; using en');
  });
});

describe('readPageDefaults: the script tag data-* settings', () => {
  it('keeps the good ones by attribute name, warns once per bad one and ignores foreign data-* attributes', () => {
    const warn = vi.fn();
    const defaults = readPageDefaults(
      {
        route: '/raid-schedule',
        routing: 'sideways',
        colorMode: 'dark',
        api: 'local',
        config: '/guild.json',
        uiLocale: 'pl',
        nonce: 'abc',
        cfasync: 'false',
        noOptimize: '1',
      },
      warn,
    );
    expect(defaults).toEqual({
      route: '/raid-schedule',
      'color-mode': 'dark',
      api: 'local',
      config: '/guild.json',
      'ui-locale': 'pl',
      nonce: 'abc',
    });
    expect(warn.mock.calls).toEqual([['[raider-panel] data-routing="sideways" is not one of memory, hash; using memory']]);
    expect(Object.isFrozen(defaults)).toBe(true);
  });

  it('no data-* settings: no defaults, no warning', () => {
    const warn = vi.fn();
    expect(readPageDefaults({}, warn)).toEqual({});
    expect(warn).not.toHaveBeenCalled();
  });
});
