// App code's <Tooltip> loads its logic after the first paint (DeferredTooltip.tsx); the component itself
// is ./Tooltip.tsx, imported from there by tests that drive it directly.
export { DeferredTooltip as Tooltip } from './DeferredTooltip';
export type { TooltipProps } from './Tooltip';
export { TooltipProvider, useTooltipStore, type TooltipProviderProps } from './tooltip-context';
// createTooltipStore (./tooltip-store) comes with the tooltip code after the first paint; the provider
// only holds the store, so the core does not carry it.
export type { TooltipStore, TooltipStoreOptions } from './tooltip-store';
// TooltipBubble and place-tooltip.ts load with import() when a tooltip first opens; a re-export here
// would put them back into the initial core (esbuild bundles what a barrel re-exports with the barrel).
export type { Box, PlaceTooltipInput, TooltipPlacement } from './place-tooltip';
