import { useApp } from '../../instance/app-context';

/** The zone raid times are shown in: the app's `viewerTimeZone` option, else the viewer's own (Intl). */
export function useViewerTimeZone(): string {
  return useApp().viewerTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
