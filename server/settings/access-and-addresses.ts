import type { Database } from 'better-sqlite3';
import * as v from 'valibot';
import { randomResetCode } from '../../src/domain/accounts/account-rules';
import type { GuildJoining, JoiningMode } from '../../src/domain/accounts/guild-joining';
import { inputObject, validate } from '../../src/domain/input-schema';
import { validOrThrow } from '../../src/domain/raid-api-error';
import { signupLimits } from '../../src/domain/text-rules';
import { originOf } from '../api/api-cors';
import { upToCharacters } from '../../src/domain/counted-phrases';
import { createGuildSettingsRows } from '../database/guild-settings-rows';
import type { SettingSource } from '../../src/domain/raids/guild-settings-types';

/** The server's settings an admin edits in "Ustawienia gildii" that an environment variable may fix instead. */
export interface EnvironmentSettings {
  accessCode?: string;
  allowedOrigins: readonly string[];
  publicUrl?: string;
}

/** The settings as `GET /api/settings` shows them: never the access code itself. */
export interface PanelSettingsShown {
  joining: { mode: JoiningMode; source: SettingSource; variable: 'GUILD_ACCESS_CODE' };
  allowedOrigins: { value: string[]; source: SettingSource; variable: 'ALLOWED_ORIGINS' };
  publicUrl: { value: string | null; source: SettingSource; variable: 'PUBLIC_URL' };
}

/** What one change did: lines for the audit log, and a new access code, shown to the admin this once. */
export interface PanelSettingsChange {
  changes: string[];
  newAccessCode?: string;
}

const joiningLabels: Record<JoiningMode, string> = {
  open: 'każdy może założyć konto',
  code: 'konto z kodem dostępu',
  closed: 'zamknięte dla nowych kont',
};

/** The message refusing a field that the variable `variable` fixes. */
export const fixedBy = (variable: string) => `Ustawione zmienną środowiskową ${variable} na serwerze: zmień ją tam.`;
const originMessage = 'Podaj adres strony: schemat, nazwę i port, np. https://twoja-gildia.pl (bez ścieżki).';
const isOrigin = (entry: string) => originOf(entry) === entry.replace(/\/$/, '').toLowerCase();
const origin = v.pipe(
  v.string(originMessage),
  v.trim(),
  v.check(isOrigin, originMessage),
  v.transform((entry) => originOf(entry)!),
);
const accessCodeMessage = `Kod dostępu ma od 4 ${upToCharacters(signupLimits.accessCode)}.`;

/** `PUT /api/settings`'s fields of this part; every one optional. */
const panelInputSchema = inputObject({
  joining: v.optional(v.picklist(['open', 'code', 'closed'], 'Wybierz, kto może założyć konto.')),
  accessCode: v.optional(
    v.pipe(
      v.string(accessCodeMessage),
      v.trim(),
      v.minLength(4, accessCodeMessage),
      v.maxLength(signupLimits.accessCode, accessCodeMessage),
    ),
  ),
  generateAccessCode: v.optional(v.literal(true, 'Zaznacz, aby wygenerować nowy kod.')),
  allowedOrigins: v.optional(
    v.pipe(
      v.array(origin, originMessage),
      v.maxLength(20, 'Najwyżej 20 stron.'),
      v.transform((entries) => [...new Set(entries)]),
    ),
  ),
  publicUrl: v.nullish(origin),
});

type PanelInput = v.InferOutput<typeof panelInputSchema>;

interface Stored {
  joining?: JoiningMode;
  accessCode?: string;
  allowedOrigins?: string[];
  publicUrl?: string;
}

/** One empty list, so a reader comparing lists by identity sees no change. */
const noOrigins: readonly string[] = [];

const keys = { joining: 'joining-mode', accessCode: 'access-code', allowedOrigins: 'allowed-origins', publicUrl: 'public-url' } as const;

/**
 * Access to the guild (open, by code, closed), the websites allowed to embed the panel and the public
 * URL: stored in `guild_settings`, kept in memory (they are read on every request), and fixed by their
 * variables when those are set — a variable always wins, and the panel says which one.
 */
