export { Tooltip, type TooltipProps } from './Tooltip';
export { TooltipProvider, useTooltipStore, type TooltipProviderProps } from './tooltip-context';
export { createTooltipStore, type TooltipStore, type TooltipStoreOptions } from './tooltip-store';
// TooltipBubble and place-tooltip.ts load with import() when a tooltip first opens; a re-export here
// would put them back into the initial core (esbuild bundles what a barrel re-exports with the barrel).
export type { Box, PlaceTooltipInput, TooltipPlacement } from './place-tooltip';
