/* eslint-disable @typescript-eslint/no-explicit-any -- the table breaks a config as untyped JSON, field by field */
import { describe, expect, it } from 'vitest';
import { sampleGuild, type GuildConfig } from '../../src/data';
import { validateGuildConfig } from '../../src/data/guild-config';

/** Fixed "today" for memberSince (not in the future): 2026-11-21. */
const now = new Date(2026, 10, 21, 12);

/** The sample guild with one change, as plain JSON (what a guild's file would hold). */
function changed(change: (config: Record<string, any>) => void): unknown {
  const config = structuredClone(sampleGuild) as unknown as Record<string, any>;
  change(config);
  return config;
}

function errorsOf(input: unknown) {
  const result = validateGuildConfig(input, { now });
  return result.ok ? [] : result.errors;
}

/** [what is wrong, change, path, message fragment] — each field wrong in turn. */
const table: Array<[string, (config: Record<string, any>) => void, string, string]> = [
  ['name empty', (c) => (c.name = '  '), 'name', 'non-empty string'],
  ['name too long', (c) => (c.name = 'x'.repeat(81)), 'name', 'at most 80 characters, got 81'],
  ['name a number', (c) => (c.name = 5), 'name', 'expected a string, got 5'],
  ['name null', (c) => (c.name = null), 'name', 'expected a string, got null'],
  ['name missing', (c) => delete c.name, 'name', 'missing (expected a string)'],
  ['tagline missing', (c) => delete c.tagline, 'tagline', 'expected a string'],
  ['about a string', (c) => (c.about = 'Jesteśmy gildią'), 'about', 'expected an array, got "Jesteśmy gildią"'],
  ['about empty', (c) => (c.about = []), 'about', 'at least one item'],
  ['about item empty', (c) => (c.about[1] = ''), 'about[1]', 'non-empty string'],
  ['timezone unknown', (c) => (c.timezone = 'Europe/Warszawa'), 'timezone', 'IANA timezone'],
  ['timezone number', (c) => (c.timezone = 1), 'timezone', 'IANA timezone'],
  ['values empty', (c) => (c.values = []), 'values', 'at least one item'],
  ['values item not object', (c) => (c.values[0] = 'Punktualność'), 'values[0]', 'expected an object'],
  ['value title empty', (c) => (c.values[2].title = ''), 'values[2].title', 'non-empty string'],
  ['value text too long', (c) => (c.values[0].text = 'x'.repeat(2001)), 'values[0].text', 'at most 2000'],
  ['manifesto null', (c) => (c.manifesto = null), 'manifesto', 'expected an array, got null'],
  ['testimonials empty', (c) => (c.testimonials = []), 'testimonials', 'at least one item'],
  ['testimonial quote missing', (c) => delete c.testimonials[0].quote, 'testimonials[0].quote', 'expected a string'],
  ['testimonial raider too long', (c) => (c.testimonials[1].raider = 'x'.repeat(41)), 'testimonials[1].raider', 'at most 40'],
  ['testimonial classRole empty', (c) => (c.testimonials[2].classRole = ''), 'testimonials[2].classRole', 'non-empty'],
  ['memberSince bad format', (c) => (c.testimonials[0].memberSince = '2024-9'), 'testimonials[0].memberSince', 'YYYY-MM'],
  ['memberSince month 13', (c) => (c.testimonials[0].memberSince = '2024-13'), 'testimonials[0].memberSince', 'YYYY-MM'],
  ['memberSince in the future', (c) => (c.testimonials[0].memberSince = '2026-12'), 'testimonials[0].memberSince', 'not in the future'],
  ['schedule missing', (c) => delete c.schedule, 'schedule', 'expected an object'],
  ['weekly not array', (c) => (c.schedule.weekly = {}), 'schedule.weekly', 'expected an array, got an object'],
  ['weekday 0', (c) => (c.schedule.weekly[0].weekday = 0), 'schedule.weekly[0].weekday', 'integer 1–7, got 0'],
  ['weekday 8', (c) => (c.schedule.weekly[2].weekday = 8), 'schedule.weekly[2].weekday', 'integer 1–7, got 8'],
  ['weekday a string', (c) => (c.schedule.weekly[0].weekday = '3'), 'schedule.weekly[0].weekday', 'got "3"'],
  ['start 25:00', (c) => (c.schedule.weekly[1].start = '25:00'), 'schedule.weekly[1].start', 'expected HH:MM (24 h), got "25:00"'],
  ['start 8:00', (c) => (c.schedule.weekly[1].start = '8:00'), 'schedule.weekly[1].start', 'HH:MM'],
  ['duration 14', (c) => (c.schedule.weekly[0].durationMinutes = 14), 'schedule.weekly[0].durationMinutes', '15–720, got 14'],
  ['duration 721', (c) => (c.schedule.weekly[0].durationMinutes = 721), 'schedule.weekly[0].durationMinutes', '15–720, got 721'],
  ['duration fraction', (c) => (c.schedule.weekly[0].durationMinutes = 90.5), 'schedule.weekly[0].durationMinutes', 'integer'],
  ['size 15', (c) => (c.schedule.weekly[0].size = 15), 'schedule.weekly[0].size', 'one of 10, 20, 25, 30'],
  ['size as string', (c) => (c.schedule.weekly[0].size = '25'), 'schedule.weekly[0].size', 'got "25"'],
  [
    'difficulty unknown',
    (c) => (c.schedule.weekly[0].difficulty = 'trudny'),
    'schedule.weekly[0].difficulty',
    '"normalny", "heroiczny", "mityczny"',
  ],
  ['title empty', (c) => (c.schedule.weekly[0].title = ''), 'schedule.weekly[0].title', 'non-empty'],
  ['id with capitals', (c) => (c.schedule.weekly[0].id = 'Sroda'), 'schedule.weekly[0].id', 'lowercase letters, digits'],
  ['id with space', (c) => (c.schedule.weekly[0].id = 'rajd glowny'), 'schedule.weekly[0].id', 'lowercase'],
  [
    'id duplicated across lists',
    (c) => (c.schedule.oneOff[0].id = 'sroda-glowny'),
    'schedule.oneOff[0].id',
    'duplicate id "sroda-glowny" (also at schedule.weekly[0].id)',
  ],
  ['note empty', (c) => (c.schedule.weekly[2].note = ''), 'schedule.weekly[2].note', 'non-empty'],
  [
    'raid roleTargets wrong sum',
    (c) => (c.schedule.weekly[0].roleTargets = { tank: 2, healer: 5, melee: 9, ranged: 8 }),
    'schedule.weekly[0].roleTargets',
    'summing to the raid size 25, got 24',
  ],
  [
    'raid roleTargets negative',
    (c) => (c.schedule.weekly[0].roleTargets = { tank: -1, healer: 6, melee: 10, ranged: 10 }),
    'schedule.weekly[0].roleTargets.tank',
    'integer ≥ 0, got -1',
  ],
  ['oneOff date not real', (c) => (c.schedule.oneOff[0].date = '2026-02-30'), 'schedule.oneOff[0].date', 'real date YYYY-MM-DD'],
  ['oneOff date format', (c) => (c.schedule.oneOff[0].date = '12.12.2026'), 'schedule.oneOff[0].date', 'YYYY-MM-DD'],
  ['oneOff with weekday', (c) => (c.schedule.oneOff[0].weekday = 6), 'schedule.oneOff[0].weekday', 'unknown field'],
  ['weeksAhead 0', (c) => (c.schedule.weeksAhead = 0), 'schedule.weeksAhead', '1–12, got 0'],
  ['weeksAhead 13', (c) => (c.schedule.weeksAhead = 13), 'schedule.weeksAhead', '1–12, got 13'],
  ['roleTargets size missing', (c) => delete c.roleTargets['30'], 'roleTargets.30', 'missing (expected an object)'],
  ['roleTargets wrong sum', (c) => (c.roleTargets['10'].healer = 4), 'roleTargets.10', 'summing to the raid size 10, got 11'],
  ['roleTargets unknown role', (c) => (c.roleTargets['20'].dps = 1), 'roleTargets.20.dps', 'unknown field'],
  ['roleTargets fraction', (c) => (c.roleTargets['25'].melee = 8.5), 'roleTargets.25.melee', 'integer ≥ 0'],
  ['signupLockMinutes negative', (c) => (c.signupLockMinutes = -1), 'signupLockMinutes', '0–1440, got -1'],
  ['signupLockMinutes 1441', (c) => (c.signupLockMinutes = 1441), 'signupLockMinutes', '0–1440, got 1441'],
  ['lateAfterMinutes negative', (c) => (c.lateAfterMinutes = -1), 'lateAfterMinutes', '0–240, got -1'],
  ['lateAfterMinutes fraction', (c) => (c.lateAfterMinutes = 7.5), 'lateAfterMinutes', '0–240'],
  ['lateAfterMinutes text', (c) => (c.lateAfterMinutes = '15'), 'lateAfterMinutes', '0–240'],
  ['scheduleNote a number', (c) => (c.scheduleNote = 15), 'scheduleNote', 'expected a string, got 15'],
  ['scheduleNote empty', (c) => (c.scheduleNote = ''), 'scheduleNote', 'non-empty'],
  ['valuesLead too long', (c) => (c.valuesLead = 'x'.repeat(201)), 'valuesLead', 'at most 200'],
  ['images missing', (c) => delete c.images, 'images', 'expected an object'],
  ['hero src javascript:', (c) => (c.images.hero.src = 'javascript:alert(1)'), 'images.hero.src', 'path under the site root'],
  ['hero src climbs up', (c) => (c.images.hero.src = '../secret.svg'), 'images.hero.src', 'path under the site root'],
  ['hero alt a number', (c) => (c.images.hero.alt = 1), 'images.hero.alt', 'expected a string, got 1'],
  ['hero width 0', (c) => (c.images.hero.width = 0), 'images.hero.width', 'integer 1–1024, got 0'],
  ['hero height fraction', (c) => (c.images.hero.height = 359.5), 'images.hero.height', 'integer'],
  ['unknown top-level key', (c) => (c.colour = 'amber'), 'colour', 'unknown field'],
];

