import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { inputObject, validate } from '../../src/domain/input-schema';
import { validOrThrow } from '../../src/domain/raid-api-error';
import { fixedBy } from '../settings/access-and-addresses';
import { discordVariables, type DiscordAppSettings } from './discord-app-settings';
import type { DiscordSettingField, SettingSource } from '../../src/domain/raids/guild-settings-types';
import { createGuildSettingsRows } from '../database/guild-settings-rows';

/**
 * The Discord settings the admin may set in "Ustawienia gildii". The two base URLs are not among them:
 * they exist for tests (a stand-in of Discord), and one set from the panel would send the bot token and
 * the OAuth secret to whatever host it names.
 */
export const discordPanelFields = [
  'applicationId',
  'publicKey',
  'botToken',
  'clientId',
  'clientSecret',
  'guildId',
  'channelId',
  'raiderRoleIds',
  'officerRoleIds',
  'adminRoleIds',
] as const satisfies readonly DiscordSettingField[];

export type DiscordPanelField = DiscordSettingField;

/** Kept secret: stored, used, never answered (shown masked, like the webhook). */
const secretFields: ReadonlySet<DiscordPanelField> = new Set(['botToken', 'clientSecret']);
const listFields: ReadonlySet<DiscordPanelField> = new Set(['raiderRoleIds', 'officerRoleIds', 'adminRoleIds']);

/** One setting as `GET /api/settings` shows it under `discord`. */
export interface DiscordSettingShown {
  /** The value; a secret as `••••wxyz`; a list of role ids as a list. */
  value: string | string[] | null;
  source: SettingSource;
  variable: string;
  /** Whether the value is a secret the server never answers. */
  secret?: true;
}

export type DiscordSettingsShown = Record<DiscordPanelField, DiscordSettingShown>;

/** Each setting's name in Polish, as the audit log and the panel's messages name it. */
export const discordSettingLabels: Record<DiscordPanelField, string> = {
  applicationId: 'ID aplikacji',
  publicKey: 'klucz publiczny',
  botToken: 'token bota',
  clientId: 'ID klienta OAuth2',
  clientSecret: 'sekret klienta OAuth2',
  guildId: 'ID serwera',
  channelId: 'ID kanału z rajdami',
  raiderRoleIds: 'role rajdowców',
  officerRoleIds: 'role oficerów',
  adminRoleIds: 'role administratorów',
};

/** `••••wxyz`: enough to recognise a secret, never enough to use it. */
export const maskSecret = (secret: string): string => `••••${secret.slice(-4)}`;

const snowflakeMessage = 'Podaj identyfikator z Discorda: same cyfry (tryb dewelopera → prawy przycisk → Kopiuj ID).';
const snowflake = v.pipe(v.string(snowflakeMessage), v.trim(), v.regex(/^\d{5,30}$/, snowflakeMessage));
const listMessage = 'Podaj identyfikatory ról z Discorda: same cyfry, oddzielone przecinkami.';
const roleList = v.pipe(
  v.union([v.array(v.string(listMessage), listMessage), v.string(listMessage)], listMessage),
  v.transform((list) => (typeof list === 'string' ? list.split(/[\s,]+/) : list).map((id) => id.trim()).filter(Boolean)),
  v.check((ids) => ids.every((id) => /^\d{5,30}$/.test(id)), listMessage),
  v.maxLength(50, 'Najwyżej 50 ról.'),
  v.transform((ids) => [...new Set(ids)]),
);
const secretText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(200, message));

/** `PUT /api/settings`'s `discord` object: each field optional, `null` removes the stored value. */
const discordInputSchema = inputObject(
  {
    applicationId: v.nullish(snowflake),
    publicKey: v.nullish(
      v.pipe(
        v.string('Wklej klucz publiczny aplikacji (64 znaki szesnastkowe).'),
        v.trim(),
        v.regex(/^[\da-f]{64}$/i, 'Wklej klucz publiczny aplikacji (64 znaki szesnastkowe).'),
        v.toLowerCase(),
      ),
    ),
    botToken: v.nullish(secretText('Wklej token bota (Bot → Reset Token).')),
    clientId: v.nullish(snowflake),
    clientSecret: v.nullish(secretText('Wklej sekret klienta (OAuth2 → Client Secret).')),
    guildId: v.nullish(snowflake),
    channelId: v.nullish(snowflake),
    raiderRoleIds: v.nullish(roleList),
    officerRoleIds: v.nullish(roleList),
    adminRoleIds: v.nullish(roleList),
  },
  'Ustawienia Discorda to obiekt pól.',
  'Nieznane ustawienie Discorda.',
);

