/** How the benchmark measures; `BENCH_RUNS` overrides the run count (at least 10 for reported figures). */
export const benchConfig = {
  runs: Math.max(1, Number(process.env.BENCH_RUNS ?? 10)),
  /** Emulation.setCPUThrottlingRate: a mid-range phone on a slow site. */
  cpuThrottling: 4,
  /** A phone, as most raiders open the guild's site. */
  viewport: { width: 412, height: 823 },
  /**
   * A phone's network, for the figures measured on one as well: the round trip and throughputs of
   * Lighthouse's slow 4G, applied by Chromium's network emulation (every request waits the round trip).
   */
  phoneNetwork: { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 },
  mountCycles: 100,
  /**
   * Cycles before the first memory snapshot: enough for every chunk a widget loads after its first
   * paint (the raid adapter, which then watches storage) to be cached, so the mounted widget in the
   * first snapshot is as complete as the one in the last.
   */
  warmUpCycles: 5,
  results: 'dist/bench/results.json',
  www: 'dist/bench/www',
};

/** The targets of issues 8, 17 and 32, checked and printed by the benchmark (and written in README). */
export const targets = {
  /** Widget first content at most this many times the floor's (issue 17; it was 1.5 in issue 8). */
  oursOverFloor: 1.2,
  /** Widget first content at most this many times the static copy's (issue 32; it was 2 in issue 17). */
  oursOverStatic: 1.3,
  /** The site's LCP at most this many times its static copy's (issue 32). */
  siteOverStatic: 2,
  /** The widget's main-thread work before first content at most this many times the static copy's (issue 17). */
  mainThreadOverStatic: 1.5,
  /** The React build at least this many times slower than the Preact build. */
  reactOverPreact: 1.5,
  routeSwitchMs: 50,
  lcpMs: 1500,
  lighthouse: 95,
};
