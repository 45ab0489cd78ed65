import { useMemo } from 'react';
import type { GuildConfig } from '../../data';
import type { RaidApi } from '../../data/raids/raid-api';
import { useGuild } from '../../instance/use-guild';
import { useKeptByGuild } from '../../instance/use-kept-by-guild';
import { generateRaids } from '../../domain/schedule/generate-raids';
import { publishedUntil } from '../../domain/schedule/published';
import type { RaidInstance } from '../../domain/schedule/raid-instance';

const day = 86_400_000;

/** A day back catches a raid still running; the end is what the guild has published. */
function keptRaids(api: RaidApi, guild: GuildConfig): Promise<RaidInstance[]> {
  const at = new Date();
  return api.listRaids({ from: new Date(at.getTime() - day).toISOString(), to: publishedUntil(guild, at).toISOString() });
}

/**
 * The guild's raid nights from `now` to what it published (`publishedUntil`). First from the config's schedule
 * (shown at once), then as the guild keeps it (officers move, add and cancel nights). When the schedule
 * cannot be fetched, the config's stays. Filtered by `now`, so a raid that has ended drops off.
 */
export function useRaids(now: number): RaidInstance[] {
  const guild = useGuild();
  const kept = useKeptByGuild(keptRaids);
  return useMemo(() => {
    if (kept === undefined) return generateRaids(guild, new Date(now));
    const until = publishedUntil(guild, new Date(now)).getTime();
    return kept.filter((raid) => Date.parse(raid.endUtc) > now && Date.parse(raid.startUtc) < until);
  }, [kept, guild, now]);
}
