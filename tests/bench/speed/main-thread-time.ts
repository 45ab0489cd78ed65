/**
 * Main-thread time from a Chromium trace: the sum of the renderer main thread's tasks from the
 * document's time origin up to a moment given in the page's `performance.now()` time. Pure, so the
 * arithmetic is tested without a browser.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  cat?: string;
  args?: { data?: { startTime?: number } };
}

/**
 * Milliseconds the page's main thread spent in tasks before `untilPageMs` (a `performance.now()` value
 * of the page). The page is found by its `performance.mark(markName)`: the mark's trace event carries
 * both clocks (`ts` in µs of the trace, `startTime` in ms of the page), which lines them up. A task
 * still running at that moment counts up to it.
 */
export function mainThreadMs(events: readonly TraceEvent[], markName: string, untilPageMs: number): number {
  const mark = events.find((event) => event.name === markName && event.args?.data?.startTime !== undefined);
  if (!mark) throw new Error(`the trace has no performance mark "${markName}"`);
  const timeOrigin = mark.ts - mark.args!.data!.startTime! * 1000;
  const until = timeOrigin + untilPageMs * 1000;
  let total = 0;
  for (const event of events) {
    // The renderer's main thread is the one whose id is the process id (CrRendererMain).
    if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== mark.pid || event.tid !== mark.pid) continue;
    const start = Math.max(event.ts, timeOrigin);
    const end = Math.min(event.ts + (event.dur ?? 0), until);
    if (end > start) total += end - start;
  }
  return total / 1000;
}
