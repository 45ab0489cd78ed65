import type { FormEvent } from 'react';
import { useApp } from '../../instance/app-context';
import { validateChangePasswordInput } from '../../domain/accounts/account-validation';
import { createStyles, useStore, useToast } from '../../ui';
import { SignInField, passwordInput, useFieldValues, useSignInStyles, type FieldText } from '../sign-in/SignInField';
import { FormFailure } from '../sign-in/FormFailure';
import { useCheckedSubmit } from '../sign-in/use-checked-submit';
import { SubmitButton } from '../../ui/SubmitButton';
import { lazyPart } from '../../ui/lazy-part';

// Each section loads as a chunk of its own, so the page's first file stays small (`npm run size`).
const loading = (what: string) => () => <p role="status">Wczytywanie: {what}…</p>;
const calendarPart = lazyPart('calendar subscription', () => import('./CalendarSubscription'), { fallback: loading('kalendarz') });
const absencePart = lazyPart('absences', () => import('./AbsenceSection'), { fallback: loading('nieobecności') });
const characterPart = lazyPart('characters', () => import('./CharacterSection'), { fallback: loading('postacie') });
const lootPart = lazyPart('own loot', () => import('./LootSection'), { fallback: loading('łupy') });
// Renders nothing unless the guild's server offers Discord: no placeholder while it loads.
const discordPart = lazyPart('discord link', () => import('./DiscordSection'), { fallback: () => null });
const sessionPart = lazyPart('own sessions', () => import('./SessionSection'), { fallback: loading('sesje') });
import { useSignedInCall } from './use-signed-in-call';
import { panelSectionCss } from '../../ui/panel-css';

const useStyles = createStyles(({ css }) => ({
  section: css`
    ${panelSectionCss}
    margin-bottom: 32px;
  `,
}));

type PasswordField = 'currentPassword' | 'newPassword';

const passwordText: Record<PasswordField, FieldText> = {
  currentPassword: {
    id: 'rp-account-current',
    label: 'Obecne hasło',
    hint: 'Hasło, którym logujesz się teraz.',
    ...passwordInput('current-password'),
  },
  newPassword: {
    id: 'rp-account-new',
    label: 'Nowe hasło',
    hint: 'Co najmniej 10 znaków. Po zmianie inne urządzenia zostaną wylogowane.',
    ...passwordInput('new-password'),
  },
};

/** Konto: the raider's characters, their loot, the calendar subscription, absences, the password and their own sessions. */
export default function RaiderAccountPage() {
  const styles = useStyles();
  const { session } = useApp();
  const raider = useStore(session.$raider);
  if (!raider) return null;
  return (
    <>
      <section className={styles.section} aria-labelledby="rp-account-characters">
        <h2 id="rp-account-characters">Postacie</h2>
        <characterPart.Component />
      </section>
      <section className={styles.section} aria-labelledby="rp-account-loot">
        <h2 id="rp-account-loot">Moje łupy</h2>
        <lootPart.Component />
      </section>
      <section className={styles.section} aria-labelledby="rp-account-calendar">
        <h2 id="rp-account-calendar">Subskrybuj w kalendarzu</h2>
        <calendarPart.Component />
      </section>
      <section className={styles.section} aria-labelledby="rp-account-absences">
        <h2 id="rp-account-absences">Urlop</h2>
        <absencePart.Component />
      </section>
      <discordPart.Component />
      <section className={styles.section} aria-labelledby="rp-account-password">
        <h2 id="rp-account-password">Zmiana hasła</h2>
        <ChangePasswordForm nickname={raider.nickname} />
      </section>
      <section className={styles.section} aria-labelledby="rp-account-sessions">
        <h2 id="rp-account-sessions">Moje sesje</h2>
        <sessionPart.Component />
      </section>
    </>
  );
}

function ChangePasswordForm({ nickname }: { nickname: string }) {
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const fields = useFieldValues<PasswordField>({ currentPassword: '', newPassword: '' });
  const { errors, failure, busy, submit } = useCheckedSubmit<PasswordField>();

  function change(event: FormEvent) {
    event.preventDefault();
    void submit(
      () => validateChangePasswordInput(fields.values, nickname),
      async (input) => {
        await call((api, token) => api.changePassword(token, input));
        fields.reset();
        toast.add({ title: 'Hasło zmienione', description: 'Inne sesje zostały zakończone.', tone: 'success' });
      },
    );
  }

  return (
    <form className={form.form} onSubmit={change} noValidate aria-labelledby="rp-account-password">
      {/* For password managers: which account the new password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={nickname} readOnly hidden />
      <SignInField {...passwordText.currentPassword} error={errors.currentPassword} {...fields.bind('currentPassword')} />
      <SignInField {...passwordText.newPassword} error={errors.newPassword} {...fields.bind('newPassword')} />
      <FormFailure message={failure} />
      <SubmitButton busy={busy}>Zmień hasło</SubmitButton>
    </form>
  );
}
