import { useEffect, useState } from 'react';
import type { RaidApi } from '../../data/raids/raid-api';
import type { GamePack } from '../../domain/game/game-pack-types';
import { useApp } from '../../instance/app-context';

// One request per adapter (each app instance has its own): keyed by the adapter, so two widgets on a
// page share nothing, and a failed request is asked again next time.
const packs = new WeakMap<RaidApi, Promise<GamePack>>();

function packOf(api: RaidApi): Promise<GamePack> {
  let pack = packs.get(api);
  if (!pack) {
    pack = api.gamePack();
    packs.set(api, pack);
    pack.catch(() => packs.delete(api));
  }
  return pack;
}

/**
 * The guild's game pack (classes with their colours and icons), or `null` until it arrives or when it
 * cannot be had: what shows a class then falls back to the character's name alone.
 */
export function useGamePack(): GamePack | null {
  const { raidApi } = useApp();
  const [pack, setPack] = useState<GamePack | null>(null);
  useEffect(() => {
    let live = true;
    raidApi()
      .then(packOf)
      .then(
        (found) => live && setPack(found),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [raidApi]);
  return pack;
}
