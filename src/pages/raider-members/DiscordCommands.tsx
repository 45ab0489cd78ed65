import { useState, type FormEvent } from 'react';
import type { DiscordCommandsRegistration } from '../../domain/raids/guild-settings-types';
import { useToast } from '../../ui';
import { SubmitButton } from '../../ui/SubmitButton';
import { useBusyAction } from '../../ui/use-busy-action';
import { formatInstant, useSignedInCall } from '../raider-account/use-signed-in-call';
import { FormFailure } from '../sign-in/FormFailure';
import { useSignInStyles } from '../sign-in/SignInField';

/** The last registration as one sentence: when, and what Discord (or the missing settings) said. */
function lastRegistration(outcome: DiscordCommandsRegistration | null): string {
  if (!outcome) return 'Polecenia nie były jeszcze rejestrowane z panelu.';
  return `${outcome.ok ? 'Ostatnia rejestracja' : 'Ostatnia próba się nie udała'} (${formatInstant(outcome.at)}): ${outcome.message}`;
}

/**
 * "Polecenia na Discordzie" (admins): registers `/rajdy` and `/urlop` in the guild's Discord server from
 * the panel, so setting up Discord needs no console, and says how the last attempt went (the server
 * keeps it). Registering again replaces the commands with the same ones: pressing twice is harmless.
 */
export function DiscordCommands({ last }: { last: DiscordCommandsRegistration | null }) {
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [outcome, setOutcome] = useState(last);
  /** `failure`: the request itself failed (the server unreachable); Discord's own refusal is the outcome above. */
  const { busy, failure, run } = useBusyAction();

  function register(event: FormEvent) {
    event.preventDefault();
    void run(async () => {
      const registered = await call((api, token) => api.registerDiscordCommands(token));
      setOutcome(registered);
      if (registered.ok) toast.add({ title: 'Polecenia zarejestrowane', tone: 'success' });
    });
  }

  return (
    <form className={form.form} onSubmit={register} aria-labelledby="rp-discord-commands">
      <h3 id="rp-discord-commands">Polecenia na Discordzie</h3>
      <p className={form.hint}>
        /rajdy pokazuje rajdowcy jego najbliższe rajdy, /urlop zgłasza nieobecność. Zarejestruj je na serwerze Discord gildii po zapisaniu
        ID aplikacji, tokenu bota i ID serwera; ponowna rejestracja niczego nie psuje.
      </p>
      <p role="status" className={outcome?.ok === false ? form.error : undefined}>
        {lastRegistration(outcome)}
      </p>
      <FormFailure message={failure} />
      <SubmitButton busy={busy} busyLabel="Rejestrowanie…">
        Zarejestruj polecenia
      </SubmitButton>
    </form>
  );
}
