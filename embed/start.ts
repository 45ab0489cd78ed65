import { readPageDefaults } from './panel-settings';
import { defineRaiderPanel } from './raider-panel-element';

export interface StartOptions {
  /** The script tag's `dataset`: defaults for every element of the page. */
  settings: Readonly<Record<string, string | undefined>>;
}

/**
 * What the loader calls once the core is in (after it has run the page's queued `RaiderPanel(...)`
 * calls, so their `on` listeners hear the first `ready`): checks the script tag's settings and defines
 * the element with them as the page's defaults.
 */
export function startRaiderPanel({ settings }: StartOptions): void {
  defineRaiderPanel({ defaults: readPageDefaults(settings) });
}
