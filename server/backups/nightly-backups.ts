import { addDays, fromZoned, toZoned } from '../../src/domain/schedule/zoned-time';

/** The timer functions the schedule uses; tests pass fake ones (or fake the globals). */
export interface Timers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
}

export interface NightlyBackupOptions {
  /** The hour (0–23) in `timeZone` the backup runs at (`BACKUP_HOUR`). */
  hour: number;
  /** The guild's zone (its config's `timezone`). */
  timeZone: string;
  now: () => Date;
  /** Makes one backup and resolves with its path. */
  backup: (at: Date) => Promise<string>;
  /** The line of a made backup. @default console.log */
  info?: (message: string) => void;
  /** A backup that failed (the next night tries again). @default console.error */
  log?: (message: string, error: unknown) => void;
  /** @default the global `setTimeout` (unref'd: the timer alone never keeps a process alive) and `clearTimeout` */
  timers?: Timers;
}

/** The first time after `now` that the clock in `timeZone` shows `hour`:00 (a day with no such hour: the hour after the gap). */
export function nextBackupTime(now: Date, hour: number, timeZone: string): Date {
  const today = toZoned(now.getTime(), timeZone);
  for (let days = 0; ; days += 1) {
    const at = fromZoned({ ...addDays(today, days), hour, minute: 0 }, timeZone);
    if (at > now.getTime()) return new Date(at);
  }
}

const globalTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/**
 * Runs `backup` every night at `hour` in the guild's zone, in the server process. The next time is
 * worked out again after each run (a daylight-saving change moves it with the clock). `stop()` clears
 * the timer and waits for a backup underway.
 */
export function scheduleNightlyBackups(options: NightlyBackupOptions): { stop: () => Promise<void>; next: () => Date | undefined } {
  const timers = options.timers ?? globalTimers;
  const info = options.info ?? ((message: string) => console.log(message));
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  let timer: unknown;
  let next: Date | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  function plan(): void {
    const now = options.now();
    next = nextBackupTime(now, options.hour, options.timeZone);
    timer = timers.setTimeout(run, next.getTime() - now.getTime());
  }

  function run(): void {
    const at = options.now();
    running = options
      .backup(at)
      .then(
        (path) => info(`Kopia zapasowa zapisana: ${path}`),
        (error: unknown) => log('Nocna kopia zapasowa nie powiodła się (następna próba jutro):', error),
      )
      .finally(() => {
        running = undefined;
        if (!stopped) plan();
      });
  }

  plan();
  return {
    next: () => next,
    async stop() {
      stopped = true;
      timers.clearTimeout(timer);
      next = undefined;
      await running;
    },
  };
}
