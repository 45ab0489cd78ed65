/** The part of a `DOMRect` the placement needs. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PlaceTooltipInput {
  /** The trigger's `getBoundingClientRect()`. */
  trigger: Box;
  /** The tooltip's own size. */
  tooltip: { width: number; height: number };
  /** The visible area: `innerWidth` × `innerHeight`. */
  viewport: { width: number; height: number };
  /** Smallest distance kept from the viewport's edges. @default 8 */
  margin?: number;
  /** Space between trigger and tooltip (room for the arrow). @default 8 */
  gap?: number;
}

export interface TooltipPlacement {
  /** Viewport coordinates of the tooltip's top-left corner (for `position: fixed`). */
  top: number;
  left: number;
  side: 'top' | 'bottom';
  /** Where the arrow points, from the tooltip's left edge: the trigger's centre, kept off the corners. */
  arrowLeft: number;
}

/**
 * Where a tooltip goes: centred above its trigger; below it when there is no room above (and more
 * below); shifted sideways to stay at least `margin` inside the viewport. A pure function so every
 * edge case is a row in a table test.
 */
export function placeTooltip({ trigger, tooltip, viewport, margin = 8, gap = 8 }: PlaceTooltipInput): TooltipPlacement {
  const above = trigger.top - gap - tooltip.height;
  const below = trigger.top + trigger.height + gap;
  const fitsAbove = above >= margin;
  const roomBelow = viewport.height - margin - below - tooltip.height;
  // Stay above when neither side fits but above has more room: a cut-off tooltip is read from its top.
  const side = fitsAbove || roomBelow < above - margin ? 'top' : 'bottom';

  const centre = trigger.left + trigger.width / 2;
  const maxLeft = viewport.width - margin - tooltip.width;
  // Wider than the viewport: pin to the left margin, the start of the text stays readable.
  const left = maxLeft < margin ? margin : Math.min(maxLeft, Math.max(margin, centre - tooltip.width / 2));

  const corner = Math.min(12, tooltip.width / 2);
  const arrowLeft = Math.min(tooltip.width - corner, Math.max(corner, centre - left));
  return { top: side === 'top' ? above : below, left, side, arrowLeft };
}
