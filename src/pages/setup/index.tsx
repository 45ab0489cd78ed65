import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useApp } from '../../instance/app-context';
import { randomResetCode } from '../../domain/accounts/account-rules';
import { validateCreateAccountInput } from '../../domain/accounts/account-validation';
import type { SetupStatus } from '../../domain/accounts/guild-joining';
import { failureMessage } from '../../domain/raid-api-error';
import { Page } from '../../ui/Page';
import { RouterLink } from '../../ui/RouterLink';
import { SubmitButton } from '../../ui/SubmitButton';
import { FormFailure } from '../sign-in/FormFailure';
import { SignInField, passwordInput, useFieldValues, useSignInStyles, type FieldText } from '../sign-in/SignInField';
import { useCheckedSubmit } from '../sign-in/use-checked-submit';

type Field = 'nickname' | 'password' | 'accessCode' | 'token';

const fieldText: Record<Exclude<Field, 'token'>, FieldText> = {
  nickname: {
    id: 'rp-setup-nickname',
    label: 'Nick w grze',
    hint: 'Od 2 do 24 znaków: litery, cyfry, spacja lub łącznik.',
    autoComplete: 'username',
    name: 'username',
  },
  password: {
    id: 'rp-setup-password',
    label: 'Hasło',
    hint: 'Co najmniej 10 znaków. Najlepiej kilka słów, których nie używasz gdzie indziej.',
    ...passwordInput('new-password'),
  },
  accessCode: {
    id: 'rp-setup-access-code',
    label: 'Kod dostępu gildii',
    hint: 'Rajdowcy podają go raz, przy zakładaniu konta. Zmienisz go później w Ustawieniach gildii.',
    autoComplete: 'off',
    name: 'accessCode',
  },
};

/** What the page shows: checking the link, a link that does not work, the form, or the admin's account ready. */
type State =
  | { kind: 'checking' }
  | { kind: 'no-link'; message: string }
  | { kind: 'form'; status: SetupStatus }
  | { kind: 'done'; nickname: string; accessCode?: string };

const lead =
  'Ten jednorazowy link serwer gildii wypisał przy pierwszym uruchomieniu. Załóż nim konto administratora gildii ' +
  'i ustal kod dostępu, który rajdowcy podadzą raz, przy zakładaniu własnych kont.';

/**
 * The first run without a console (`/#/setup?token=…`): whoever opens the link the server printed creates
 * the guild's first admin account and its access code, and is signed in.
 */
export default function SetupPage() {
  const styles = useSignInStyles();
  const { raidApi, session } = useApp();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'checking' });
  // A suggestion the admin may keep or change: twelve letters and digits, easy to read out on a voice channel.
  const fields = useFieldValues<'nickname' | 'password' | 'accessCode'>({ nickname: '', password: '', accessCode: randomResetCode() });
  const { errors, failure, busy, submit } = useCheckedSubmit<Field>();

  useEffect(() => {
    let active = true;
    raidApi()
      .then((api) => api.setupStatus(token))
      .then(
        (status) => {
          if (!active) return;
          if (status === null)
            setState({
              kind: 'no-link',
              message: 'W wersji demonstracyjnej pierwsze konto założone na tym urządzeniu jest kontem administratora.',
            });
          else if (!status.valid)
            setState({
              kind: 'no-link',
              message:
                'Ten link jest nieważny: został już użyty, minęły 24 godziny albo serwer uruchomiono ponownie i wypisał nowy. ' +
                'Jeśli gildia ma już administratora, zaloguj się w panelu rajdowca.',
            });
          else setState({ kind: 'form', status });
        },
        (error: unknown) => active && setState({ kind: 'no-link', message: failureMessage(error) }),
      );
    return () => {
      active = false;
    };
  }, [raidApi, token]);

  function create(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== 'form') return;
    const { nickname, password, accessCode } = fields.values;
    const fixed = state.status.accessCodeFixed;
    void submit(
      () => validateCreateAccountInput({ nickname, password, ...(fixed ? {} : { accessCode }) }, !fixed),
      async (input) => {
        const api = await raidApi();
        const created = await api.completeSetup({ ...input, token });
        session.signIn(created);
        setState({ kind: 'done', nickname: created.nickname, accessCode: created.accessCode });
      },
    );
  }

  return (
    <Page eyebrow="Pierwsze uruchomienie" title="Konto administratora gildii" lead={lead}>
      {state.kind === 'checking' && <p role="status">Sprawdzanie linku…</p>}
      {state.kind === 'no-link' && (
        <>
          <p role="alert">{state.message}</p>
          <p>
            <RouterLink to="/raider">Przejdź do panelu rajdowca</RouterLink>
          </p>
        </>
      )}
      {state.kind === 'form' && (
        <form className={styles.form} onSubmit={create} noValidate aria-labelledby="rp-setup-heading">
          <h2 id="rp-setup-heading">Administrator i kod dostępu</h2>
          <SignInField {...fieldText.nickname} error={errors.nickname} {...fields.bind('nickname')} />
          <SignInField {...fieldText.password} error={errors.password} {...fields.bind('password')} />
          {state.status.accessCodeFixed ? (
            <p className={styles.hint}>Kod dostępu gildii ustawia zmienna GUILD_ACCESS_CODE na serwerze.</p>
          ) : (
            <SignInField {...fieldText.accessCode} error={errors.accessCode} {...fields.bind('accessCode')} />
          )}
          <FormFailure message={errors.token ?? failure} />
          <SubmitButton busy={busy} busyLabel="Zakładanie konta…" icon="log-in">
            Załóż konto administratora
          </SubmitButton>
        </form>
      )}
      {state.kind === 'done' && (
        <div role="status">
          <p>
            Konto administratora <strong>{state.nickname}</strong> jest gotowe; w tej przeglądarce sesja jest już otwarta.
          </p>
          {state.accessCode && (
            <p>
              Kod dostępu gildii: <code>{state.accessCode}</code>. Przekaż go rajdowcom, na przykład na kanale rajdowym. Widać go tylko
              teraz; nowy ustawisz w Ustawieniach gildii.
            </p>
          )}
          <p>
            <RouterLink to="/raider/members">Przejdź do ustawień gildii</RouterLink>
          </p>
        </div>
      )}
    </Page>
  );
}
