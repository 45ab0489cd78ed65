import { useEffect, useState } from 'react';
import type { GuildConfig } from '../data';
import type { RaidApi } from '../data/raids/raid-api';
import { useApp } from './app-context';
import { useGuild } from './use-guild';

/**
 * Something the guild keeps on its backend (its series, its raid nights), as `load` reads it: fetched on
 * mount and again whenever the data adapter says something changed elsewhere. `undefined` until it
 * arrives for the guild shown now, and when it cannot be fetched (offline, server down): the caller then
 * shows what the config says. `load` must be stable (a module's function), or every render fetches anew.
 */
export function useKeptByGuild<T>(load: (api: RaidApi, guild: GuildConfig) => Promise<T>): T | undefined {
  const guild = useGuild();
  const { raidApi } = useApp();
  const [kept, setKept] = useState<{ value: T; guild: GuildConfig } | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const fetchKept = (api: RaidApi) =>
      load(api, guild).then(
        (value) => active && setKept({ value, guild }),
        () => {},
      );
    raidApi().then(
      (api) => {
        if (!active) return;
        void fetchKept(api);
        unsubscribe = api.onExternalChange(() => void fetchKept(api));
      },
      () => {},
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [raidApi, guild, load]);

  return kept && kept.guild === guild ? kept.value : undefined;
}
