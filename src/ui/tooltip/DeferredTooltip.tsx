import { lazyPart } from '../lazy-part';
import type { TooltipProps } from './Tooltip';

/**
 * `<Tooltip>` as app code uses it. Its logic (timers, focus rules, the trigger's handlers) loads just
 * after the first paint: until then the trigger renders as it is, and nothing can open a tooltip before
 * anyone could point at it. Keeps the tooltip out of the initial core (`npm run size`).
 */
const tooltip = lazyPart<TooltipProps>('tooltip', () => import('./Tooltip'), { fallback: ({ children }) => children });

/** @see Tooltip (./Tooltip.tsx) for the behaviour; this is the same component, loaded after first paint. */
export const DeferredTooltip = tooltip.Component;
