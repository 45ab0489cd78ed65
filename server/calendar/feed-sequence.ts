import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { RaidInstance } from '../../src/domain/schedule';

/**
 * The SEQUENCE of a raid night in the feeds. When the raid leader's tools count revisions
 * (`raid.revision`), that count is the sequence. Otherwise the feed remembers a hash of the night's
 * time and title per raid and adds one each time it sees them change, so a moved night always comes with
 * a higher SEQUENCE than the calendar already has. This is the one place to adapt when revisions change.
 */
export function createFeedSequence(db: Database) {
  const read = db.prepare<[string], { time_hash: string; sequence: number }>(
    'SELECT time_hash, sequence FROM feed_revisions WHERE raid_id = ?',
  );
  const write = db.prepare<[string, string, number]>(`
    INSERT INTO feed_revisions (raid_id, time_hash, sequence) VALUES (?, ?, ?)
    ON CONFLICT (raid_id) DO UPDATE SET time_hash = excluded.time_hash, sequence = excluded.sequence`);

  const hashOf = (raid: RaidInstance) =>
    createHash('sha256').update(`${raid.startUtc} ${raid.endUtc} ${raid.title}`).digest('base64url').slice(0, 22);

  const sequences = db.transaction((raids: readonly RaidInstance[]): number[] =>
    raids.map((raid) => {
      if (raid.revision !== undefined) return raid.revision;
      const hash = hashOf(raid);
      const known = read.get(raid.id);
      if (!known) {
        write.run(raid.id, hash, 0);
        return 0;
      }
      if (known.time_hash === hash) return known.sequence;
      write.run(raid.id, hash, known.sequence + 1);
      return known.sequence + 1;
    }),
  );

  return {
    /** The sequence of each raid, in order; remembers new times in one short write transaction. */
    of: (raids: readonly RaidInstance[]): number[] => sequences.immediate(raids),
  };
}

export type FeedSequence = ReturnType<typeof createFeedSequence>;
