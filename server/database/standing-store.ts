import type { Database } from 'better-sqlite3';
import type { StandingAnswer } from '../../src/domain/raids/standing-answers';
import type { GuildStore } from '../../src/domain/service';
import { answerOf, type AnswerRow } from './answer-row';

interface StandingRow extends AnswerRow {
  series_id: string;
  since: string;
}

const standingOf = (row: StandingRow): StandingAnswer => ({ seriesId: row.series_id, since: row.since, ...answerOf(row) });

/** SQL for raiders' standing answers, kept by series and `raiderKey`. */
export function createStandingStore(db: Database): GuildStore['standing'] {
  const forRaider = db.prepare<[string], StandingRow>('SELECT * FROM standing_answers WHERE raider_key = ? ORDER BY series_id');
  const forSeries = db.prepare<[string], StandingRow>(
    'SELECT * FROM standing_answers WHERE series_id IN (SELECT value FROM json_each(?)) ORDER BY series_id, raider_key',
  );
  const one = db.prepare<[string, string], StandingRow>('SELECT * FROM standing_answers WHERE series_id = ? AND raider_key = ?');
  const save = db.prepare<[string, string, string, string, string, string | null, string | null, number, string, string]>(
    `INSERT OR REPLACE INTO standing_answers
       (series_id, raider_key, raider, status, role, character_id, note, sequence, since, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const remove = db.prepare<[string, string]>('DELETE FROM standing_answers WHERE series_id = ? AND raider_key = ?');

  return {
    forRaider: (raiderKey) => forRaider.all(raiderKey).map(standingOf),
    forSeries: (seriesIds) => (seriesIds.length === 0 ? [] : forSeries.all(JSON.stringify(seriesIds)).map(standingOf)),
    find(seriesId, raiderKey) {
      const row = one.get(seriesId, raiderKey);
      return row ? standingOf(row) : undefined;
    },
    save: (answer, raiderKey) =>
      void save.run(
        answer.seriesId,
        raiderKey,
        answer.raider,
        answer.status,
        answer.role,
        answer.characterId ?? null,
        answer.note ?? null,
        answer.sequence,
        answer.since,
        answer.updatedAt,
      ),
    remove: (seriesId, raiderKey) => void remove.run(seriesId, raiderKey),
  };
}
