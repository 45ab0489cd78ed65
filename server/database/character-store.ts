import type { Database } from 'better-sqlite3';
import type { Character } from '../../src/domain/characters/character-types';
import type { GuildStore, OwnedCharacter } from '../../src/domain/service';

interface CharacterRow {
  id: number;
  raider_key: string;
  name: string;
  realm: string | null;
  class_id: string;
  spec_id: string;
  main: 0 | 1;
  item_level: number | null;
  created_at: string;
}

function characterOf(row: CharacterRow): Character {
  const character: Character = { id: String(row.id), name: row.name, classId: row.class_id, specId: row.spec_id, main: row.main === 1 };
  if (row.realm !== null) character.realm = row.realm;
  if (row.item_level !== null) character.itemLevel = row.item_level;
  return character;
}

const ownedOf = (row: CharacterRow): OwnedCharacter => ({ raiderKey: row.raider_key, character: characterOf(row) });

/** A character's own columns, in the order the insert and the update name them. */
const characterColumns = (character: Omit<Character, 'id'>) =>
  [
    character.name,
    character.realm ?? null,
    character.classId,
    character.specId,
    character.main ? 1 : 0,
    character.itemLevel ?? null,
  ] as const;

/** A character id as the table keeps it, or `NaN` for text that is no id of ours. */
const numericId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : NaN);

/** SQL for raiders' characters, kept by `raiderKey` like signups. */
export function createCharacterStore(db: Database): GuildStore['characters'] {
  const forRaider = db.prepare<[string], CharacterRow>('SELECT * FROM characters WHERE raider_key = ? ORDER BY id');
  const one = db.prepare<[number, string], CharacterRow>('SELECT * FROM characters WHERE id = ? AND raider_key = ?');
  const byIds = db.prepare<[string], CharacterRow>('SELECT * FROM characters WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id');
  const mains = db.prepare<[], CharacterRow>('SELECT * FROM characters WHERE main = 1 ORDER BY id');
  const insert = db.prepare<[string, string, string | null, string, string, number, number | null, string], CharacterRow>(
    `INSERT INTO characters (raider_key, name, realm, class_id, spec_id, main, item_level, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
  );
  const update = db.prepare<[string, string | null, string, string, number, number | null, number, string]>(
    'UPDATE characters SET name = ?, realm = ?, class_id = ?, spec_id = ?, main = ?, item_level = ? WHERE id = ? AND raider_key = ?',
  );
  const remove = db.prepare<[number]>('DELETE FROM characters WHERE id = ?');

  return {
    forRaider: (raiderKey) => forRaider.all(raiderKey).map(characterOf),
    find(id, raiderKey) {
      const numeric = numericId(id);
      if (!Number.isSafeInteger(numeric)) return undefined;
      const row = one.get(numeric, raiderKey);
      return row ? characterOf(row) : undefined;
    },
    byIds: (ids) => {
      const numeric = ids.map(numericId).filter(Number.isSafeInteger);
      return numeric.length ? byIds.all(JSON.stringify(numeric)).map(ownedOf) : [];
    },
    mains: () =>
      mains.all().map((row) => ({
        raiderKey: row.raider_key,
        character: { id: String(row.id), name: row.name, classId: row.class_id, specId: row.spec_id },
      })),
    create: (raiderKey, character, createdAt) => characterOf(insert.get(raiderKey, ...characterColumns(character), createdAt)!),
    save: (character, raiderKey) => void update.run(...characterColumns(character), Number(character.id), raiderKey),
    remove: (id) => void remove.run(numericId(id)),
  };
}
