import { useEffect, useState } from 'react';
import { useApp } from '../../instance/app-context';
import { useGuild } from '../../instance/use-guild';
import { scheduleFromConfig, seriesFromView, type RaidSeries } from '../../domain/schedule/guild-schedule';

/**
 * The guild's weekly series: the config's at once, then as the guild keeps them (officers add, change
 * and end series), fetched on mount and whenever the data adapter says something changed elsewhere.
 * When they cannot be fetched, the config's stay.
 */
export function useSeries(): RaidSeries[] {
  const guild = useGuild();
  const { raidApi } = useApp();
  const [kept, setKept] = useState<{ series: RaidSeries[]; guild: unknown } | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const load = (api: Awaited<ReturnType<typeof raidApi>>) =>
      api.listSeries().then(
        (views) => active && setKept({ series: views.map(seriesFromView), guild }),
        () => {},
      );
    raidApi().then(
      (api) => {
        if (!active) return;
        void load(api);
        unsubscribe = api.onExternalChange(() => void load(api));
      },
      () => {},
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [raidApi, guild]);

  return kept && kept.guild === guild ? kept.series : scheduleFromConfig(guild).series;
}
