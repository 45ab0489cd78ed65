import { createStyles } from '../emotion';

/** Size of the arrow's triangle (half its base), in px. */
const arrow = 6;

/**
 * Slate bubble with the header's amber edge. The arrow sits on the trigger's side; `--rp-tooltip-arrow`
 * (set while positioning) keeps it pointing at the trigger's centre when the bubble is clamped sideways.
 */
export const useTooltipStyles = createStyles(({ css, keyframes }) => {
  const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
  return {
    tooltip: css`
      position: fixed;
      top: 0;
      left: 0;
      z-index: 1000;
      /* Hidden until placed, so it never flashes at the corner on the first frame. */
      visibility: hidden;
      box-sizing: border-box;
      max-width: min(280px, calc(100vw - 16px));
      padding: 6px 10px;
      border-radius: 6px;
      border-bottom: 2px solid var(--rp-primary);
      background: var(--rp-header-bg);
      color: var(--rp-header-text);
      box-shadow: var(--rp-shadow);
      outline: 1px solid color-mix(in srgb, var(--rp-header-text) 14%, transparent);
      font-size: 14px;
      font-weight: 500;
      line-height: 1.4;
      text-align: center;
      overflow-wrap: break-word;
      /* The bubble only describes its trigger; it must never catch the pointer or steal its hover. */
      pointer-events: none;
      /* Opacity only: a transform would shift getBoundingClientRect() while the bubble is measured. */
      animation: ${fadeIn} 120ms ease-out;
      &::after {
        content: '';
        position: absolute;
        left: var(--rp-tooltip-arrow, 50%);
        margin-left: -${arrow}px;
        border: ${arrow}px solid transparent;
      }
      &[data-side='top']::after {
        top: calc(100% + 2px);
        border-bottom-width: 0;
        border-top-color: var(--rp-primary);
      }
      &[data-side='bottom']::after {
        bottom: 100%;
        border-top-width: 0;
        border-bottom-color: var(--rp-header-bg);
      }
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `,
  };
});
