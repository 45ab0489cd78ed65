import { useCallback, useEffect, useState } from 'react';
import type { RaidApi } from '../../data/raids/raid-api';
import { failureMessage } from '../../domain/raid-api-error';
import { useSignedInCall } from './use-signed-in-call';

/**
 * Loads what one section of the raider's account lists (their sessions, their absences) with their
 * token, on mount and again on `load()`, which resolves once the list shows the answer (or the failure):
 * a row's action waits for it, so its button stays busy while the row it removes is still there.
 * `read` must keep its identity between renders (declare it outside the component): a new one loads
 * again. `setFailure` is for the section's own actions.
 */
export function useSignedInLoad<T>(read: (api: RaidApi, token: string) => Promise<T>) {
  const call = useSignedInCall();
  const [loaded, setLoaded] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(() => {
    setFailure(null);
    return call(read).then(setLoaded, (error: unknown) => setFailure(failureMessage(error)));
  }, [call, read]);
  useEffect(() => void load(), [load]);
  return { loaded, failure, setFailure, load };
}
