// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { badValueMessage, readPageDefaults, settingRules } from '../../embed/element-attributes';

describe('settingRules: attribute values', () => {
  it.each([
    ['routing', 'memory', 'memory'],
    ['routing', 'hash', 'hash'],
    ['routing', 'HASH', undefined],
    ['routing', '', undefined],
    ['routing', ' memory', undefined],
    ['color-mode', 'dark', 'dark'],
    ['color-mode', 'system', 'system'],
    ['color-mode', 'purple', undefined],
    ['ui-locale', 'pl', 'pl'],
    ['ui-locale', 'en', 'en'],
    ['ui-locale', 'pl-PL', undefined],
    ['ui-locale', 'de', undefined],
    ['api', 'local', 'local'],
    ['api', 'https://raids.example/api', 'https://raids.example/api'],
    ['api', 'http://localhost:4173/api', 'http://localhost:4173/api'],
    ['api', '/api', '/api'],
    ['api', ' https://raids.example/api ', 'https://raids.example/api'],
    ['api', '', undefined],
    ['api', '   ', undefined],
    ['api', 'javascript:alert(1)', undefined],
    ['api', 'ftp://raids.example/', undefined],
    ['api', 'http://[::1', undefined],
  ] as const)('%s=%j → %j', (name, raw, expected) => {
    expect(settingRules[name].parse(raw)).toBe(expected);
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
