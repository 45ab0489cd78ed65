import type { GuildConfig } from '../data';
import { useStore } from '../ui/use-store';
import { useApp } from './app-context';

/** The guild config this instance shows; re-renders when the guild's own config arrives. */
export function useGuild(): GuildConfig {
  return useStore(useApp().guild.$guild);
}
