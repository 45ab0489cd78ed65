import { createCommandRunner } from './commands';
import { readPageDefaults } from './panel-settings';
import { defineRaiderPanel } from './raider-panel-element';

export interface StartOptions {
  /** The script tag's `dataset`: defaults for every element of the page. */
  settings: Readonly<Record<string, string | undefined>>;
  /** `RaiderPanel(...)` calls the page made before the script loaded, in order; emptied here. */
  queue: Array<ArrayLike<unknown>>;
}

/**
 * What the loader calls once the core is in: runs the queued calls, then defines the element. The
 * queue runs first so the page's `on` listeners are in place before any element mounts and reports
 * `ready`, and panels it mounts upgrade together with those already in the page. Returns the runner
 * that serves `RaiderPanel(...)` from now on.
 */
export function startRaiderPanel({ settings, queue }: StartOptions): (args: ArrayLike<unknown>) => unknown {
  const run = createCommandRunner(document);
  for (const call of queue.splice(0)) run(call);
  defineRaiderPanel({ defaults: readPageDefaults(settings) });
  return run;
}
