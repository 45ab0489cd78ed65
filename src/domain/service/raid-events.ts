/**
 * What the guild should hear about when an officer changes a raid. The service publishes these inside
 * the write that makes the change, so a listener that writes to the same store (the server's
 * announcement outbox) commits or rolls back with the change itself: an announcement is never lost
 * after a crash and never sent for a change that did not happen.
 */
export type RaidEvent =
  | { kind: 'raid-created'; raidId: string }
  | { kind: 'raid-moved'; raidId: string; previousStartsAt: string }
  | { kind: 'raid-cancelled'; raidId: string; reason: string }
  | { kind: 'raid-restored'; raidId: string }
  | { kind: 'roster-decided'; raidId: string; nickname: string; decision: 'confirmed' | 'bench' | 'auto' };

/** Where the service publishes; listeners run synchronously inside the write, a throwing one aborts it. */
export interface RaidEventSink {
  publish(event: RaidEvent): void;
}
