import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { placeTooltip } from './place-tooltip';
import { useTooltipStyles } from './tooltip-styles';

/**
 * Space between trigger and bubble: the arrow (up to 8 px) must end outside the trigger's focus ring
 * (3 px wide, 2 px away), or a keyboard user would see the ring cut where the tooltip points at it.
 */
const clearOfFocusRing = 14;

export interface TooltipBubbleProps {
  id: string;
  trigger: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The `role="tooltip"` element, fixed next to its trigger and kept in place on scroll and resize.
 * Loaded on first use by `<Tooltip>` (default export for import()).
 */
export default function TooltipBubble({ id, trigger, children }: TooltipBubbleProps) {
  const styles = useTooltipStyles();
  const ref = useRef<HTMLDivElement>(null);

  // A layout effect: placed before the browser paints, so the bubble never shows at the wrong spot.
  useLayoutEffect(() => {
    const bubble = ref.current;
    const view = bubble?.ownerDocument.defaultView;
    if (!bubble || !view) return;
    const update = () => {
      const target = trigger.current;
      if (!target) return;
      // Measured at 0,0 first: an ancestor with a transform or containment becomes the containing block
      // of `position: fixed`, and this offset is how far that block is from the viewport's corner.
      bubble.style.left = '0px';
      bubble.style.top = '0px';
      const origin = bubble.getBoundingClientRect();
      const clientWidth = bubble.ownerDocument.documentElement.clientWidth;
      const placement = placeTooltip({
        trigger: target.getBoundingClientRect(),
        gap: clearOfFocusRing,
        tooltip: { width: origin.width, height: origin.height },
        // clientWidth leaves out the page's scroll bar; happy-dom reports 0 there.
        viewport: { width: clientWidth > 0 ? Math.min(clientWidth, view.innerWidth) : view.innerWidth, height: view.innerHeight },
      });
      bubble.style.left = `${placement.left - origin.left}px`;
      bubble.style.top = `${placement.top - origin.top}px`;
      bubble.style.setProperty('--rp-tooltip-arrow', `${placement.arrowLeft}px`);
      bubble.dataset.side = placement.side;
      bubble.style.visibility = 'visible';
    };
    update();
    const passive = { capture: true, passive: true } as const;
    view.addEventListener('resize', update);
    view.addEventListener('scroll', update, passive);
    return () => {
      view.removeEventListener('resize', update);
      view.removeEventListener('scroll', update, passive);
    };
  }, [trigger]);

  return (
    <div ref={ref} id={id} role="tooltip" className={styles.tooltip}>
      {children}
    </div>
  );
}