type DiscordInput = v.InferOutput<typeof discordInputSchema>;
type Stored = Partial<Record<DiscordPanelField, string | string[]>>;

const storedName = (field: DiscordPanelField) => `discord-${field}`;

/**
 * The Discord application's settings from the panel, in `guild_settings` (`discord-<field>`), kept in
 * memory, beneath the environment: a `DISCORD_*` variable that is set wins, and the panel shows it as
 * fixed by that variable. `merged()` is the application as it applies now.
 */
export function createDiscordPanelSettings(db: Database, environment: DiscordAppSettings) {
  const settingsRows = createGuildSettingsRows(db);

  function load(): Stored {
    const rows = settingsRows.getMany(discordPanelFields.map(storedName));
    const stored: Stored = {};
    for (const field of discordPanelFields) {
      const value = rows.get(storedName(field));
      if (value !== undefined) stored[field] = listFields.has(field) ? (JSON.parse(value) as string[]) : value;
    }
    return stored;
  }

  let stored = load();

  /** Whether the environment sets the field (a list: with at least one id). */
  const fixed = (field: DiscordPanelField): boolean => {
    const value = environment[field];
    return Array.isArray(value) ? value.length > 0 : value !== undefined;
  };

  function merged(): DiscordAppSettings {
    const settings: DiscordAppSettings = { ...environment };
    for (const field of discordPanelFields) {
      if (fixed(field) || stored[field] === undefined) continue;
      (settings as unknown as Record<string, unknown>)[field] = stored[field];
    }
    return settings;
  }

  /** `body.discord` checked, a field a variable fixes refused naming it; `undefined` without one. */
  function check(body: Record<string, unknown>): DiscordInput | undefined {
    if (body.discord === undefined) return undefined;
    const result = validate(discordInputSchema, body.discord, 'discord');
    if (!result.ok) {
      const errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, message]) => [field === 'discord' ? field : `discord.${field}`, message]),
      );
      validOrThrow({ ok: false, errors });
    }
    const input = (result as { value: DiscordInput }).value;
    const refused: Record<string, string> = {};
    for (const field of discordPanelFields)
      if (input[field] !== undefined && fixed(field)) refused[`discord.${field}`] = fixedBy(discordVariables[field]);
    validOrThrow(Object.keys(refused).length > 0 ? { ok: false, errors: refused } : { ok: true, value: null });
    return input;
  }

  const describe = (value: string | string[] | undefined) =>
    value === undefined ? 'brak' : Array.isArray(value) ? value.join(', ') || 'brak' : value;

  /** Stores a checked change (inside the caller's transaction) and says what changed; secrets only as set, changed or removed. */
  function apply(input: DiscordInput | undefined): string[] {
    if (!input) return [];
    const next: Stored = { ...stored };
    const changes: string[] = [];
    for (const field of discordPanelFields) {
      const value = input[field];
      if (value === undefined) continue;
      const before = stored[field];
      const after = value === null || (Array.isArray(value) && value.length === 0) ? undefined : value;
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      if (after === undefined) {
        settingsRows.remove(storedName(field));
        delete next[field];
      } else {
        settingsRows.set(storedName(field), Array.isArray(after) ? JSON.stringify(after) : after);
        next[field] = after;
      }
      changes.push(
        secretFields.has(field)
          ? `Discord: ${discordSettingLabels[field]} ${after === undefined ? 'usunięty' : before === undefined ? 'ustawiony' : 'zmieniony'}`
          : `Discord: ${discordSettingLabels[field]}: ${describe(after)} (było: ${describe(before)})`,
      );
    }
    stored = next;
    return changes;
  }

  function shown(): DiscordSettingsShown {
    const app = merged();
    const entries = discordPanelFields.map((field) => {
      const value = app[field];
      const source: SettingSource = fixed(field) ? 'environment' : stored[field] !== undefined ? 'database' : null;
      const present: string | string[] | null = Array.isArray(value)
        ? [...(value as readonly string[])]
        : ((value as string | undefined) ?? null);
      const setting: DiscordSettingShown = {
        value: secretFields.has(field) && typeof present === 'string' ? maskSecret(present) : present,
        source,
        variable: discordVariables[field],
        ...(secretFields.has(field) ? { secret: true as const } : {}),
      };
      return [field, setting] as const;
    });
    return Object.fromEntries(entries) as DiscordSettingsShown;
  }

  return {
    merged,
    check,
    apply,
    shown,
    /** Reads the stored values again, after a transaction that changed them failed (or a guild import replaced them). */
    reload: () => {
      stored = load();
    },
  };
}

export type DiscordPanelSettings = ReturnType<typeof createDiscordPanelSettings>;
