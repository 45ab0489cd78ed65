import { afterEach, beforeEach, vi } from 'vitest';
import { localDataKey } from '../../src/app/raid-api-source';
import { emptyLocalData } from '../../src/data/raids/local/local-data';
import { scheduleFromConfig, type NightChange } from '../../src/domain/schedule';
import { scheduleConfig } from '../unit/helpers/schedule-config';
import { cleanupApps } from '../components/helpers/mount-app';

/**
 * For each test: the demo store (this browser's storage) keeps `scheduleConfig()`'s schedule with the
 * night `changes` officers made, and the date stands at `at` (only `Date` is faked, timers run). After
 * it, the apps the test mounted are unmounted and the store is emptied.
 */
export function demoScheduleWithChanges(at: Date, changes: NightChange[]): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    const schedule = { ...scheduleFromConfig(scheduleConfig()), changes };
    localStorage.setItem(localDataKey, JSON.stringify({ ...emptyLocalData(), schedule }));
  });
  afterEach(() => {
    cleanupApps();
    localStorage.removeItem(localDataKey);
    vi.useRealTimers();
  });
}
