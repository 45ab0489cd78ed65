import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApp } from '../../instance/app-context';
import type { RaidApi } from '../../data/raids/raid-api';
import type { DiscordLinkState } from '../../data/raids/api-operations';
import { failureMessage } from '../../domain/raid-api-error';
import { Button, createStyles, useToast } from '../../ui';
import { LoadFailure } from '../../ui/LoadFailure';
import { SubmitButton } from '../../ui/SubmitButton';
import { useBusyAction } from '../../ui/use-busy-action';
import { checkRowCss, panelSectionCss } from '../../ui/panel-css';
import { FormFailure } from '../sign-in/FormFailure';
import { SignInField, passwordInput, useFieldValues, useSignInStyles } from '../sign-in/SignInField';
import { useCheckedSubmit } from '../sign-in/use-checked-submit';
import { useSignedInCall } from './use-signed-in-call';

const useStyles = createStyles(({ css }) => ({
  section: css`
    ${panelSectionCss}
    margin-bottom: 32px;
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
  `,
  switch: css`
    ${checkRowCss}
    font-weight: 700;
  `,
  muted: css`
    color: var(--rp-muted);
  `,
}));

const noPasswordNote = 'To konto loguje się tylko przez Discorda i nie ma hasła. Aby odłączyć Discorda, najpierw ustaw hasło poniżej.';

/**
 * Konto → Discord: link the account ("Połącz z Discordem": a round-trip through Discord), unlink it
 * (only while the account has a password: else nothing would sign it in), the reminders by direct
 * message, and the first password of an account made through Discord. Shown only where the guild's
 * server offers sign-in with Discord.
 */
