export { createApp, normalizePath, type AppInstance, type CreateAppOptions, type NavigateDetail } from './create-app';
export { mountRaiderApp, type MountOptions, type RaiderAppHandle } from './mount-raider-app';
export { useApp, type AppContextValue } from '../instance/app-context';
export { useGuild } from '../instance/use-guild';
export type { RoutingMode } from './create-history';
export { demoStore } from './demo-store';
