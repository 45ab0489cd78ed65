import { useEffect, useState } from 'react';
import type { Character } from '../../domain/characters/character-types';
import { useSignedInCall } from '../raider-account/use-signed-in-call';

/**
 * The signed-in raider's characters, main first, or `null` until they arrive (or when they cannot be
 * had: an answer without a named character still takes the main one, so nothing is lost).
 */
export function useMyCharacters(): Character[] | null {
  const call = useSignedInCall();
  const [characters, setCharacters] = useState<Character[] | null>(null);
  useEffect(() => {
    let live = true;
    call((api, token) => api.myCharacters(token)).then(
      (mine) => live && setCharacters([...mine].sort((a, b) => Number(b.main) - Number(a.main))),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [call]);
  return characters;
}
