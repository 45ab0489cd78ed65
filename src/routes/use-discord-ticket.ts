import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApp } from '../instance/app-context';
import { useToast } from '../ui';

/**
 * Sign-in with Discord ends on `#/raider?discordTicket=…`: the ticket is taken out of the address at
 * once (replaced, so the back button does not bring it back) and exchanged for a session. It works once,
 * for 60 seconds: an expired or used one is told in a toast.
 */
export function useDiscordTicket(): void {
  const { session, raidApi } = useApp();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const ticket = new URLSearchParams(search).get('discordTicket');
  useEffect(() => {
    if (!ticket) return;
    const rest = new URLSearchParams(search);
    rest.delete('discordTicket');
    const query = rest.toString();
    navigate({ pathname, search: query ? `?${query}` : '' }, { replace: true });
    raidApi()
      .then((api) => {
        if (!api.signInWithDiscordTicket) throw new Error('Logowanie przez Discorda działa tylko na serwerze gildii.');
        return api.signInWithDiscordTicket(ticket);
      })
      .then(
        (signedIn) => {
          session.signIn(signedIn);
          toast.add({ title: 'Zalogowano przez Discorda', description: `Witaj, ${signedIn.nickname}!`, tone: 'success' });
        },
        (error: unknown) =>
          toast.add({
            title: 'Nie udało się zalogować przez Discorda',
            description: error instanceof Error ? error.message : String(error),
            tone: 'error',
          }),
      );
    // Once per ticket: the address no longer carries it after the replace above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket]);
}
