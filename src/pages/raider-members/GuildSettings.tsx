import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DeliveryView, GuildSettingsInput, GuildSettingsView } from '../../domain/raids/guild-settings-types';
import { failureMessage } from '../../domain/raid-api-error';
import { Button, createStyles, useToast } from '../../ui';
import { formatInstant, useSignedInCall } from '../raider-account/use-signed-in-call';
import { SignInField, useFieldValues, useSignInStyles, type FieldText } from '../sign-in/SignInField';
import { LoadFailure } from '../../ui/LoadFailure';
import { raisedBoxCss, stackedListCss } from '../../ui/panel-css';
import { SubmitButton } from '../../ui/SubmitButton';
import { useBusyAction } from '../../ui/use-busy-action';
import { GuildAccessSettings } from './GuildAccessSettings';
import { GuildDiscordSettings } from './GuildDiscordSettings';
import { DiscordCommands } from './DiscordCommands';

const useStyles = createStyles(({ css }) => ({
  list: css`
    ${stackedListCss}
    li {
      padding: 8px 12px;
      ${raisedBoxCss}
      overflow-wrap: anywhere;
    }
  `,
  muted: css`
    color: var(--rp-muted);
  `,
}));

const statusNames: Record<DeliveryView['status'], string> = {
  pending: 'czeka',
  sending: 'w drodze',
  sent: 'wysłane',
  failed: 'nieudane',
  skipped: 'pominięte',
};

type Field = 'discordWebhookUrl' | 'rosterHoursBefore' | 'reminderHoursBefore';

const fieldText: Record<Field, FieldText> = {
  discordWebhookUrl: {
    id: 'rp-settings-webhook',
    label: 'Nowy adres webhooka',
    hint: 'Discord: Ustawienia kanału → Integracje → Webhooki → Kopiuj adres URL. Puste: bez zmiany.',
    type: 'url',
    autoComplete: 'off',
  },
  rosterHoursBefore: {
    id: 'rp-settings-roster',
    label: 'Skład przed rajdem (godziny)',
    hint: 'Tyle godzin przed startem serwer publikuje skład.',
    inputMode: 'numeric',
  },
  reminderHoursBefore: {
    id: 'rp-settings-reminder',
    label: 'Przypomnienie przed zamknięciem zapisów (godziny)',
    hint: 'Tyle godzin przed zamknięciem zapisów serwer wymienia osoby bez odpowiedzi.',
    inputMode: 'numeric',
  },
};

/** "Ustawienia gildii" (admins): the Discord webhook, the announcement times and the last deliveries. */
export default function GuildSettings() {
  const styles = useStyles();
  const form = useSignInStyles();
  const call = useSignedInCall();
  const toast = useToast();
  const [settings, setSettings] = useState<GuildSettingsView | null | undefined>(undefined);
  const [deliveries, setDeliveries] = useState<DeliveryView[]>([]);
  // The webhook field starts empty (left empty, the saved address stays); the hours are filled in once loaded.
  const fields = useFieldValues<Field>({ discordWebhookUrl: '', rosterHoursBefore: '', reminderHoursBefore: '' });
  const setField = fields.set;
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A failed load and a failed save alike show the load failure with its retry.
  const { busy, failure, setFailure, run } = useBusyAction({ onFieldErrors: setErrors });

  const load = useCallback(() => {
    setFailure(null);
    Promise.all([call((api, token) => api.guildSettings(token)), call((api, token) => api.deliveries(token))]).then(
      ([loaded, sent]) => {
        setSettings(loaded);
        setDeliveries(sent);
        if (loaded) {
          setField('rosterHoursBefore', String(loaded.rosterHoursBefore));
          setField('reminderHoursBefore', String(loaded.reminderHoursBefore));
        }
      },
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, [call, setField, setFailure]);
  useEffect(load, [load]);

  function save(input: GuildSettingsInput) {
    void run(async () => {
      setSettings(await call((api, token) => api.saveGuildSettings(token, input)));
      setErrors({});
      setField('discordWebhookUrl', '');
      toast.add({ title: 'Ustawienia zapisane', tone: 'success' });
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { discordWebhookUrl, rosterHoursBefore, reminderHoursBefore } = fields.values;
    const input: GuildSettingsInput = { rosterHoursBefore: Number(rosterHoursBefore), reminderHoursBefore: Number(reminderHoursBefore) };
    if (discordWebhookUrl.trim()) input.discordWebhookUrl = discordWebhookUrl.trim();
    save(input);
  }

  if (failure) {
    return <LoadFailure message={failure} onRetry={load} />;
  }
  if (settings === undefined) return <p role="status">Wczytywanie ustawień…</p>;
  if (settings === null)
    return <p className={styles.muted}>Ogłoszenia na Discordzie wysyła serwer gildii; wersja demonstracyjna ich nie ma.</p>;
  const source = { database: 'z ustawień w panelu', environment: 'z ustawienia serwera DISCORD_WEBHOOK_URL' } as const;
  // As the server decides (canPost): with a bot token and a channel, the bot announces, not the webhook.
  const botPosts = Boolean(settings.discord?.botToken.value && settings.discord?.channelId.value);
  return (
    <>
      {botPosts && (
        <p>
          Ogłoszenia wysyła bot Discorda na kanale <code>{settings.discord?.channelId.value}</code>: wpisy rajdów z przyciskami, zmiany i
          przypomnienia (także w wiadomościach prywatnych).
        </p>
      )}
      <p>
        Webhook Discorda:{' '}
        {settings.discordWebhookUrl ? (
          <>
            <code>{settings.discordWebhookUrl}</code> ({source[settings.discordWebhookSource ?? 'database']})
            {botPosts ? ' – nieużywany, dopóki ogłasza bot.' : ''}
          </>
        ) : botPosts ? (
          'brak – niepotrzebny, ogłasza bot.'
        ) : (
          'brak – nic nie jest ogłaszane.'
        )}
      </p>
      <form className={form.form} onSubmit={submit} noValidate aria-labelledby="rp-settings-form">
        <h3 id="rp-settings-form">Ogłoszenia na Discordzie</h3>
        {(Object.keys(fieldText) as Field[]).map((name) => (
          <SignInField key={name} {...fieldText[name]} error={errors[name]} {...fields.bind(name)} />
        ))}
        <SubmitButton busy={busy}>Zapisz ustawienia</SubmitButton>
        {settings.discordWebhookSource === 'database' && (
          <Button variant="secondary" onClick={() => save({ discordWebhookUrl: null })}>
            Usuń webhook z ustawień panelu
          </Button>
        )}
      </form>
      <GuildAccessSettings settings={settings} onSaved={setSettings} />
      {settings.discord && <GuildDiscordSettings settings={settings} onSaved={setSettings} />}
      {settings.discordCommands !== undefined && <DiscordCommands last={settings.discordCommands} />}
      <h3>Ostatnie wysyłki</h3>
      {deliveries.length === 0 ? (
        <p className={styles.muted}>Jeszcze nic nie wysłano.</p>
      ) : (
        <ul className={styles.list} aria-label="Ostatnie wysyłki na Discorda">
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              <strong>{statusNames[delivery.status]}</strong> · {formatInstant(delivery.createdAt)} · prób: {delivery.attempts}
              <br />
              <span className={styles.muted}>{delivery.preview.split('\n')[0]}</span>
              {delivery.lastError &&
                (delivery.status === 'skipped' ? (
                  <span className={styles.muted}> Powód: {delivery.lastError}</span>
                ) : (
                  <span className={form.error}> Błąd: {delivery.lastError}</span>
                ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
