import { answerJson, listenStandIn } from './stand-in-server';

/** A character profile as Raider.IO's `/api/v1/characters/profile?fields=gear` gives it (the fields we read, and a few more). */
export interface StandInProfile {
  name: string;
  race: string;
  class: string;
  active_spec_name: string;
  active_spec_role: string;
  region: string;
  realm: string;
  gear: { item_level_equipped: number; item_level_total: number };
}

export interface RaiderIoStandIn {
  /** The base URL (`RAIDERIO_API_BASE`). */
  url: string;
  /** Profiles by `region/realm/name` (lowercase); others get Raider.IO's 400 "Could not find requested character". */
  profiles: Map<string, StandInProfile>;
  /** While set, every request gets `429` (no `Retry-After`, as Raider.IO answers). */
  rateLimited: boolean;
  /** With `rateLimited`: the wait in the body only (`{"retry_after": 20}`). */
  rateLimitInBodyOnly: boolean;
  /** Answers no real profile is, by the same key as `profiles`, sent as they are (status 200). */
  hostile: Map<string, unknown>;
  close(): Promise<void>;
}

export const profileKey = (region: string, realm: string, name: string) => `${region}/${realm}/${name}`.toLowerCase();

/** Lodowa as the panel keeps her once read (item level 489, rounded), the raider's first character and so her main. */
export const lodowaCharacter = {
  name: 'Lodowa',
  realm: 'Tarren Mill',
  classId: 'death-knight',
  specId: 'frost',
  main: true,
  itemLevel: 489,
} as const;

/** The character the import tests read: Lodowa, a Frost death knight of Tarren Mill (EU). */
export const lodowaProfile = (itemLevel: number): StandInProfile => ({
  name: 'Lodowa',
  race: 'Human',
  class: 'Death Knight',
  active_spec_name: 'Frost',
  active_spec_role: 'DPS',
  region: 'eu',
  realm: 'Tarren Mill',
  gear: { item_level_equipped: itemLevel, item_level_total: 490 },
});

/** Raider.IO's public character profile endpoint, as documented. */
export async function startRaiderIoStandIn(): Promise<RaiderIoStandIn> {
  const standIn: Omit<RaiderIoStandIn, 'url' | 'close'> = {
    profiles: new Map(),
    rateLimited: false,
    rateLimitInBodyOnly: false,
    hostile: new Map(),
  };
  const { url, close } = await listenStandIn((request, _body, response) => {
    const address = new URL(request.url ?? '/', 'http://stand-in');
    if (standIn.rateLimited) {
      const wait = standIn.rateLimitInBodyOnly ? { retry_after: 20 } : {};
      return answerJson(response, 429, { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded', ...wait });
    }
    if (request.method !== 'GET' || address.pathname !== '/api/v1/characters/profile') return answerJson(response, 404, {});
    const query = address.searchParams;
    const key = profileKey(query.get('region') ?? '', query.get('realm') ?? '', query.get('name') ?? '');
    if (standIn.hostile.has(key)) return answerJson(response, 200, standIn.hostile.get(key));
    const profile = standIn.profiles.get(key);
    if (!profile) {
      return answerJson(response, 400, { statusCode: 400, error: 'Bad Request', message: 'Could not find requested character' });
    }
    const { gear: _gear, ...rest } = profile;
    answerJson(response, 200, query.get('fields')?.split(',').includes('gear') ? profile : rest);
  });
  return Object.assign(standIn, { url, close });
}
