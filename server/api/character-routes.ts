import type { CharacterService } from '../../src/domain/service';
import { actor } from './account-routes';
import { readJsonObject } from './request-input';
import type { Route } from './route-doc';

export interface CharacterRoutesOptions {
  characters: CharacterService;
}

const characterShape = '`{"id","name","realm"?,"classId","specId","main","itemLevel"?}`';
const characterFields =
  "name ≤ 24 characters (letters, digits, space, dot, hyphen, apostrophe), realm optional ≤ 40, classId and specId of the guild's game (`GET /api/game`), the spec of that class";

/** The guild's game pack and a raider's own characters (docs/api.md). */
export function addCharacterRoutes(route: Route, { characters }: CharacterRoutesOptions): void {
  route(
    'GET',
    '/game',
    {
      access: 'public',
      answers:
        '`200 GamePack` (`{"id","name","classes":[{"id","name","colour","icon","specs":[{"id","name","role","brings"}]}],"buffs":[{"id","name"}]}`): the guild\'s game (config `game`)',
    },
    (c) => c.json(characters.gamePack()),
  );

  route(
    'GET',
    '/me/characters',
    { access: 'token', answers: `\`200 Character[]\` (${characterShape}): the raider's characters, main first`, errors: '`401`' },
    (c) => c.json(characters.myCharacters(actor(c))),
  );

  route(
    'POST',
    '/me/characters',
    {
      access: 'token',
      body: `\`{"name","realm"?,"classId","specId","main"?}\`: ${characterFields}; the raider's first character is main, \`main: true\` makes this one main`,
      answers: '`201 Character`',
      errors:
        '`400` (fields `name`, `realm`, `classId`, `specId`, `main`; the same name on the same realm twice; more than 20), `401`, `503`',
    },
    async (c) => c.json(characters.addCharacter(actor(c), await readJsonObject(c)), 201),
  );

  route(
    'PATCH',
    '/me/characters/:characterId',
    {
      access: 'token',
      body: '`{"name"?,"realm"?,"classId"?,"specId"?,"main"?}`: the fields to change (`realm: null` removes it); `main: true` makes it the only main',
      answers: '`200 Character`',
      errors: "`400` (as for `POST`; `main: false` on the main), `401`, `404` unknown id or another raider's, `503`",
    },
    async (c) => c.json(characters.updateCharacter(actor(c), c.req.param('characterId') ?? '', await readJsonObject(c))),
  );

  route(
    'DELETE',
    '/me/characters/:characterId',
    {
      access: 'token',
      answers: '`204`: the character is gone; when it was the main, the oldest other character becomes main',
      errors: "`401`, `404` unknown id or another raider's, `503`",
    },
    (c) => {
      characters.removeCharacter(actor(c), c.req.param('characterId') ?? '');
      return c.body(null, 204);
    },
  );
}
