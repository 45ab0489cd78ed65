import { useEffect, useMemo, useState } from 'react';
import { useApp } from '../../instance/app-context';
import { useGuild } from '../../instance/use-guild';
import { generateRaids } from '../../domain/schedule/generate-raids';
import { publishedUntil } from '../../domain/schedule/published';
import type { RaidInstance } from '../../domain/schedule/raid-instance';

const day = 86_400_000;

/**
 * The guild's raid nights from `now` to what it published (`publishedUntil`). First from the config's schedule
 * (shown at once), then as the guild keeps it (officers move, add and cancel nights): fetched on mount
 * and again whenever the data adapter says something changed elsewhere. When the schedule cannot be
 * fetched, the config's stays. Filtered by `now`, so a raid that has ended drops off.
 */
export function useRaids(now: number): RaidInstance[] {
  const guild = useGuild();
  const { raidApi } = useApp();
  const [kept, setKept] = useState<{ raids: RaidInstance[]; guild: unknown } | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const load = (api: Awaited<ReturnType<typeof raidApi>>) => {
      const at = new Date();
      // A day back catches a raid still running; the end is what the guild has published.
      const range = { from: new Date(at.getTime() - day).toISOString(), to: publishedUntil(guild, at).toISOString() };
      api.listRaids(range).then(
        (raids) => active && setKept({ raids, guild }),
        // Not fetched (offline, server down): the config's schedule stays on screen.
        () => {},
      );
    };
    raidApi().then(
      (api) => {
        if (!active) return;
        load(api);
        unsubscribe = api.onExternalChange(() => load(api));
      },
      () => {},
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [raidApi, guild]);

  return useMemo(() => {
    if (!kept || kept.guild !== guild) return generateRaids(guild, new Date(now));
    const until = publishedUntil(guild, new Date(now)).getTime();
    return kept.raids.filter((raid) => Date.parse(raid.endUtc) > now && Date.parse(raid.startUtc) < until);
  }, [kept, guild, now]);
}
