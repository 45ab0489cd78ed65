import { lazyPart } from '../lazy-part';
import type { TooltipProps } from './Tooltip';
import { TooltipSlot, type TooltipLogicProps } from './TooltipSlot';

/**
 * The tooltip's logic (timers, focus rules, the trigger's handlers) loads just after the first paint;
 * until then the trigger renders as it is. Keeps the tooltip out of the initial core (`npm run size`).
 */
const tooltipLogic = lazyPart<TooltipLogicProps>('tooltip', () => import('./Tooltip'));

/**
 * `<Tooltip>` as app code uses it: the same behaviour (see ./Tooltip.tsx), its logic loaded after the
 * first paint beside a trigger that stays in place.
 */
export function DeferredTooltip(props: TooltipProps) {
  return <TooltipSlot {...props} Logic={tooltipLogic.Component} />;
}
