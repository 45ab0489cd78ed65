import { useState, type FormEvent } from 'react';
import type { DiscordSettingField, GuildSettingsInput, GuildSettingsView } from '../../domain/raids/guild-settings-types';
import { useToast } from '../../ui';
import { SubmitButton } from '../../ui/SubmitButton';
import { useBusyAction } from '../../ui/use-busy-action';
import { useSignedInCall } from '../raider-account/use-signed-in-call';
import { FormFailure } from '../sign-in/FormFailure';
import { SignInField, useSignInStyles } from '../sign-in/SignInField';
import { fixable } from './GuildAccessSettings';
import { ServerPath } from '../../data/raids/server-paths';

type DiscordSettings = NonNullable<GuildSettingsView['discord']>;

const fieldText: Record<DiscordSettingField, { label: string; hint: string }> = {
  applicationId: { label: 'ID aplikacji', hint: 'Developer Portal → General Information → Application ID.' },
  publicKey: { label: 'Klucz publiczny', hint: 'General Information → Public Key (64 znaki): nim serwer sprawdza wiadomości od Discorda.' },
  botToken: { label: 'Token bota', hint: 'Bot → Reset Token.' },
  clientId: { label: 'ID klienta OAuth2', hint: 'OAuth2 → Client ID. Potrzebne do logowania przez Discorda.' },
  clientSecret: { label: 'Sekret klienta OAuth2', hint: 'OAuth2 → Client Secret. Potrzebny do logowania przez Discorda.' },
  guildId: {
    label: 'ID serwera Discord',
    hint: 'Logować się mogą tylko członkowie tego serwera. Tryb dewelopera → prawy przycisk → Kopiuj ID.',
  },
  channelId: { label: 'ID kanału z rajdami', hint: 'Tu bot publikuje rajdy z przyciskami.' },
  raiderRoleIds: {
    label: 'Role rajdowców (ID)',
    hint: 'Identyfikatory ról oddzielone przecinkami: tylko ich członkowie (oraz oficerowie i administratorzy) zapisują się na rajdy. Puste: każdy członek serwera.',
  },
  officerRoleIds: { label: 'Role oficerów (ID)', hint: 'Identyfikatory ról oddzielone przecinkami: ich członkowie są oficerami w panelu.' },
  adminRoleIds: {
    label: 'Role administratorów (ID)',
    hint: 'Identyfikatory ról oddzielone przecinkami: ich członkowie są administratorami w panelu.',
  },
};

const fields = Object.keys(fieldText) as DiscordSettingField[];

/** A setting's value as the form shows it: a list joined, a secret never (only its mask, in the hint). */
const shownValue = (setting: DiscordSettings[DiscordSettingField]) =>
  setting.secret ? '' : Array.isArray(setting.value) ? setting.value.join(', ') : (setting.value ?? '');

/**
 * "Discord" (admins): the guild's own Discord application (docs/discord.md). A setting a server variable
 * fixes is shown, not editable; a secret (the bot token, the client secret) is never shown again after
 * saving, only masked: left empty, it stays as it is.
 */
export function GuildDiscordSettings({ settings, onSaved }: { settings: GuildSettingsView; onSaved: (view: GuildSettingsView) => void }) {
  const discord = settings.discord!;
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [values, setValues] = useState<Record<DiscordSettingField, string>>(
    () => Object.fromEntries(fields.map((field) => [field, shownValue(discord[field])])) as Record<DiscordSettingField, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<DiscordSettingField, string>>>({});
  const { busy, failure, run } = useBusyAction({
    onFieldErrors: (paths) => {
      const found: Partial<Record<DiscordSettingField, string>> = {};
      for (const [path, message] of Object.entries(paths)) found[path.replace(/^discord\./, '') as DiscordSettingField] ??= message;
      setErrors(found);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: NonNullable<GuildSettingsInput['discord']> = {};
    for (const field of fields) {
      const setting = discord[field];
      if (setting.source === 'environment') continue;
      const value = values[field].trim();
      // An empty secret field keeps the stored secret; an empty other field removes its value.
      if (setting.secret) {
        if (value) input[field] = value;
      } else if (value !== shownValue(setting)) {
        input[field] = value || null;
      }
    }
    void run(async () => {
      const saved = await call((api, token) => api.saveGuildSettings(token, { discord: input }));
      setErrors({});
      setValues(
        Object.fromEntries(fields.map((field) => [field, shownValue(saved.discord![field])])) as Record<DiscordSettingField, string>,
      );
      onSaved(saved);
      toast.add({ title: 'Ustawienia Discorda zapisane', tone: 'success' });
    });
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-labelledby="rp-discord-form">
      <h3 id="rp-discord-form">Discord</h3>
      <p className={form.hint}>
        Własna aplikacja gildii na Discordzie: logowanie przez Discorda, role z serwera, rajdy z przyciskami. Adres przekierowania OAuth2:{' '}
        <span className={form.address}>{`${settings.publicUrl.value ?? 'https://adres-publiczny'}/api${ServerPath.discordCallback}`}</span>.
      </p>
      {fields.map((field) => {
        const setting = discord[field];
        const text = fieldText[field];
        const masked = setting.secret && typeof setting.value === 'string' ? ` Zapisano: ${setting.value}. Puste pole: bez zmiany.` : '';
        return (
          <SignInField
            key={field}
            id={`rp-discord-${field}`}
            label={text.label}
            {...fixable(setting, `${text.hint}${masked}`)}
            autoComplete="off"
            spellCheck={false}
            secret={setting.secret === true && setting.source !== 'environment'}
            revealLabel={field === 'botToken' ? 'Pokaż token' : 'Pokaż sekret'}
            error={errors[field]}
            value={values[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        );
      })}
      <FormFailure message={failure} />
      <SubmitButton busy={busy}>Zapisz dane Discorda</SubmitButton>
    </form>
  );
}
