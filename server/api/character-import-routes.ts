import type { CharacterImportService } from '../../src/domain/service';
import { validateCharacterImport } from '../../src/domain/characters/character-import';
import { validOrThrow } from '../../src/domain/raid-api-error';
import type { RaiderIoClient } from '../imports/raider-io';
import type { OperationHandlers } from './operation-routes';

/** A raider's character read from Raider.IO's public profile (docs/api.md). */
export function characterImportHandlers(characterImport: CharacterImportService, raiderIo: RaiderIoClient): OperationHandlers {
  return {
    async importCharacter({ c, actor, input }) {
      const { region, realm, name } = validOrThrow(validateCharacterImport(input));
      // The schema refuses a missing realm; its type keeps the optional realm of a character's own.
      const { character, created } = characterImport.saveImported(actor, await raiderIo.character(region, realm as string, name));
      return c.json(character, created ? 201 : 200);
    },
  };
}
