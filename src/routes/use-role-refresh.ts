import { useEffect } from 'react';
import { useApp } from '../instance/app-context';
import { useStore } from '../ui';

/**
 * Asks the backend for the signed-in raider's role once per session and page: an admin may have
 * changed it since the raider signed in. The server checks the role on every request anyway; this only
 * keeps the panel's pages and navigation in step. Offline or unknown: the stored role stays.
 */
export function useRoleRefresh(): void {
  const { session, raidApi } = useApp();
  const token = useStore(session.$raider)?.token;
  useEffect(() => {
    // An effect may run after the session it was rendered for ended (signed out in another widget):
    // asking with a revoked token would only earn a 401.
    if (!token || session.$raider.get()?.token !== token) return;
    let active = true;
    raidApi()
      .then((api) => api.currentRaider(token))
      .then(
        (current) => {
          const signedIn = session.$raider.get();
          if (active && current && signedIn?.token === token && signedIn.role !== current.role)
            session.signIn({ ...signedIn, role: current.role });
        },
        () => {},
      );
    return () => {
      active = false;
    };
  }, [raidApi, session, token]);
}
