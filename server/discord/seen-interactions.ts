import type { Database } from 'better-sqlite3';
import { interactionMaxAgeMs } from './interaction-signature';

/**
 * The ids of the interactions this server has answered (`discord_interactions_seen`). Discord sends
 * each interaction once and never retries it, so an id seen again is a recorded call played back within
 * the 5 minutes its signature's timestamp is good for: it is refused rather than applied twice (a "Nie
 * będę" flipped back to "Będę"). Kept twice the signature window, which covers a timestamp ahead of the
 * server's clock too; older ids are swept as new ones come, so the table stays small.
 */
export function createSeenInteractions(db: Database, now: () => Date) {
  const insert = db.prepare<[string, number]>(
    'INSERT INTO discord_interactions_seen (interaction_id, received_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
  );
  const sweep = db.prepare<[number]>('DELETE FROM discord_interactions_seen WHERE received_at < ?');
  const remember = db.transaction((id: string, at: number) => {
    sweep.run(at - 2 * interactionMaxAgeMs);
    return insert.run(id, at).changes === 1;
  });

  return {
    /** Remembers `id`; `false` when it was answered before (a replay). */
    firstTime: (id: string): boolean => remember.immediate(id, now().getTime()),
  };
}

export type SeenInteractions = ReturnType<typeof createSeenInteractions>;
