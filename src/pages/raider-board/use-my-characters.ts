import { useEffect, useState } from 'react';
import type { Character } from '../../domain/characters/character-types';
import { useApp } from '../../instance/app-context';
import { useStore } from '../../ui';

/**
 * The signed-in raider's characters (main first), read afresh on mount (a character just added in Konto
 * shows); `null` until they arrive or when they cannot be had, so what uses them shows without them
 * meanwhile and never waits on them.
 */
export function useMyCharacters(): Character[] | null {
  const { raidApi, session } = useApp();
  const token = useStore(session.$raider)?.token;
  const [characters, setCharacters] = useState<Character[] | null>(null);
  useEffect(() => {
    if (!token) return;
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
  }, [raidApi, token]);
  return characters;
}
