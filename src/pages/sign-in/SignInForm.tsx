import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApp } from '../../instance/app-context';
import {
  validateCreateAccountInput,
  validatePasswordSignInInput,
  validateResetPasswordInput,
} from '../../domain/accounts/account-validation';
import type { PasswordSignInInput } from '../../domain/accounts/account-types';
import type { Validation } from '../../domain/raids/signup-validation';
import { joiningMessages, type SignInOptions } from '../../domain/accounts/guild-joining';
import { Button, useToast } from '../../ui';
import { useFocusOnOpen } from '../../ui/use-focus-on-open';
import { Page } from '../../ui/Page';
import { SubmitButton } from '../../ui/SubmitButton';
import { FormFailure } from './FormFailure';
import { SignInField, useFieldValues, useSignInStyles, type FieldText } from './SignInField';
import { useCheckedSubmit } from './use-checked-submit';

/** What the form does: sign in, create an account, or set a new password with a reset code. */
type Mode = 'sign-in' | 'create' | 'reset';

const modeText: Record<Mode, { heading: string; submit: string; busy: string }> = {
  'sign-in': { heading: 'Logowanie', submit: 'Zaloguj się', busy: 'Logowanie…' },
  create: { heading: 'Nowe konto', submit: 'Załóż konto', busy: 'Zakładanie konta…' },
  reset: { heading: 'Nowe hasło z kodem resetu', submit: 'Ustaw nowe hasło', busy: 'Zapisywanie hasła…' },
};

type Field = 'nickname' | 'password' | 'accessCode' | 'resetCode' | 'newPassword';

/** The fields that read the same in every mode (the password's words change with the mode). */
const fieldText: Record<'nickname' | 'resetCode' | 'accessCode', FieldText> = {
  nickname: {
    id: 'rp-sign-in-nickname',
    label: 'Nick w grze',
    hint: 'Od 2 do 24 znaków: litery, cyfry, spacja lub łącznik.',
    autoComplete: 'username',
  },
  resetCode: {
    id: 'rp-sign-in-reset-code',
    label: 'Kod resetu',
    hint: '12 liter i cyfr od oficera, np. ABCD-EFGH-JKMN. Działa raz, przez 24 godziny.',
    autoComplete: 'one-time-code',
  },
  accessCode: {
    id: 'rp-sign-in-code',
    label: 'Kod dostępu gildii',
    hint: 'Kod podaje oficer gildii na kanale rajdowym.',
    autoComplete: 'off',
    secret: true,
    revealLabel: 'Pokaż kod',
  },
};

/**
 * Shown by the raider-auth guard in place of a raider page. The URL and title stay, so after signing in
 * the raider is already on the page they asked for. One form, three modes: signing in (nickname and
 * password), creating an account (with the guild's access code only when the backend says the guild set
 * one) and setting a new password with a reset code from an officer.
 */
