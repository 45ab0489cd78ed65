import { gzipSync } from 'node:zlib';

/** One cached answer: its JSON bytes, and their gzip once a client asked for it. */
interface CachedAnswer {
  json: Buffer;
  gzip?: Buffer;
}

/** Whether an `Accept-Encoding` header takes gzip (and does not refuse it with `q=0`). */
export function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    return (coding === 'gzip' || coding === '*') && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
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
    /**
     * The answer for `key` (built by `build` on a miss) as JSON bytes with their headers: gzipped when
     * the request's `Accept-Encoding` takes gzip.
     */
    answer(key: string, build: () => unknown, acceptEncoding: string | undefined) {
      let answer = answers.get(key);
      if (!answer) {
        answer = { json: Buffer.from(JSON.stringify(build())) };
        // Oldest first when full: raiders look at a handful of ranges; the cap bounds the rest.
        if (answers.size >= maxEntries) answers.delete(answers.keys().next().value as string);
        answers.set(key, answer);
      }
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
      if (!acceptsGzip(acceptEncoding)) return { body: new Uint8Array(answer.json), headers };
      answer.gzip ??= gzipSync(answer.json, { level: 6 });
      return { body: new Uint8Array(answer.gzip), headers: { ...headers, 'Content-Encoding': 'gzip' } };
    },
    /** Called after every write transaction that may have changed a signup. */
    invalidate(): void {
      answers.clear();
    },
  };
}
