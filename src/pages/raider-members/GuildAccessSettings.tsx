import { useState, type FormEvent } from 'react';
import type { JoiningMode } from '../../domain/accounts/guild-joining';
import type { GuildSettingsInput, GuildSettingsView, SettingSource } from '../../domain/raids/guild-settings-types';
import { Button, createStyles, useToast } from '../../ui';
import { SubmitButton } from '../../ui/SubmitButton';
import { useBusyAction } from '../../ui/use-busy-action';
import { checkRowCss } from '../../ui/panel-css';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { FormFailure } from '../sign-in/FormFailure';
import { SignInField, useFieldValues, useSignInStyles, type FieldText } from '../sign-in/SignInField';

const useStyles = createStyles(({ css }) => ({
  // Radios at their own size, each a 44 px row a finger can hit, not a text field's box.
  choices: css`
    display: grid;
    gap: 4px;
    margin: 0;
    padding: 0;
    border: 0;
    legend {
      padding: 0;
      margin-bottom: 4px;
      font-weight: 700;
    }
    label {
      ${checkRowCss}
    }
  `,
}));

const joiningChoices: Array<{ mode: JoiningMode; label: string }> = [
  { mode: 'code', label: 'Z kodem dostępu gildii' },
  { mode: 'open', label: 'Każdy, kto otworzy panel' },
  { mode: 'closed', label: 'Nikt nowy: gildia zamknięta dla nowych kont' },
];

type Field = 'joining' | 'accessCode' | 'allowedOrigins' | 'publicUrl';

const fieldText: Record<Exclude<Field, 'joining'>, FieldText> = {
  accessCode: {
    id: 'rp-access-code',
    label: 'Nowy kod dostępu',
    hint: 'Puste: kod zostaje (bez kodu serwer wylosuje nowy). Zobaczysz go raz, po zapisaniu.',
    autoComplete: 'off',
  },
  allowedOrigins: {
    id: 'rp-access-origins',
    label: 'Strony gildii z widżetem',
    hint: 'Adresy stron, na których jest <raider-panel>, oddzielone przecinkami, np. https://twoja-gildia.pl.',
    inputMode: 'url',
    autoComplete: 'off',
  },
  publicUrl: {
    id: 'rp-access-public-url',
    label: 'Adres publiczny serwera',
    hint: 'Adres, pod którym rajdowcy otwierają panel, np. https://rajdy.twoja-gildia.pl. Puste: tylko adresy tego komputera.',
    type: 'url',
    autoComplete: 'off',
  },
};

/** The addresses a server variable may fix, each shown as one text field. */
const addressFields = ['allowedOrigins', 'publicUrl'] as const;

/** What the server variable fixes, said under a field the panel cannot change. */
export const fixedBy = (variable: string) => `Ustawione zmienną ${variable} na serwerze: zmienia się ją tam.`;

/** A field a server variable may fix: its hint (or which variable fixes it), and whether it is disabled. */
export const fixable = (setting: { source: SettingSource; variable: string }, hint: string) =>
  setting.source === 'environment' ? { hint: fixedBy(setting.variable), disabled: true } : { hint, disabled: false };

/** `allowedOrigins.2` (the third origin) is the field `allowedOrigins` on the form. */
function fieldsOf(errors: Readonly<Record<string, string>>): Partial<Record<Field, string>> {
  const fields: Partial<Record<Field, string>> = {};
  for (const [path, message] of Object.entries(errors)) fields[path.split('.')[0] as Field] ??= message;
  return fields;
}

/**
 * "Dostęp i adresy" (admins): who may create an account, the guild websites allowed to show the panel
 * and the address raiders open. A setting a server variable fixes is shown, not editable. A new access
 * code is shown once, right after the save that set it.
 */
export function GuildAccessSettings({ settings, onSaved }: { settings: GuildSettingsView; onSaved: (view: GuildSettingsView) => void }) {
  const form = useSignInStyles();
  const styles = useStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [joining, setJoining] = useState<JoiningMode>(settings.joining.mode);
  const fields = useFieldValues({
    accessCode: '',
    allowedOrigins: settings.allowedOrigins.value.join(', '),
    publicUrl: settings.publicUrl.value ?? '',
  });
  const { accessCode, allowedOrigins, publicUrl } = fields.values;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [newCode, setNewCode] = useState<string | null>(null);
  const { busy, failure, run } = useBusyAction({ onFieldErrors: (found) => setErrors(fieldsOf(found)) });
  const joiningFixed = settings.joining.source === 'environment';

  function save(input: GuildSettingsInput) {
    void run(async () => {
      const saved = await call((api, token) => api.saveGuildSettings(token, input));
      setErrors({});
      fields.set('accessCode', '');
      setNewCode(saved.accessCode ?? null);
      onSaved(saved);
      toast.add({ title: 'Ustawienia zapisane', tone: 'success' });
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: GuildSettingsInput = {};
    if (!joiningFixed) {
      input.joining = joining;
      if (joining === 'code' && accessCode.trim()) input.accessCode = accessCode.trim();
    }
    if (settings.allowedOrigins.source !== 'environment') input.allowedOrigins = allowedOrigins.split(/[\s,]+/).filter(Boolean);
    if (settings.publicUrl.source !== 'environment') input.publicUrl = publicUrl.trim() || null;
    save(input);
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="rp-access-form">
      <h3 id="rp-access-form">Dostęp i adresy</h3>
      <fieldset className={styles.choices} disabled={joiningFixed} aria-describedby="rp-access-joining-hint">
        <legend>Kto może założyć konto</legend>
        {joiningChoices.map((choice) => (
          <label key={choice.mode}>
            <input
              type="radio"
              name="joining"
              value={choice.mode}
              checked={joining === choice.mode}
              onChange={() => setJoining(choice.mode)}
            />{' '}
            {choice.label}
          </label>
        ))}
        <span id="rp-access-joining-hint" className={form.hint}>
          {joiningFixed ? fixedBy(settings.joining.variable) : 'Kod podaje się raz, przy zakładaniu konta; założone konta działają dalej.'}
        </span>
        {errors.joining && (
          <span className={form.error} role="alert">
            {errors.joining}
          </span>
        )}
      </fieldset>
      {joining === 'code' && !joiningFixed && (
        <SignInField {...fieldText.accessCode} error={errors.accessCode} {...fields.bind('accessCode')} />
      )}
      {newCode && (
        <p role="status">
          Nowy kod dostępu gildii: <code>{newCode}</code>. Przekaż go rajdowcom; później nie będzie go już widać.
        </p>
      )}
      {addressFields.map((name) => (
        <SignInField
          key={name}
          {...fieldText[name]}
          {...fixable(settings[name], fieldText[name].hint)}
          error={errors[name]}
          {...fields.bind(name)}
        />
      ))}
      <FormFailure message={failure} />
      <SubmitButton busy={busy}>Zapisz dostęp i adresy</SubmitButton>
      {joining === 'code' && !joiningFixed && (
        <Button variant="secondary" onClick={() => save({ joining: 'code', generateAccessCode: true })}>
          Wylosuj nowy kod
        </Button>
      )}
    </form>
  );
}