export function SignInForm() {
  const styles = useSignInStyles();
  const { session, raidApi } = useApp();
  const toast = useToast();
  const [mode, setMode] = useState<Mode>('sign-in');
  const fields = useFieldValues({ nickname: '', password: '', accessCode: '', resetCode: '' });
  const { nickname, password, accessCode, resetCode } = fields.values;
  const [{ accessCodeRequired, joiningClosed, discord }, setOptions] = useState<SignInOptions>({
    accessCodeRequired: false,
    joiningClosed: false,
  });
  const [discordUrl, setDiscordUrl] = useState<string | null>(null);
  const { errors, failure, busy, submit, clear } = useCheckedSubmit<Field>();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  /** Has the raider switched the mode here yet (not the mode the page opened with)? */
  const [switched, setSwitched] = useState(false);

  // The button that switched the mode is gone after the switch: focus goes to the first field instead
  // of falling to <body>, so a keyboard user carries on typing. Not on the first render: a page opened
  // by a link focuses its heading.
  useFocusOnOpen(switched, () => form.current?.querySelector('input'), mode);

  useEffect(() => {
    let active = true;
    raidApi()
      .then(async (api) => {
        const options = await api.signInOptions();
        if (active) setDiscordUrl(api.discordSignInUrl?.() ?? null);
        return options;
      })
      .then(
        (options) => active && setOptions(options),
        // Unknown: the form stays as it is; creating an account reports what is wrong.
        () => {},
      );
    return () => {
      active = false;
    };
  }, [raidApi]);

  function switchTo(next: Mode) {
    setSwitched(true);
    setMode(next);
    clear();
    setNotice(null);
    fields.set('password', '');
  }

  function check(): Validation<unknown, Field> {
    if (mode === 'create') return validateCreateAccountInput({ nickname, password, accessCode }, accessCodeRequired);
    if (mode === 'reset') return validateResetPasswordInput({ nickname, resetCode, newPassword: password });
    return validatePasswordSignInInput({ nickname, password });
  }

  /** This browser's device token for the nickname, so a flood of a stranger's guesses does not lock it out. */
  const withDeviceToken = (input: PasswordSignInInput) => {
    const deviceToken = session.deviceToken(input.nickname);
    return deviceToken ? { ...input, deviceToken } : input;
  };

  async function send(input: unknown) {
    const api = await raidApi();
    if (mode === 'reset') {
      await api.resetPassword(input as Parameters<typeof api.resetPassword>[0]);
      switchTo('sign-in');
      setNotice('Hasło zmienione. Zaloguj się nowym hasłem.');
      return;
    }
    const signedIn =
      mode === 'create'
        ? await api.createAccount(input as Parameters<typeof api.createAccount>[0])
        : await api.signIn(withDeviceToken(input as PasswordSignInInput));
    session.signIn(signedIn);
    toast.add({ title: 'Zalogowano', description: `Witaj, ${signedIn.nickname}!`, tone: 'success' });
  }

  function signIn(event: FormEvent) {
    event.preventDefault();
    if (!busy) setNotice(null);
    void submit(check, send);
  }

  const text = modeText[mode];
  return (
    <Page
      eyebrow="Panel rajdowca"
      title="Zaloguj się"
      lead="Panel rajdowca jest dla członków gildii. Każda osoba ma własne konto: nick z gry i hasło."
    >
      <form ref={form} className={styles.form} onSubmit={signIn} noValidate aria-labelledby="rp-sign-in-heading">
        <h2 id="rp-sign-in-heading">{text.heading}</h2>
        {notice && <p role="status">{notice}</p>}
        <SignInField {...fieldText.nickname} name="username" error={errors.nickname} {...fields.bind('nickname')} />
        {mode === 'reset' && (
          <SignInField {...fieldText.resetCode} name="resetCode" error={errors.resetCode} {...fields.bind('resetCode')} />
        )}
        <SignInField
          key={mode}
          id="rp-sign-in-password"
          label={mode === 'reset' ? 'Nowe hasło' : 'Hasło'}
          hint={
            mode === 'sign-in'
              ? 'Hasło do Twojego konta w panelu.'
              : 'Co najmniej 10 znaków. Najlepiej kilka słów, których nie używasz gdzie indziej.'
          }
          error={mode === 'reset' ? errors.newPassword : errors.password}
          name={mode === 'sign-in' ? 'password' : 'new-password'}
          autoComplete={mode === 'sign-in' ? 'current-password' : 'new-password'}
          secret
          {...fields.bind('password')}
        />
        {mode === 'create' && accessCodeRequired && (
          <SignInField {...fieldText.accessCode} name="accessCode" error={errors.accessCode} {...fields.bind('accessCode')} />
        )}
        <FormFailure message={failure} />
        <SubmitButton busy={busy} busyLabel={text.busy} icon="log-in">
          {text.submit}
        </SubmitButton>
        {mode === 'sign-in' && discord && discordUrl && (
          // A full navigation: Discord's page, then the server's callback, which comes back to #/raider.
          <a className={styles.discord} href={discordUrl}>
            Zaloguj się przez Discord
          </a>
        )}
        <div className={styles.links}>
          {mode !== 'create' && !joiningClosed && (
            <Button variant="ghost" onClick={() => switchTo('create')}>
              Nie mam jeszcze konta
            </Button>
          )}
          {joiningClosed && <p className={styles.hint}>{joiningMessages.closed}</p>}
          {mode !== 'sign-in' && (
            <Button variant="ghost" onClick={() => switchTo('sign-in')}>
              Mam już konto
            </Button>
          )}
          {mode === 'sign-in' && (
            <Button variant="ghost" onClick={() => switchTo('reset')}>
              Mam kod resetu od oficera
            </Button>
          )}
        </div>
      </form>
    </Page>
  );
}