export function createPanelSettings(db: Database, environment: EnvironmentSettings) {
  const settingsRows = createGuildSettingsRows(db);

  function load(): Stored {
    const rows = settingsRows.getMany(Object.values(keys));
    const joining = rows.get(keys.joining);
    const origins = rows.get(keys.allowedOrigins);
    return {
      joining: joining === 'open' || joining === 'code' || joining === 'closed' ? joining : undefined,
      accessCode: rows.get(keys.accessCode),
      allowedOrigins: origins ? (JSON.parse(origins) as string[]) : undefined,
      publicUrl: rows.get(keys.publicUrl),
    };
  }

  let stored = load();

  function joining(): GuildJoining {
    if (environment.accessCode) return { mode: 'code', code: environment.accessCode };
    if (stored.joining === 'closed') return { mode: 'closed' };
    if (stored.joining === 'code' && stored.accessCode) return { mode: 'code', code: stored.accessCode };
    return { mode: 'open' };
  }

  const allowedOrigins = (): readonly string[] =>
    environment.allowedOrigins.length > 0 ? environment.allowedOrigins : (stored.allowedOrigins ?? noOrigins);
  const publicUrl = (): string | undefined => environment.publicUrl ?? stored.publicUrl;

  /** The fields a variable fixes, refused with a message naming it; the rest as checked. */
  function check(raw: Record<string, unknown>): PanelInput {
    const input = validOrThrow(validate(panelInputSchema, raw, 'input'));
    const refused: Record<string, string> = {};
    if (environment.accessCode) {
      for (const field of ['joining', 'accessCode', 'generateAccessCode'] as const)
        if (input[field] !== undefined) refused[field] = fixedBy('GUILD_ACCESS_CODE');
    }
    if (environment.allowedOrigins.length > 0 && input.allowedOrigins) refused.allowedOrigins = fixedBy('ALLOWED_ORIGINS');
    if (environment.publicUrl && input.publicUrl !== undefined) refused.publicUrl = fixedBy('PUBLIC_URL');
    validOrThrow(Object.keys(refused).length > 0 ? { ok: false, errors: refused } : { ok: true, value: null });
    return input;
  }

  /** Stores a checked change (inside the caller's transaction) and says what it changed. */
  function apply(input: PanelInput): PanelSettingsChange {
    const before = stored;
    const next: Stored = { ...before };
    const changes: string[] = [];
    let newAccessCode: string | undefined;
    if (input.accessCode !== undefined || input.generateAccessCode) {
      newAccessCode = input.accessCode ?? randomResetCode();
      next.accessCode = newAccessCode;
      next.joining = input.joining ?? 'code';
      changes.push('nowy kod dostępu');
    } else if (input.joining === 'code' && !before.accessCode) {
      newAccessCode = randomResetCode();
      next.accessCode = newAccessCode;
      changes.push('nowy kod dostępu');
    }
    if (input.joining !== undefined) next.joining = input.joining;
    if ((next.joining ?? 'open') !== (before.joining ?? 'open'))
      changes.push(`dołączanie: ${joiningLabels[next.joining ?? 'open']} (było: ${joiningLabels[before.joining ?? 'open']})`);
    if (input.allowedOrigins !== undefined) {
      next.allowedOrigins = input.allowedOrigins;
      const was = (before.allowedOrigins ?? []).join(', ') || 'brak';
      const now = input.allowedOrigins.join(', ') || 'brak';
      if (was !== now) changes.push(`strony z widżetem: ${now} (było: ${was})`);
    }
    if (input.publicUrl !== undefined) {
      next.publicUrl = input.publicUrl ?? undefined;
      if ((before.publicUrl ?? null) !== (input.publicUrl ?? null))
        changes.push(`adres publiczny: ${input.publicUrl ?? 'brak'} (było: ${before.publicUrl ?? 'brak'})`);
    }
    const put = (name: string, value: string | undefined) =>
      value === undefined ? settingsRows.remove(name) : settingsRows.set(name, value);
    put(keys.joining, next.joining);
    put(keys.accessCode, next.accessCode);
    put(keys.allowedOrigins, next.allowedOrigins && JSON.stringify(next.allowedOrigins));
    put(keys.publicUrl, next.publicUrl);
    stored = next;
    return { changes, ...(newAccessCode ? { newAccessCode } : {}) };
  }

  return {
    joining,
    allowedOrigins,
    publicUrl,
    check,
    apply,
    /** Whether a variable fixes the list of guild websites (then only the variable changes it). */
    originsFixedByVariable: () => environment.allowedOrigins.length > 0,
    /** Whether a variable fixes the public address. */
    publicUrlFixedByVariable: () => environment.publicUrl !== undefined,
    /** Reads the stored values again, after a transaction that changed them failed (or a guild import replaced them). */
    reload: () => {
      stored = load();
    },
    shown: (): PanelSettingsShown => ({
      joining: {
        mode: joining().mode,
        source: environment.accessCode ? 'environment' : stored.joining ? 'database' : null,
        variable: 'GUILD_ACCESS_CODE',
      },
      allowedOrigins: {
        value: [...allowedOrigins()],
        source: environment.allowedOrigins.length > 0 ? 'environment' : stored.allowedOrigins ? 'database' : null,
        variable: 'ALLOWED_ORIGINS',
      },
      publicUrl: {
        value: publicUrl() ?? null,
        source: environment.publicUrl ? 'environment' : stored.publicUrl ? 'database' : null,
        variable: 'PUBLIC_URL',
      },
    }),
  };
}

export type PanelSettings = ReturnType<typeof createPanelSettings>;
