import type { CharacterImportService } from '../../src/domain/service';
import { validateCharacterImport } from '../../src/domain/characters/character-import';
import { validOrThrow } from '../../src/domain/raid-api-error';
import type { RaiderIoClient } from '../imports/raider-io';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface CharacterImportRoutesOptions {
  characterImport: CharacterImportService;
  raiderIo: RaiderIoClient;
}

/** A raider's character read from Raider.IO's public profile (docs/api.md). */
export function addCharacterImportRoutes(route: Route, { characterImport, raiderIo }: CharacterImportRoutesOptions): void {
  route(
    'POST',
    '/me/characters/import',
    {
      access: 'token',
      body: '`{"region","realm","name"}`: region `eu`, `us`, `kr` or `tw`; the realm and name as in the game',
      answers:
        "`201 Character` added, or `200 Character` updated (the raider's character with that name on that realm): class, active spec " +
        'and equipped item level from the public Raider.IO profile (`RAIDERIO_API_BASE`)',
      errors:
        '`400` (fields `region`, `realm`, `name`: also when Raider.IO does not know the character, or its class or spec is not in the ' +
        "guild's game; field `input`: more than 20 characters), `401`, `429` with `Retry-After` (Raider.IO limits its requests), " +
        "`502 bad-gateway` (a profile whose name or realm breaks a character's rules, or of another shape, or over 256 KB), `503` (Raider.IO unreachable)",
    },
    async (c) => {
      const input = validOrThrow(validateCharacterImport(await readJsonObject(c)));
      // The schema refuses a missing realm; its type keeps the optional realm of a character's own.
      const found = await raiderIo.character(input.region, input.realm as string, input.name);
      const { character, created } = characterImport.saveImported(actor(c), found);
      return c.json(character, created ? 201 : 200);
    },
  );
}
