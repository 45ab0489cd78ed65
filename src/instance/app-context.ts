import { createContext, useContext } from 'react';
import type { ColorModeStore, GuildConfigStore, RaiderSessionStore } from '../stores';
import type { ReadableAtom } from 'nanostores';
import type { RaidApi } from '../data/raids/raid-api';
import type { BackendStatus } from '../data/raids/backend-health';
import type { ErrorDetail, SignupDetail } from './panel-events';

/** What one app instance hands down to its components. Nothing here is shared between instances. */
export interface AppContextValue {
  /** The guild this instance shows; read it with `useGuild()` so a loaded config re-renders. */
  guild: GuildConfigStore;
  session: RaiderSessionStore;
  /** The instance's data adapter, loaded on first use (only raider pages need it). */
  raidApi: () => Promise<RaidApi>;
  /** The default backend's health, for the notice of a busy or refusing server; absent in tests without one. */
  backend?: { $status: ReadableAtom<BackendStatus>; recheck(): Promise<BackendStatus> };
  /** Reports a saved signup to the host (the `raider-panel:signup` event). */
  onSignup: (detail: SignupDetail) => void;
  colorMode: ColorModeStore;
  /** `site` owns the document (title, `<html>` classes); `widget` must never touch the host page. */
  kind: 'site' | 'widget';
  /** User agent used for the crawler check of the error boundary. */
  userAgent: string;
  /** IANA zone raid times are shown in; absent: the viewer's own zone from Intl. */
  viewerTimeZone?: string;
  /** Called after every navigation with the path and the title the page would have. */
  onNavigate: (detail: { path: string; title: string }) => void;
  /** Reports a handled problem to the host (`raider-panel:error`); absent: nobody is listening. */
  onError?: (detail: ErrorDetail) => void;
}

export const AppContext = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const app = useContext(AppContext);
  if (!app) throw new Error('useApp() must be used inside an app instance');
  return app;
}
