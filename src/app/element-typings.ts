/**
 * Types of `<raider-panel>` for TypeScript hosts: `document.querySelector('raider-panel')` returns the
 * element with its properties, `document.addEventListener('raider-panel:navigate', …)` gets a typed
 * `detail`, and React JSX completes the element's attributes. Types only; the element itself is defined
 * by `raider-panel.js`.
 */
import type * as React from 'react';
import type { RaiderPanelEventMap } from '../instance/panel-events';
import type { ElementSettingName, RaiderPanelAttributes, RaiderPanelSettings } from './panel-options';

export type { RaiderPanelAttributes } from './panel-options';

/**
 * The element's properties and method: the settings, mirrored by attributes (objects only as properties).
 * `api` and `colorMode` read `null` when the default is in effect.
 */
export interface RaiderPanelElementApi extends HTMLElement, Pick<RaiderPanelSettings, ElementSettingName> {
  /** Version of the runtime that defined the element. */
  readonly version: string;
  /** Goes to a path inside the widget. */
  navigate(path: string): void;
}

/* eslint-disable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-namespace --
   declaration merging: empty interfaces and `namespace JSX` are how the DOM's and React's types grow. */
declare global {
  interface HTMLElementTagNameMap {
    'raider-panel': RaiderPanelElementApi;
  }
  // The events bubble out of the element (composed), so every ancestor, the document and the window hear them.
  interface HTMLElementEventMap extends RaiderPanelEventMap {}
  interface DocumentEventMap extends RaiderPanelEventMap {}
  interface WindowEventMap extends RaiderPanelEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'raider-panel': React.DetailedHTMLProps<React.HTMLAttributes<RaiderPanelElementApi>, RaiderPanelElementApi> & RaiderPanelAttributes;
    }
  }
}
/* eslint-enable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-namespace */
