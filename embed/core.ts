/**
 * Entry of the ESM core that the script-tag loader imports. It only exports: defining the element is
 * the loader's call (`defineRaiderPanel`), so importing the core does no work of its own.
 */
export { defineRaiderPanel, RaiderPanelElement } from './raider-panel-element';
/** The page's `RaiderPanel(...)` commands, run by the loader once the core is in. */
export { createCommandRunner } from './commands';
/** Used by an element of an older build to re-mount itself from this one after an update. */
export { mountRaiderApp } from '../src/app';
