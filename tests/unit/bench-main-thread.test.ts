import { describe, expect, it } from 'vitest';
import { mainThreadMs, type TraceEvent } from '../bench/speed/main-thread-time';

// The page's clock starts 1,000,000 µs into the trace: the mark at page time 100 ms sits at 1,100,000.
const mark: TraceEvent = { name: 'script-tag', ph: 'I', pid: 7, tid: 7, ts: 1_100_000, args: { data: { startTime: 100 } } };
const task = (ts: number, dur: number, thread = 7, pid = 7): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid: thread, ts, dur });

describe('main-thread time from a trace', () => {
  it('sums the page main thread tasks between its time origin and the given page time', () => {
    const events = [mark, task(1_010_000, 20_000), task(1_050_000, 30_000)];
    expect(mainThreadMs(events, 'script-tag', 200)).toBe(50);
  });

  it('clips a task running across either end, and leaves out tasks after the moment', () => {
    const events = [mark, task(990_000, 20_000), task(1_190_000, 20_000), task(1_300_000, 5_000)];
    // 10 ms after the origin of the first task, 10 ms before the moment of the second, none of the third.
    expect(mainThreadMs(events, 'script-tag', 200)).toBe(20);
  });

  it("leaves out other threads and other processes' tasks", () => {
    const events = [mark, task(1_010_000, 20_000, 8), task(1_010_000, 20_000, 9, 9), task(1_020_000, 1_000)];
    expect(mainThreadMs(events, 'script-tag', 200)).toBe(1);
  });

  it('refuses a trace without the mark', () => {
    expect(() => mainThreadMs([task(0, 1)], 'script-tag', 200)).toThrow(/no performance mark "script-tag"/);
  });
});
