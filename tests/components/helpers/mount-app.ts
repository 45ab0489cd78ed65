import { createApp, type AppInstance, type CreateAppOptions, type NavigateDetail } from '../../../src/app';
import { demoStore } from '../../../src/app/demo-store';

export interface MountedApp {
  app: AppInstance;
  target: HTMLElement;
  /** The element that receives this instance's `<style>` elements. */
  styles: HTMLElement;
  /** Every `onNavigate` detail, in order. */
  navigations: NavigateDetail[];
}

const live: Array<{ mounted: MountedApp; host: HTMLElement }> = [];

/**
 * Creates an app in a fresh container of its own and mounts it (unless `mount: false`);
 * `cleanupApps()` unmounts and removes them all.
 */
export function mountApp(options: Partial<CreateAppOptions> = {}, { mount = true } = {}): MountedApp {
  const host = document.createElement('div');
  const styles = document.createElement('div');
  const target = document.createElement('div');
  host.append(styles, target);
  document.body.append(host);
  const navigations: NavigateDetail[] = [];
  const app = createApp({
    target,
    styleContainer: styles,
    routing: 'memory',
    // No backend in happy-dom: the in-browser store, without probing the network first.
    api: 'local',
    demoStore,
    ...options,
    onNavigate: (detail) => {
      navigations.push(detail);
      options.onNavigate?.(detail);
    },
  });
  if (mount) app.mount();
  const mounted = { app, target, styles, navigations };
  live.push({ mounted, host });
  return mounted;
}

export function cleanupApps(): void {
  for (const { mounted, host } of live.splice(0)) {
    mounted.app.unmount();
    host.remove();
  }
  // The raider's session and the local demo store live in localStorage: each test starts signed out and empty.
  localStorage.clear();
}
