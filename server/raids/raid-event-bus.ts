import type { RaidEvent, RaidEventSink } from '../../src/domain/service';

export type { RaidEvent };

export type RaidEventListener = (event: RaidEvent) => void;

/** One per server: listeners run synchronously, in the publisher's write; a throwing listener aborts it. */
export interface RaidEventBus extends RaidEventSink {
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
