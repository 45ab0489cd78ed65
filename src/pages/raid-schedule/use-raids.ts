import { useMemo } from 'react';
import { useGuild } from '../../instance/use-guild';
import { generateRaids } from '../../data/schedule/generate-raids';
import type { RaidInstance } from '../../data/schedule/raid-instance';

/**
 * The guild's raid nights from `now` for `schedule.weeksAhead` weeks. Regenerated when the guild config
 * changes or `now` moves on (a raid that has ended drops off).
 */
export function useRaids(now: number): RaidInstance[] {
  const guild = useGuild();
  return useMemo(() => generateRaids(guild, new Date(now)), [guild, now]);
}
