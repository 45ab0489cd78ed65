import { useEffect, useState } from 'react';
import type { Character } from '../../domain/characters/character-types';
import { useApp } from '../../instance/app-context';
import { useStore } from '../../ui';

/**
 * The signed-in raider's characters (main first) while `active`, read afresh each time it turns on (a
 * character just added in Konto shows); `null` until they arrive or when they cannot be had, so what
 * uses them shows without them meanwhile and never waits on them.
 */
export function useMyCharacters(active: boolean): Character[] | null {
  const { raidApi, session } = useApp();
  const token = useStore(session.$raider)?.token;
  const [characters, setCharacters] = useState<Character[] | null>(null);
  useEffect(() => {
    if (!active || !token) return;
    let live = true;
    raidApi()
      .then((api) => api.myCharacters(token))
      .then(
        (found) => live && setCharacters(found),
        () => live && setCharacters(null),
      );
    return () => {
      live = false;
    };
  }, [active, raidApi, token]);
  return active ? characters : null;
}
