export { Tooltip, type TooltipProps } from './Tooltip';
export { TooltipProvider, useTooltipStore, type TooltipProviderProps } from './tooltip-context';
export { createTooltipStore, type TooltipStore, type TooltipStoreOptions } from './tooltip-store';
export { placeTooltip, type Box, type PlaceTooltipInput, type TooltipPlacement } from './place-tooltip';
