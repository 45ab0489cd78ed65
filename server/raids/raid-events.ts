/**
 * What the guild should hear about when an officer changes a raid. The raid leader's actions publish these
 * inside the transaction that makes the change, so a listener that writes to the same database (the
 * announcement outbox) commits or rolls back together with the change itself: an announcement is never
 * lost after a crash and never sent for a change that did not happen.
 */
export type RaidEvent =
  | { kind: 'raid-created'; raidId: string }
  | { kind: 'raid-moved'; raidId: string; previousStartsAt: string }
  | { kind: 'raid-cancelled'; raidId: string; reason: string }
  | { kind: 'raid-restored'; raidId: string }
  | { kind: 'roster-decided'; raidId: string; nickname: string; decision: 'confirmed' | 'bench' | 'auto' };

export type RaidEventListener = (event: RaidEvent) => void;

/** One per server: listeners run synchronously, in the publisher's transaction; a throwing listener aborts it. */
export interface RaidEventBus {
  publish(event: RaidEvent): void;
  /** Returns the function that removes the listener. */
  subscribe(listener: RaidEventListener): () => void;
}

export function createRaidEventBus(): RaidEventBus {
  const listeners = new Set<RaidEventListener>();
  return {
    publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
