import { gzipSync } from 'node:zlib';

/** One cached answer: its JSON bytes, and their gzip once a client asked for it. */
interface CachedAnswer {
  json: Buffer;
  gzip?: Buffer;
}

/**
 * Roster answers as bytes, kept until the next signup write. Rosters are read far more often than
 * written (every raider's panel asks for the whole range), and building them means a query per raid plus
 * JSON for ~1,500 signups: sending the same bytes again (gzipped once, for browsers) is what keeps
 * `GET /api/rosters` fast under load. One process owns the database (see `lockDataDirectory`), so the
 * writes it sees are all the writes.
 */
export function createRosterCache(maxEntries = 256) {
  const answers = new Map<string, CachedAnswer>();
  return {
    /** The answer for `key` (built by `build` on a miss), gzipped when `gzip` is asked for. */
    get(key: string, build: () => unknown, gzip: boolean): Buffer {
      let answer = answers.get(key);
      if (!answer) {
        answer = { json: Buffer.from(JSON.stringify(build())) };
        // Oldest first when full: raiders look at a handful of ranges; the cap bounds the rest.
        if (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
        answers.set(key, answer);
      }
      if (!gzip) return answer.json;
      answer.gzip ??= gzipSync(answer.json, { level: 6 });
      return answer.gzip;
    },
    /** Called after every write transaction that may have changed a signup. */
    invalidate(): void {
      answers.clear();
    },
  };
}
