import { lazyPart } from '../lazy-part';
import type { ToasterProps } from './Toaster';

/**
 * `<Toaster>` as `<App>` renders it. The notification region (F8, Escape, the pauses) loads just after
 * the first paint, since no toast can exist before then; the toasts themselves load with the first
 * toast (ToastList). Keeps both out of the initial core (`npm run size`).
 */
const toaster = lazyPart<ToasterProps>('notification region', () => import('./Toaster'));

/** @see Toaster (./Toaster.tsx) for the behaviour; this is the same region, loaded after first paint. */
export const DeferredToaster = toaster.Component;
