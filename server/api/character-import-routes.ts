import type { CharacterImportService } from '../../src/domain/service';
import { validateCharacterImport } from '../../src/domain/characters/character-import';
import { validOrThrow } from '../../src/domain/raid-api-error';
import type { RaiderIoClient } from '../imports/raider-io';
import { actor } from './account-routes';
import type { OperationHandlers } from './operation-routes';
import { readJsonObject } from './request-input';

export interface CharacterImportRoutesOptions {
  characterImport: CharacterImportService;
  raiderIo: RaiderIoClient;
}

/** A raider's character read from Raider.IO's public profile (docs/api.md). */
export function characterImportHandlers({ characterImport, raiderIo }: CharacterImportRoutesOptions): OperationHandlers {
  return {
    async importCharacter(c) {
      const input = validOrThrow(validateCharacterImport(await readJsonObject(c)));
      // The schema refuses a missing realm; its type keeps the optional realm of a character's own.
      const found = await raiderIo.character(input.region, input.realm as string, input.name);
      const { character, created } = characterImport.saveImported(actor(c), found);
      return c.json(character, created ? 201 : 200);
    },
  };
}
