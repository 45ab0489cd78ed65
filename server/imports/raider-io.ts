import * as v from 'valibot';
import { characterName, realm } from '../../src/domain/characters/character-input';
import { RaidApiError, invalidFields } from '../../src/domain/raid-api-error';
import { rateLimitedBy, readUpstreamJson, retryAfterSeconds } from './upstream-answer';

/**
 * Raider.IO's public character profile (`${apiBase}/api/v1/characters/profile`, no key needed): the
 * character's class, active spec and equipped item level, for the character import. Every failure is a
 * `RaidApiError` with a Polish message, never a 500.
 */
export const raiderIoDefaults = { apiBase: 'https://raider.io' } as const;

export const raiderIoRegions = ['eu', 'us', 'kr', 'tw'] as const;
export type RaiderIoRegion = (typeof raiderIoRegions)[number];

/** A character as Raider.IO shows it, with its class and spec as the game pack's ids. */
export interface RaiderIoCharacter {
  name: string;
  realm: string;
  region: string;
  /** `death-knight`: the English class name, lowercase, hyphenated (the wow pack's ids). */
  classId: string;
  specId: string;
  itemLevel?: number;
}

export interface RaiderIoOptions {
  apiBase: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default 10000 */
  timeoutMs?: number;
  /** The clock a `Retry-After` date is read on. @default () => new Date() */
  now?: () => Date;
}

export const raiderIoMessages = {
  notFound: 'Raider.IO nie zna takiej postaci. Sprawdź region, serwer i imię postaci.',
  rateLimited: (seconds: number) => `Raider.IO chwilowo ogranicza liczbę zapytań. Spróbuj ponownie za ${seconds} s.`,
  unreachable: 'Nie udało się połączyć z Raider.IO. Spróbuj ponownie za chwilę.',
  unusable:
    'Raider.IO odpowiedziało czymś, czego panel nie przyjmuje (imię, serwer albo klasa postaci niezgodne z zasadami postaci, ' +
    'albo odpowiedź złego rodzaju). Nic nie zapisano – dodaj postać ręcznie.',
  noSpec: 'Raider.IO nie podaje klasy i specjalizacji tej postaci – dodaj ją ręcznie.',
} as const;

/** Raider.IO's English names as the pack's ids: `Death Knight` → `death-knight`, `Beast Mastery` → `beast-mastery`. */
export const packId = (englishName: string): string =>
  englishName
    .trim()
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A profile with gear is a few KB. */
const maxAnswerBytes = 256 * 1024;

/** A class or spec name as Raider.IO writes them (`Death Knight`, `Beast Mastery`). */
const gameName = v.pipe(v.string(), v.maxLength(40));

/**
 * The profile as far as it is read. The name and realm pass the rules of a character typed in the panel
 * (`characterName`, `realm`): Raider.IO's answer is input like any other.
 */
const profileSchema = v.object({
  name: characterName,
  realm: v.pipe(
    realm,
    v.check((text) => text !== undefined),
  ),
  region: v.optional(v.picklist(raiderIoRegions)),
  class: v.nullish(gameName),
  active_spec_name: v.nullish(gameName),
  gear: v.nullish(v.object({ item_level_equipped: v.nullish(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(10_000))) })),
});

export function createRaiderIoClient({
  apiBase,
  fetch: send = globalThis.fetch,
  timeoutMs = 10_000,
  now = () => new Date(),
}: RaiderIoOptions) {
  const base = apiBase.replace(/\/+$/, '');
  const reading = { maxBytes: maxAnswerBytes, unusable: raiderIoMessages.unusable, unreachable: raiderIoMessages.unreachable };
  return {
    /** The profile of `name` on `realm` in `region`. */
    async character(region: string, realm: string, name: string): Promise<RaiderIoCharacter> {
      const query = new URLSearchParams({ region, realm, name, fields: 'gear' });
      let response: Response;
      try {
        response = await send(`${base}/api/v1/characters/profile?${query}`, { signal: AbortSignal.timeout(timeoutMs) });
      } catch {
        throw new RaidApiError('unavailable', raiderIoMessages.unreachable);
      }
      if (response.status === 429) throw rateLimitedBy(raiderIoMessages.rateLimited, await retryAfterSeconds(response, now));
      if (!response.ok) await response.body?.cancel().catch(() => {});
      // Raider.IO answers an unknown character (or realm) with 400 {"message":"Could not find requested character"}.
      if (response.status === 400 || response.status === 404) throw invalidFields({ name: raiderIoMessages.notFound });
      if (!response.ok) throw new RaidApiError('unavailable', raiderIoMessages.unreachable);
      const body = await readUpstreamJson(response, profileSchema, reading);
      if (!body.class || !body.active_spec_name) throw invalidFields({ name: raiderIoMessages.noSpec });
      const itemLevel = body.gear?.item_level_equipped;
      return {
        name: body.name,
        realm: body.realm!,
        region: body.region ?? region,
        classId: packId(body.class),
        specId: packId(body.active_spec_name),
        ...(typeof itemLevel === 'number' ? { itemLevel: Math.round(itemLevel) } : {}),
      };
    },
  };
}

export type RaiderIoClient = ReturnType<typeof createRaiderIoClient>;
