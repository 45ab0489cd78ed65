import type { Database } from 'better-sqlite3';
import type { LootAward } from '../../src/domain/loot/loot-types';
import type { GuildStore } from '../../src/domain/service';

interface LootRow {
  id: string;
  player: string;
  item_id: number;
  item_name: string;
  response: string;
  offspec: 0 | 1;
  awarded_at: string;
  instance: string;
  boss: string;
  difficulty: string | null;
  note: string | null;
}

function awardOf(row: LootRow): LootAward {
  const award: LootAward = {
    id: row.id,
    player: row.player,
    itemId: row.item_id,
    itemName: row.item_name,
    response: row.response,
    offspec: row.offspec === 1,
    awardedAt: row.awarded_at,
    instance: row.instance,
    boss: row.boss,
  };
  if (row.difficulty !== null) award.difficulty = row.difficulty;
  if (row.note !== null) award.note = row.note;
  return award;
}

/** SQL for the guild's loot awards (`loot_awards`). */
export function createLootStore(db: Database): GuildStore['loot'] {
  const known = db.prepare<[string], { id: string }>('SELECT id FROM loot_awards WHERE id IN (SELECT value FROM json_each(?))');
  const insert = db.prepare(
    `INSERT INTO loot_awards (id, player, item_id, item_name, response, offspec, awarded_at, instance, boss, difficulty, note, imported_at)
     VALUES (@id, @player, @itemId, @itemName, @response, @offspec, @awardedAt, @instance, @boss, @difficulty, @note, @importedAt)`,
  );
  const between = db.prepare<[string, string], LootRow>(
    'SELECT * FROM loot_awards WHERE awarded_at >= ? AND awarded_at < ? ORDER BY awarded_at, id',
  );
  return {
    known: (ids) => (ids.length === 0 ? [] : known.all(JSON.stringify(ids)).map((row) => row.id)),
    add: (award, importedAt) =>
      void insert.run({
        ...award,
        offspec: award.offspec ? 1 : 0,
        difficulty: award.difficulty ?? null,
        note: award.note ?? null,
        importedAt,
      }),
    // ISO instants sort as text; '' and '~' are below and above every one of them.
    between: (from, to) => between.all(from ?? '', to ?? '~').map(awardOf),
  };
}
