import * as v from 'valibot';
import { crossCheck, inputObject, validate, type Validation } from '../input-schema';
import { isLocalDate } from '../raids/schedule-validation';

export const raidHelperInputMessages = {
  serverId: 'Podaj identyfikator serwera Discord (same cyfry: prawy klik na serwer → Kopiuj ID serwera).',
  apiKey: 'Wklej klucz API Raid-Helpera (podaje go komenda /apikey na serwerze Discord).',
  date: 'Podaj datę w postaci RRRR-MM-DD.',
  order: 'Data końcowa nie może być wcześniejsza niż początkowa.',
} as const;

const localDate = v.optional(
  v.pipe(
    v.string(raidHelperInputMessages.date),
    v.trim(),
    v.check((text: string) => isLocalDate(text), raidHelperInputMessages.date),
  ),
);

/**
 * `{serverId, apiKey, from?, to?}` of `POST /api/import/raid-helper`: the Discord server (a snowflake),
 * its Raid-Helper API key, and the local dates (the guild's time zone) of the first and last night to read.
 */
export const raidHelperImportSchema = v.pipe(
  inputObject(
    {
      serverId: v.pipe(v.string(raidHelperInputMessages.serverId), v.trim(), v.regex(/^\d{15,25}$/, raidHelperInputMessages.serverId)),
      apiKey: v.pipe(v.string(raidHelperInputMessages.apiKey), v.trim(), v.regex(/^[\x21-\x7e]{8,200}$/, raidHelperInputMessages.apiKey)),
      from: localDate,
      to: localDate,
    },
    'Wyślij dane importu jako obiekt JSON.',
    'Nieznane pole.',
  ),
  crossCheck('to', ({ from, to }) => (from && to && isLocalDate(from) && to < from ? raidHelperInputMessages.order : null)),
);

export type RaidHelperImportInput = v.InferOutput<typeof raidHelperImportSchema>;
export type RaidHelperImportField = 'input' | 'serverId' | 'apiKey' | 'from' | 'to';

export const validateRaidHelperImport = (input: unknown): Validation<RaidHelperImportInput, RaidHelperImportField> =>
  validate(raidHelperImportSchema, input, 'input');

/** Where an import stands, as `GET /api/import/raid-helper` answers it (the panel shows it while it runs). */
export interface RaidHelperProgress {
  /** `idle`: none since the server started; `fetching` pages, then `writing` events; `done` or `failed`. */
  state: 'idle' | 'fetching' | 'writing' | 'done' | 'failed';
  pagesRead: number;
  pages: number;
  /** Events read; `eventsWritten` of them are in the guild. */
  events: number;
  eventsWritten: number;
  raidsCreated: number;
  answers: number;
  accountsCreated: number;
  /** Why it failed, in Polish (`fields`: the form's fields to fix). */
  error?: { code: string; message: string; fields?: Record<string, string> };
}
