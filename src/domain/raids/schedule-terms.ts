import type { RaidDifficulty } from '../guild-config-types';

// Apart from schedule-validation.ts: the officer's forms show these limits and choices without
// bundling the whole schema (the server's answer names a wrong field).

/** Longest title, note and cancel reason; the longest night in minutes. */
export const scheduleLimits = { title: 60, note: 200, cancelReason: 120, maxDurationMinutes: 12 * 60 } as const;

export const raidDifficulties: readonly RaidDifficulty[] = ['normalny', 'heroiczny', 'mityczny'];
