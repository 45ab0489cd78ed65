import type { ScheduleConfig } from '../../src/domain/schedule';

/**
 * The guild every adapter is tested with: a 10-raider Tuesday raid (2 tanks, 3 healers, 2 melee,
 * 3 ranged) and a 20-raider Thursday raid, both 20:00 Warsaw time, signups closing 60 minutes before.
 */
export const contractConfig: ScheduleConfig = {
  timezone: 'Europe/Warsaw',
  schedule: {
    weekly: [
      { id: 'wtorek', weekday: 2, title: 'Wtorkowy rajd', start: '20:00', durationMinutes: 180, size: 10, difficulty: 'normalny' },
      { id: 'czwartek', weekday: 4, title: 'Czwartkowy rajd', start: '20:00', durationMinutes: 180, size: 20, difficulty: 'heroiczny' },
    ],
    oneOff: [],
    weeksAhead: 6,
  },
  roleTargets: {
    '10': { tank: 2, healer: 3, melee: 2, ranged: 3 },
    '20': { tank: 2, healer: 4, melee: 7, ranged: 7 },
    '25': { tank: 2, healer: 5, melee: 9, ranged: 9 },
    '30': { tank: 3, healer: 6, melee: 10, ranged: 11 },
  },
  signupLockMinutes: 60,
};

export const contractAccessCode = 'świt-2026';
/** Every raider's password in the contract tests (10+ characters, not a common one). */
export const contractPassword = 'smocza jaskinia 42';

/** Monday 2 March 2026, noon UTC: the Tuesday raid is the next day at 19:00 UTC (20:00 in Warsaw, CET). */
export const contractStart = new Date('2026-03-02T12:00:00Z');
export const tuesdayRaid = 'wtorek-2026-03-03';
export const tuesdayStart = Date.parse('2026-03-03T19:00:00Z');
export const thursdayRaid = 'czwartek-2026-03-05';

/** A clock the tests move; adapters read it through `now()`. */
export interface TestClock {
  now(): Date;
  set(at: Date | number): void;
  advance(ms: number): void;
}

export function createTestClock(start: Date = contractStart): TestClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    set: (next) => void (at = typeof next === 'number' ? next : next.getTime()),
    advance: (ms) => void (at += ms),
  };
}