describe('validateGuildConfig', () => {
  it('accepts the bundled defaults', () => {
    expect(validateGuildConfig(sampleGuild, { now })).toEqual({ ok: true, config: sampleGuild });
  });

  it('accepts the defaults after a JSON round trip (what a guild file holds)', () => {
    expect(validateGuildConfig(JSON.parse(JSON.stringify(sampleGuild)), { now }).ok).toBe(true);
  });

  it.each(table)('%s → %s', (_what, change, path, fragment) => {
    const errors = errorsOf(changed(change));
    expect(errors.map((error) => error.path)).toContain(path);
    const error = errors.find((candidate) => candidate.path === path)!;
    expect(error.message).toContain(fragment);
    // Only the changed field is reported (one change, one problem).
    expect(errors).toHaveLength(1);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['a string', '{"name":"x"}'],
    ['an array', [sampleGuild]],
  ])('rejects %s at the root', (_what, input) => {
    expect(errorsOf(input)).toEqual([{ path: '(root)', message: expect.stringContaining('expected an object') }]);
  });

  it('collects every problem, not just the first', () => {
    const errors = errorsOf(
      changed((c) => {
        c.name = '';
        c.schedule.weekly[1].start = '25:00';
        c.extra = true;
      }),
    );
    expect(errors.map((error) => error.path).sort()).toEqual(['extra', 'name', 'schedule.weekly[1].start']);
  });

  it('keeps markup in strings as plain strings (shown as text, never parsed)', () => {
    const input = changed((c) => {
      c.name = '<img src=x onerror=alert(1)>';
      c.values[0].text = '<b>Punktualność</b> & "szacunek"';
    }) as GuildConfig;
    const result = validateGuildConfig(input, { now });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.config.name).toBe('<img src=x onerror=alert(1)>');
      expect(result.config.values[0]!.text).toBe('<b>Punktualność</b> & "szacunek"');
    }
  });

  it('allows empty raid lists, an empty alt and a memberSince of this month', () => {
    const input = changed((c) => {
      c.schedule.weekly = [];
      c.schedule.oneOff = [];
      c.images.hero.alt = '';
      c.testimonials[0].memberSince = '2026-11';
    });
    expect(errorsOf(input)).toEqual([]);
  });

  it('checks memberSince against today by default', () => {
    const nextYear = `${new Date().getFullYear() + 1}-01`;
    const result = validateGuildConfig(changed((c) => (c.testimonials[0].memberSince = nextYear)));
    expect(result.ok).toBe(false);
  });
});
