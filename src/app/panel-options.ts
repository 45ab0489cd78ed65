/**
 * Every public option of a panel, declared once. `createApp`'s options, the React component's props,
 * the `<raider-panel>` element's properties and attributes, and the handle that changes a running panel
 * are all derived from these two interfaces: a new option is added here and then handled where it acts.
 */
import type { GuildConfig, GuildConfigSource } from '../data';
import type { ColorModePreference } from '../platform/color-mode';
import type { UiLocale } from '../ui/ui-strings';
import type { RoutingMode } from './create-history';
import type { ErrorDetail, NavigateDetail, SignupDetail } from '../instance/panel-events';

export interface RaiderPanelSettings {
  /** Path to show; changing it navigates. @default '/' */
  route: string;
  /** `memory` keeps the host's URL untouched; `hash` owns `location.hash`. Changing it remounts. @default 'memory' */
  routing: RoutingMode;
  /** A colour mode forced by the host page (`light` / `dark` / `system`); `null`: the raider's own preference. @default null */
  colorMode: ColorModePreference | null;
  /**
   * Where signups are kept: the base URL of the guild's backend, or `local` for the in-browser demo store
   * (this device only, shown with a demo badge). Changing it remounts.
   * @default `<script origin>/api` (the server the app's files came from), or the demo store when no backend answers there
   */
  api: string | null;
  /**
   * The guild's own config: a URL of its JSON document, or the document itself (from React, keep the
   * object stable, e.g. with `useMemo`: a new object is a new config to load). Validated; the bundled
   * defaults show at once and the guild's config replaces them when it has loaded. When it cannot be
   * used (network, not JSON, invalid), the defaults stay and one `[raider-panel]` warning says why.
   * @default none (the bundled sample guild)
   */
  config: GuildConfigSource;
  /**
   * Language of the UI components' own strings (toasts, error page); page content stays Polish.
   * @default the guild config's `uiLocale`, else 'en'
   */
  uiLocale: UiLocale;
  /** CSP nonce for the `<style>` elements the panel injects. Changing it remounts. */
  nonce: string;
  /**
   * Where image URLs start (`<assetBase>/_ipx/...`): the directory the built site is served from. Changing it remounts.
   * @default './' for the site; for a widget the server root its core was loaded from (React hosts of
   * the npm package pass the URL of the server that serves the built site)
   */
  assetBase: string;
  /** Base URL of an icon service for icons that are not bundled (`<iconService>/<name>.svg`). Changing it remounts. */
  iconService: string;
}

/** What a panel reports to its host (the element turns these into `raider-panel:*` events). */
export interface RaiderPanelCallbacks {
  /** Called after every navigation, the first page included. */
  onNavigate: (detail: NavigateDetail) => void;
  /** Called after a signup was saved. */
  onSignup: (detail: SignupDetail) => void;
  /**
   * Called for a problem the raider sees handled: a config that cannot be used (`config`, besides its
   * console warning), a page chunk that failed to load (`chunk`), a page that threw (`render`).
   */
  onError: (detail: ErrorDetail) => void;
}

/** The settings that are also attributes of `<raider-panel>` (and `data-*` settings of the script tag). */
export type AttributeSettingName = 'route' | 'routing' | 'colorMode' | 'api' | 'config' | 'uiLocale' | 'nonce';

/** The settings the element has as properties of its own (`nonce` is every HTML element's). */
export type ElementSettingName = Exclude<AttributeSettingName, 'nonce'>;

/** `colorMode` → `color-mode`: how a setting is spelled as an attribute. */
export type KebabCase<Name extends string> = Name extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${KebabCase<Rest>}`
  : Name;

/** An attribute holds text; `config` also takes the object itself (React 19 passes it as the property). */
type AttributeValue<Name extends AttributeSettingName> = Name extends 'config'
  ? string | GuildConfig
  : NonNullable<RaiderPanelSettings[Name]>;

/** The element's HTML attributes, as written in markup (and in JSX). */
export type RaiderPanelAttributes = { [Name in AttributeSettingName as KebabCase<Name>]?: AttributeValue<Name> };

/** The settings a running panel takes without remounting, besides `route` (which is `navigate`). */
export type LiveSettingName = 'colorMode' | 'config' | 'uiLocale';

/** `setColorMode(mode)`, `setConfig(source)`, `setUiLocale(locale)` (`undefined`: the guild config's choice). */
export type LiveSetters = {
  [Name in LiveSettingName as `set${Capitalize<Name>}`]: (
    value: RaiderPanelSettings[Name] | (Name extends 'uiLocale' ? undefined : never),
  ) => void;
};

/** What changes a running panel: the live settings and navigation. */
export interface PanelControls extends LiveSetters {
  /** Goes to a path inside the app (`/raider/signups`). */
  navigate(path: string): void;
  /** The path currently shown. */
  readonly path: string;
}
