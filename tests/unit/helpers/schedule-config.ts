import type { GuildConfig } from '../../../src/domain/guild-config-types';
import { contractConfig } from '../../contract/contract-fixture';

/** A guild config fixture for schedule tests: Wednesday and Sunday nights at 20:00 Warsaw time. */
export function scheduleConfig(overrides: Partial<GuildConfig> = {}): GuildConfig {
  return {
    name: 'Bursztynowy Świt',
    tagline: 'Test',
    about: [],
    timezone: 'Europe/Warsaw',
    values: [],
    manifesto: [],
    testimonials: [],
    schedule: {
      weekly: [
        {
          id: 'sroda',
          weekday: 3,
          title: 'Środowy rajd',
          start: '20:00',
          durationMinutes: 180,
          size: 20,
          difficulty: 'heroiczny',
          note: 'Progres na nowym bossie',
        },
        { id: 'niedziela', weekday: 7, title: 'Niedzielny rajd', start: '20:00', durationMinutes: 180, size: 25, difficulty: 'normalny' },
      ],
      oneOff: [],
      weeksAhead: 6,
    },
    // The contract guild's targets, but two healers and three melee in a raid of 10.
    roleTargets: { ...contractConfig.roleTargets, '10': { tank: 2, healer: 2, melee: 3, ranged: 3 } },
    signupLockMinutes: 60,
    images: { hero: { src: 'images/hero.svg', alt: '', width: 1200, height: 800 } },
    ...overrides,
  };
}
