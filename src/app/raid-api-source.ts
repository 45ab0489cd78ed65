import type { GuildStore } from '../stores';
import type { RaidApi } from '../data/raids/raid-api';

export interface RaidApiSourceOptions {
  /** The `api` option: `local` for the in-browser demo store. */
  api: string | undefined;
  guild: GuildStore;
}

export interface RaidApiSource {
  /** Storage key of the raider's session: one per backend, so widgets on the same backend share it. */
  readonly sessionKey: string;
  /** The instance's adapter, created on first use (its code is a lazy chunk: only raider pages need it). */
  get(): Promise<RaidApi>;
}

/** Storage key of the local demo store's data. */
export const localDataKey = 'raider-panel:local-data';

/** Chooses and lazily creates the RaidApi adapter of one app instance. */
export function createRaidApiSource(options: RaidApiSourceOptions): RaidApiSource {
  let adapter: Promise<RaidApi> | null = null;
  const create = async (): Promise<RaidApi> => {
    const { createLocalRaidApi, createLocalStore } = await import('../data/raids/local');
    return createLocalRaidApi({ store: createLocalStore({ key: localDataKey }), config: () => options.guild.$guild.get() });
  };
  return {
    sessionKey: 'raider-panel:session:local',
    get() {
      adapter ??= create().catch((error: unknown) => {
        // A failed chunk load may succeed on the next try (network back).
        adapter = null;
        throw error;
      });
      return adapter;
    },
  };
}
