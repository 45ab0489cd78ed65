/**
 * Types of `<raider-panel>` for TypeScript hosts: `document.querySelector('raider-panel')` returns the
 * element with its properties, `document.addEventListener('raider-panel:navigate', …)` gets a typed
 * `detail`, and React JSX completes the element's attributes. Types only; the element itself is defined
 * by `raider-panel.js`.
 */
import type * as React from 'react';
import type { GuildConfig, GuildConfigSource } from '../data';
import type { ColorModePreference } from '../platform/color-mode';
import type { UiLocale } from '../ui/ui-strings';
import type { RoutingMode } from './create-history';
import type { RaiderPanelEventMap } from '../instance/panel-events';

/** The element's properties and method (attributes are mirrored by properties; objects only as properties). */
export interface RaiderPanelElementApi extends HTMLElement {
  /** Path to show; setting it navigates. @default '/' */
  route: string;
  /** `memory` keeps the host's URL untouched; `hash` owns `location.hash`. @default 'memory' */
  routing: RoutingMode;
  /** A colour mode forced by the host page; `null`: the raider's own preference. @default null */
  colorMode: ColorModePreference | null;
  /** Base URL of the backend, or `local`; `null`: the default (`<script origin>/api`). @default null */
  api: string | null;
  /** The guild's config: a URL of its JSON, or the object itself. @default the bundled sample guild */
  config: GuildConfigSource;
  /** Language of the UI components' own strings. @default 'en' */
  uiLocale: UiLocale;
  /** Version of the runtime that defined the element. */
  readonly version: string;
  /** Goes to a path inside the widget. */
  navigate(path: string): void;
}

/** The element's HTML attributes, as written in markup (and in JSX). */
export interface RaiderPanelAttributes {
  /** Path to show; changing it navigates. @default '/' */
  route?: string;
  /** @default 'memory' */
  routing?: RoutingMode;
  /** `light` / `dark` / `system` forced by the host page; absent: the raider's own preference. */
  'color-mode'?: ColorModePreference;
  /** Base URL of the backend, or `local` for the in-browser demo store. @default `<script origin>/api` */
  api?: string;
  /** URL of the guild's config JSON (React 19 also passes an object through the `config` property). */
  config?: string | GuildConfig;
  /** Language of the UI components' own strings. @default 'en' */
  'ui-locale'?: UiLocale;
  /** CSP nonce put on the `<style>` elements the widget injects. */
  nonce?: string;
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
      'raider-panel': React.DetailedHTMLProps<React.HTMLAttributes<RaiderPanelElementApi>, RaiderPanelElementApi> &
        RaiderPanelAttributes;
    }
  }
}
/* eslint-enable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-namespace */
