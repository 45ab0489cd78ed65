/**
 * The npm package for React hosts: the same core as the script-tag widget, on the host's own React.
 */
export { mountRaiderApp, type MountOptions, type RaiderAppHandle } from './app/mount-raider-app';
export { RaiderPanel, type RaiderPanelProps } from './app/RaiderPanel';
export { createApp, type AppInstance, type CreateAppOptions } from './app/create-app';
export type { RoutingMode } from './app/create-history';
export type {
  ErrorDetail,
  NavigateDetail,
  RaiderPanelEventMap,
  RaiderPanelEventName,
  ReadyDetail,
  SignupDetail,
} from './instance/panel-events';
// Also brings the global typings: `HTMLElementTagNameMap['raider-panel']`, the events on `document`,
// and `<raider-panel>` in React's JSX.
export type { RaiderPanelAttributes, RaiderPanelElementApi } from './app/element-typings';
export type { UiLocale } from './ui/ui-strings';
export type { GuildConfig, GuildConfigSource } from './data';
export { version } from './version';
