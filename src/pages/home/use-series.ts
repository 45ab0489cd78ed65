import { useGuild } from '../../instance/use-guild';
import { useKeptByGuild } from '../../instance/use-kept-by-guild';
import type { RaidApi } from '../../data/raids/raid-api';
import { scheduleFromConfig, seriesFromView, type RaidSeries } from '../../domain/schedule/guild-schedule';

const keptSeries = async (api: RaidApi) => (await api.listSeries()).map(seriesFromView);

/**
 * The guild's weekly series: the config's at once, then as the guild keeps them (officers add, change
 * and end series). When they cannot be fetched, the config's stay.
 */
export function useSeries(): RaidSeries[] {
  const guild = useGuild();
  return useKeptByGuild(keptSeries) ?? scheduleFromConfig(guild).series;
}
