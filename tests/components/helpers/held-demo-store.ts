import type { DemoStoreLoader } from '../../../src/app/raid-api-source';
import type { RaidApi } from '../../../src/data/raids/raid-api';
import * as local from '../../../src/data/raids/local';

export interface HeldDemoStore<Name extends keyof RaidApi> {
  /** For `mountApp({ demoStore })`. */
  demoStore: DemoStoreLoader;
  /** How many times the page called `name` so far, answered or not. */
  calls(name: Name): number;
  /** Lets every held call through to the demo store (and the page gets its answer). */
  release(): void;
}

/**
 * The demo store with some operations held: each call is counted and waits until the test releases it,
 * so a test can press a button again while the first request is still out.
 */
export function heldDemoStore<Name extends keyof RaidApi>(...held: Name[]): HeldDemoStore<Name> {
  const counts = new Map<PropertyKey, number>();
  const waiting: Array<() => void> = [];
  const demoStore: DemoStoreLoader = () =>
    Promise.resolve({
      ...local,
      createLocalRaidApi: (options) =>
        new Proxy(local.createLocalRaidApi(options), {
          get(api, key, receiver) {
            const operation: unknown = Reflect.get(api, key, receiver);
            if (!(held as PropertyKey[]).includes(key) || typeof operation !== 'function') return operation;
            return async (...args: unknown[]) => {
              counts.set(key, (counts.get(key) ?? 0) + 1);
              await new Promise<void>((resolve) => waiting.push(resolve));
              return operation.apply(api, args) as unknown;
            };
          },
        }),
    });
  return {
    demoStore,
    calls: (name) => counts.get(name) ?? 0,
    release: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}
