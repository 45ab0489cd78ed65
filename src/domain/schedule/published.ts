const week = 7 * 86_400_000;

/**
 * Until when the guild publishes its raids at `now`: `schedule.weeksAhead` weeks on. The nights starting
 * before this instant are the ones every list shows (the raiders' signups, the officers' nights, the
 * public schedule, the calendar feeds) and the only ones the service takes answers for: one rule, so a
 * page never offers a night the server refuses.
 */
export function publishedUntil(config: { schedule: { weeksAhead: number } }, now: Date): Date {
  return new Date(now.getTime() + config.schedule.weeksAhead * week);
}

/** The part of `[from, to)` the guild has published at `now` (`to` cut at `publishedUntil`). */
export function publishedRange(config: { schedule: { weeksAhead: number } }, range: { from: string; to: string }, now: Date) {
  const until = publishedUntil(config, now);
  return Date.parse(range.to) > until.getTime() ? { from: range.from, to: until.toISOString() } : range;
}
