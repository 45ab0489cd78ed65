import { loadNicknameSkeleton } from '../../src/domain/accounts/nickname-skeleton';
import { RaidApiError, isRaidApiError, validOrThrow } from '../../src/domain/raid-api-error';
import {
  validateRaidHelperImport,
  type RaidHelperImportInput,
  type RaidHelperProgress,
} from '../../src/domain/raid-helper/raid-helper-import-input';
import { addDays, fromZoned } from '../../src/domain/schedule/zoned-time';
import type { Actor } from '../../src/domain/service';
import type { RaidHelperImportService } from '../../src/domain/service/raid-helper-import-service';
import type { RaidHelperClient } from './raid-helper';

export const raidHelperImportMessages = {
  running: 'Import z Raid-Helpera już trwa – poczekaj, aż się skończy.',
  failed: 'Import z Raid-Helpera przerwał błąd serwera. Wydarzenia zapisane do tej chwili zostały; uruchom import ponownie, by dokończyć.',
} as const;

const idle: RaidHelperProgress = {
  state: 'idle',
  pagesRead: 0,
  pages: 0,
  events: 0,
  eventsWritten: 0,
  raidsCreated: 0,
  answers: 0,
  accountsCreated: 0,
};

/** Unix seconds of a local date's first (or, `end`, last) second in the guild's zone. */
function unixSeconds(date: string, timeZone: string, end: boolean): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = fromZoned({ year, month, day, hour: 0, minute: 0 }, timeZone);
  if (!end) return Math.floor(start / 1000);
  const next = addDays({ year, month, day }, 1);
  return Math.floor(fromZoned({ ...next, hour: 0, minute: 0 }, timeZone) / 1000) - 1;
}

/**
 * The server's Raid-Helper import, one at a time: every page is read first (a wrong key, a 429 or a
 * network failure then changes nothing), then each event is written in its own transaction, the event
 * loop free between two, so the panel can ask how far it got (`progress`).
 */
export function createRaidHelperImports(options: {
  client: RaidHelperClient;
  service: RaidHelperImportService;
  timeZone: () => string;
  log: (message: string, error: unknown) => void;
}) {
  let progress: RaidHelperProgress = { ...idle };
  let running: Promise<void> | undefined;

  async function run(actor: Actor, input: RaidHelperImportInput): Promise<void> {
    const events = await options.client.events(
      {
        serverId: input.serverId,
        apiKey: input.apiKey,
        from: input.from === undefined ? undefined : unixSeconds(input.from, options.timeZone(), false),
        to: input.to === undefined ? undefined : unixSeconds(input.to, options.timeZone(), true),
      },
      (pagesRead, pages) => (progress = { ...progress, pagesRead, pages }),
    );
    events.sort((a, b) => a.startTime - b.startTime || a.id.localeCompare(b.id));
    progress = { ...progress, state: 'writing', events: events.length };
    const skeletonOf = await loadNicknameSkeleton();
    for (const event of events) {
      const outcome = options.service.importEvent(actor, event, skeletonOf);
      progress = {
        ...progress,
        eventsWritten: progress.eventsWritten + 1,
        raidsCreated: progress.raidsCreated + (outcome.raidCreated ? 1 : 0),
        answers: progress.answers + outcome.answers,
        accountsCreated: progress.accountsCreated + outcome.accountsCreated,
      };
      await new Promise((resolve) => setImmediate(resolve));
    }
    options.service.recordImport(
      actor,
      input.serverId,
      `wydarzenia: ${progress.events}, nowe rajdy: ${progress.raidsCreated}, odpowiedzi: ${progress.answers}, nowe konta: ${progress.accountsCreated}`,
    );
    progress = { ...progress, state: 'done' };
  }

  return {
    /** Starts an import (`invalid` for a bad form, `locked` while one runs) and answers where it stands. */
    start(actor: Actor, rawInput: unknown): RaidHelperProgress {
      const input = validOrThrow(validateRaidHelperImport(rawInput));
      if (running) throw new RaidApiError('locked', raidHelperImportMessages.running);
      progress = { ...idle, state: 'fetching' };
      running = run(actor, input)
        .catch((error: unknown) => {
          if (!isRaidApiError(error)) options.log('[raid-helper] import failed', error);
          const known = isRaidApiError(error)
            ? {
                code: error.code,
                message: error.message,
                ...(Object.keys(error.fieldErrors).length ? { fields: { ...error.fieldErrors } } : {}),
              }
            : { code: 'server-error', message: raidHelperImportMessages.failed };
          progress = { ...progress, state: 'failed', error: known };
        })
        .finally(() => {
          running = undefined;
        });
      return progress;
    },
    progress: (): RaidHelperProgress => progress,
    /** Resolves once the import under way (if any) ended: tests and a graceful stop wait for it. */
    settled: (): Promise<void> => running ?? Promise.resolve(),
  };
}

export type RaidHelperImports = ReturnType<typeof createRaidHelperImports>;
