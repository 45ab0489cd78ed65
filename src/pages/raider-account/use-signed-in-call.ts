import { useCallback } from 'react';
import { useApp } from '../../instance/app-context';
import type { RaidApi } from '../../data/raids/raid-api';
import { isRaidApiError } from '../../domain/raid-api-error';
import { useToast } from '../../ui';

/**
 * Runs one RaidApi call with the signed-in raider's token. A session the backend no longer knows
 * signs the raider out (the guard then shows the sign-in form); every other failure is the caller's.
 */
export function useSignedInCall() {
  const { raidApi, session } = useApp();
  const toast = useToast();
  return useCallback(
    async <T>(work: (api: RaidApi, token: string) => Promise<T>): Promise<T> => {
      const raider = session.$raider.get();
      if (!raider) throw new Error('useSignedInCall: nobody is signed in');
      try {
        return await work(await raidApi(), raider.token);
      } catch (error) {
        if (
          isRaidApiError(error) &&
          error.code === 'unauthorized' &&
          Object.keys(error.fieldErrors).length === 0 &&
          session.$raider.get()?.token === raider.token
        ) {
          session.signOut();
          toast.add({ title: 'Sesja wygasła', description: 'Zaloguj się ponownie.', tone: 'error' });
        }
        throw error;
      }
    },
    [raidApi, session, toast],
  );
}

const dateTime = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'medium', timeStyle: 'short' });

/** An ISO instant as Polish date and time in the viewer's zone. */
export const formatInstant = (iso: string): string => dateTime.format(new Date(iso));
