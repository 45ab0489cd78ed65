import { describe, expect, it } from 'vitest';
import { parseRaidComponentId, raidComponentId, raidComponents, raidRoleOf } from '../../server/discord/raid-components';

describe('raid components', () => {
  it('reads back every id it makes', () => {
    const components = raidComponents('czwartek-2026-12-03');
    const ids = components.flatMap((row) => row.components.map((component) => ('custom_id' in component ? component.custom_id : '')));
    expect(ids.map(parseRaidComponentId)).toEqual([
      { kind: 'signup', raidId: 'czwartek-2026-12-03', status: 'accepted' },
      { kind: 'signup', raidId: 'czwartek-2026-12-03', status: 'late' },
      { kind: 'signup', raidId: 'czwartek-2026-12-03', status: 'tentative' },
      { kind: 'signup', raidId: 'czwartek-2026-12-03', status: 'absent' },
      { kind: 'role', raidId: 'czwartek-2026-12-03' },
    ]);
    expect(ids.every((id) => id.length <= 100)).toBe(true);
  });

  it('refuses ids it did not make', () => {
    expect(parseRaidComponentId('signup:raid:maybe')).toBeUndefined();
    expect(parseRaidComponentId('role:raid:extra')).toBeUndefined();
    expect(parseRaidComponentId(raidComponentId({ kind: 'role', raidId: 'a b' }))).toBeUndefined();
    expect(raidRoleOf('healer')).toBe('healer');
    expect(raidRoleOf('dps')).toBeUndefined();
  });
});