export default function DiscordSection() {
  const styles = useStyles();
  const { raidApi } = useApp();
  const call = useSignedInCall();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [offered, setOffered] = useState(false);
  const [state, setState] = useState<DiscordLinkState | null>(null);
  // `failure` before the state loaded is the load's (shown with a retry); after it, an action's.
  const { busy, failure, setFailure, run } = useBusyAction();
  /** Discord's answer to "Połącz z Discordem", waiting for this account to confirm it. */
  const [proposal, setProposal] = useState<{ confirmation: string; discordName: string } | null>(null);

  const load = () => {
    setFailure(null);
    call((api, token) => api.discordLink!(token)).then(setState, (error: unknown) => setFailure(failureMessage(error)));
  };

  useEffect(() => {
    let active = true;
    raidApi()
      .then(async (api: RaidApi) => {
        const options = await api.signInOptions();
        if (active && options.discord && api.discordLink) {
          setOffered(true);
          load();
        }
      })
      .catch(() => {});
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, [raidApi]);

  // Back from Discord: the link waits for a confirmation here (a link finished in another person's browser
  // must not link their Discord to this account unasked). The address is cleaned (replaced: the back
  // button does not repeat it).
  useEffect(() => {
    const params = new URLSearchParams(search);
    const confirmation = params.get('discordLink');
    if (!confirmation && !params.has('discordLinked')) return;
    navigate({ pathname, search: '' }, { replace: true });
    if (confirmation) setProposal({ confirmation, discordName: params.get('discordName') ?? '' });
    else toast.add({ title: 'Połączono z Discordem', tone: 'success' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return from Discord
  }, [search]);

  const link = () =>
    run(async () => {
      const url = await call((api, token) => api.discordLinkUrl!(token));
      // A full navigation: Discord's page, then the server's callback, which comes back to Konto.
      window.location.assign(url);
    });
  const confirmLink = (confirmation: string) =>
    run(async () => {
      try {
        setState(await call((api, token) => api.confirmDiscordLink!(token, confirmation)));
        toast.add({ title: 'Połączono z Discordem', tone: 'success' });
      } finally {
        // Taken once either way: a refused confirmation cannot be tried again.
        setProposal(null);
      }
    });
  const unlink = () =>
    run(async () => {
      await call((api, token) => api.unlinkDiscord!(token));
      toast.add({ title: 'Odłączono Discorda', tone: 'success' });
      load();
    });
  const remind = (on: boolean) =>
    run(async () => {
      setState(await call((api, token) => api.setDiscordReminders!(token, on)));
    });

  if (!offered) return null;
  return (
    <section className={styles.section} aria-labelledby="rp-account-discord">
      <h2 id="rp-account-discord">Discord</h2>
      {failure && !state && <LoadFailure message={failure} onRetry={load} />}
      {!state && !failure && <p role="status">Wczytywanie: Discord…</p>}
      {state && proposal && (
        <div role="group" aria-labelledby="rp-account-discord-confirm">
          <h3 id="rp-account-discord-confirm">Potwierdź połączenie z Discordem</h3>
          <p>
            Discord potwierdził konto „{proposal.discordName}”. Połączyć je z kontem, które jest teraz otwarte w panelu? Po połączeniu
            logowanie przez to konto Discorda otworzy to konto w panelu.
          </p>
          <div className={styles.row}>
            <Button onClick={() => void confirmLink(proposal.confirmation)} disabled={busy}>
              Połącz to konto
            </Button>
            <Button variant="secondary" onClick={() => setProposal(null)} disabled={busy}>
              Anuluj
            </Button>
          </div>
        </div>
      )}
      {state && !state.linked && !proposal && (
        <div className={styles.row}>
          <p className={styles.muted}>Konto nie jest połączone z Discordem.</p>
          <Button onClick={() => void link()} disabled={busy}>
            Połącz z Discordem
          </Button>
        </div>
      )}
      {state?.linked && (
        <>
          <label className={styles.switch}>
            <input type="checkbox" checked={state.dmReminders} disabled={busy} onChange={(event) => void remind(event.target.checked)} />
            Przypomnienia na Discordzie
          </label>
          <p className={styles.muted}>Bot napisze prywatną wiadomość, gdy zapisy na rajd zamykają się, a brak Twojej odpowiedzi.</p>
          <div className={styles.row}>
            <Button variant="secondary" onClick={() => void unlink()} disabled={busy || !state.hasPassword}>
              Odłącz
            </Button>
            {!state.hasPassword && <p className={styles.muted}>{noPasswordNote}</p>}
          </div>
        </>
      )}
      {state && failure && <p role="alert">{failure}</p>}
      {state && !state.hasPassword && <FirstPasswordForm onSet={load} />}
    </section>
  );
}

/** The first password of an account made through Discord: no current password to give. */
function FirstPasswordForm({ onSet }: { onSet: () => void }) {
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const fields = useFieldValues<'newPassword'>({ newPassword: '' });
  const { errors, failure, busy, submit } = useCheckedSubmit<'newPassword'>();

  function save(event: FormEvent) {
    event.preventDefault();
    void submit(
      // Checked by the server (its message comes back on the field): the password rules' code stays out of this part.
      () => ({ ok: true, value: fields.values.newPassword }),
      async (newPassword) => {
        await call((api, token) => api.setFirstPassword!(token, newPassword));
        fields.reset();
        toast.add({ title: 'Hasło ustawione', description: 'Możesz logować się też nickiem i hasłem.', tone: 'success' });
        onSet();
      },
    );
  }

  return (
    <form className={form.form} onSubmit={save} noValidate aria-labelledby="rp-account-first-password">
      <h3 id="rp-account-first-password">Ustaw hasło</h3>
      <SignInField
        id="rp-account-first-new"
        label="Hasło"
        hint="Co najmniej 10 znaków. Pozwoli logować się także bez Discorda."
        {...passwordInput('new-password')}
        error={errors.newPassword}
        {...fields.bind('newPassword')}
      />
      <FormFailure message={failure} />
      <SubmitButton busy={busy}>Ustaw hasło</SubmitButton>
    </form>
  );
}
