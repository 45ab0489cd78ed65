/**
 * The npm package for React hosts: the same core as the script-tag widget, on the host's own React.
 */
export { mountRaiderApp, type MountOptions, type RaiderAppHandle } from './app/mount-raider-app';
export { RaiderPanel, type RaiderPanelProps } from './app/RaiderPanel';
export { createApp, type AppInstance, type CreateAppOptions, type NavigateDetail } from './app/create-app';
export type { RoutingMode } from './app/create-history';
