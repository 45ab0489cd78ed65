import { RaidApiError, invalidFields } from '../../src/domain/raid-api-error';

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
}

export const raiderIoMessages = {
  notFound: 'Raider.IO nie zna takiej postaci. Sprawdź region, serwer i imię postaci.',
  rateLimited: 'Raider.IO chwilowo ogranicza liczbę zapytań. Spróbuj ponownie za minutę.',
  unreachable: 'Nie udało się połączyć z Raider.IO. Spróbuj ponownie za chwilę.',
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

interface ProfileAnswer {
  name?: string;
  realm?: string;
  region?: string;
  class?: string;
  active_spec_name?: string | null;
  gear?: { item_level_equipped?: number } | null;
  message?: string;
}

export function createRaiderIoClient({ apiBase, fetch: send = globalThis.fetch, timeoutMs = 10_000 }: RaiderIoOptions) {
  const base = apiBase.replace(/\/+$/, '');
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
      const body = (await response.json().catch(() => null)) as ProfileAnswer | null;
      if (response.status === 429) throw new RaidApiError('rate-limited', raiderIoMessages.rateLimited);
      // Raider.IO answers an unknown character (or realm) with 400 {"message":"Could not find requested character"}.
      if (response.status === 400 || response.status === 404) throw invalidFields({ name: raiderIoMessages.notFound });
      if (!response.ok || !body) throw new RaidApiError('unavailable', raiderIoMessages.unreachable);
      if (!body.class || !body.active_spec_name) throw invalidFields({ name: raiderIoMessages.noSpec });
      const itemLevel = body.gear?.item_level_equipped;
      return {
        name: body.name ?? name,
        realm: body.realm ?? realm,
        region: body.region ?? region,
        classId: packId(body.class),
        specId: packId(body.active_spec_name),
        ...(typeof itemLevel === 'number' && Number.isFinite(itemLevel) ? { itemLevel: Math.round(itemLevel) } : {}),
      };
    },
  };
}

export type RaiderIoClient = ReturnType<typeof createRaiderIoClient>;
