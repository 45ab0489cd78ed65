/**
 * What the guild should hear about when an officer changes a raid. The service publishes these inside
 * the write that makes the change, so a listener that writes to the same store (the server's
 * announcement outbox) commits or rolls back with the change itself: an announcement is never lost
 * after a crash and never sent for a change that did not happen.
 */
import type { SeriesVersion } from '../schedule/guild-schedule';

/** A series' fields as one of its versions has them (without the date the version starts on). */
export type SeriesFields = Omit<SeriesVersion, 'validFrom'>;

export type RaidEvent =
  | { kind: 'raid-created'; raidId: string }
  | { kind: 'raid-moved'; raidId: string; previousStartsAt: string }
  | { kind: 'raid-cancelled'; raidId: string; reason: string }
  | { kind: 'raid-restored'; raidId: string }
  | { kind: 'roster-decided'; raidId: string; nickname: string; decision: 'confirmed' | 'bench' | 'auto' }
  /** A new weekly series, with its fields. */
  | { kind: 'series-created'; seriesId: string; fields: SeriesFields }
  /**
   * A series edited: from the local date `from` on, its nights have `after` instead of `before`;
   * `endsOn` when the edit set or moved its last night.
   */
  | { kind: 'series-changed'; seriesId: string; from: string; before: SeriesFields; after: SeriesFields; endsOn?: string };

/** Where the service publishes; listeners run synchronously inside the write, a throwing one aborts it. */
export interface RaidEventSink {
  publish(event: RaidEvent): void;
}
