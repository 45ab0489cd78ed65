import { createStyles } from '../emotion';

/**
 * Styles of the toasts (the region's own are in toaster-styles.ts): loaded with the toast list, once a
 * toast exists. Swipe offsets arrive as the custom properties `--rp-swipe-x` / `--rp-swipe-y` set by
 * the pointer handlers, so following the pointer never re-renders. The region's `data-position` picks
 * the corner and the exit direction.
 */
export const useToastStyles = createStyles(({ css, keyframes }) => {
  const enter = keyframes`
    from { opacity: 0; transform: translate(var(--rp-toast-enter-x, 0px), var(--rp-toast-enter-y, 0px)); }
    to { opacity: 1; transform: translate(0, 0); }
  `;
  // Leaves from where the swipe let go (0 0 for other closes), further the way the region swipes.
  const exit = keyframes`
    from { opacity: 1; transform: translate(var(--rp-swipe-x, 0px), var(--rp-swipe-y, 0px)); }
    to {
      opacity: 0;
      transform: translate(calc(var(--rp-swipe-x, 0px) + var(--rp-toast-exit-x, 0px)), calc(var(--rp-swipe-y, 0px) + var(--rp-toast-exit-y, 0px)));
    }
  `;
  const shrink = keyframes`
    from { transform: scaleX(var(--rp-toast-progress-from, 1)); }
    to { transform: scaleX(0); }
  `;

  return {
    list: css`
      display: flex;
      /* Newest is first in the DOM (first in tab order) and sits nearest the corner. */
      flex-direction: column-reverse;
      gap: 8px;
      margin: 0;
      padding: 0;
      list-style: none;
      [data-position^='top'] > & {
        flex-direction: column;
      }
    `,
    toast: css`
      --rp-toast-accent: var(--rp-muted);
      position: relative;
      overflow: hidden;
      display: flex;
      align-items: flex-start;
      gap: 10px;
      padding: 12px 8px 14px 14px;
      border: 1px solid var(--rp-border);
      border-left: 4px solid var(--rp-toast-accent);
      border-radius: var(--rp-radius);
      background: var(--rp-surface-raised);
      color: var(--rp-text);
      box-shadow: var(--rp-shadow);
      /* The page must not scroll or zoom under a finger that swipes a toast away. */
      touch-action: none;
      -webkit-user-select: none;
      user-select: none;
      &[data-tone='success'] {
        --rp-toast-accent: var(--rp-primary);
      }
      &[data-tone='error'] {
        --rp-toast-accent: var(--rp-danger);
      }
      &[data-state='open'] {
        animation: ${enter} 200ms ease-out;
      }
      &[data-state='closed'] {
        animation: ${exit} 200ms ease-in forwards;
        pointer-events: none;
      }
      /* 'end' holds the let-go position until the exit animation (data-state closed) takes over. */
      &[data-swipe='move'],
      &[data-swipe='end'] {
        transform: translate(var(--rp-swipe-x, 0px), var(--rp-swipe-y, 0px));
        animation: none;
      }
      &[data-swipe='cancel'] {
        transform: translate(0, 0);
        transition: transform 200ms ease-out;
      }
      /* Inside the toast, on its own surface: outside, the ring would lie on the host page's colours.
         7 px in clears the 4 px tone border on the left and the 3 px remaining-time line at the bottom
         (painted above the outline). */
      &:focus-visible {
        outline: 3px solid var(--rp-focus);
        outline-offset: -7px;
      }
      @media (prefers-reduced-motion: reduce) {
        /* No sliding in, out or back: toasts appear and disappear in place. The swipe itself still
           follows the finger, as that motion is the raider's own. */
        &[data-state='open'],
        &[data-state='closed'] {
          animation: none;
        }
        &[data-swipe='cancel'] {
          transition: none;
        }
      }
    `,
    icon: css`
      flex: none;
      margin-top: 2px;
      color: var(--rp-toast-accent);
    `,
    text: css`
      flex: 1 1 auto;
      min-width: 0;
      overflow-wrap: anywhere;
    `,
    tone: css`
      display: block;
      font-size: 12px;
      font-weight: 700;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: var(--rp-muted);
    `,
    title: css`
      font-weight: 700;
      line-height: 1.35;
    `,
    description: css`
      margin-top: 2px;
      color: var(--rp-muted);
      font-size: 14px;
    `,
    close: css`
      flex: none;
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 32px;
      height: 32px;
      margin: -4px 0 0;
      padding: 0;
      border: 0;
      border-radius: calc(var(--rp-radius) - 4px);
      background: transparent;
      color: var(--rp-muted);
      cursor: pointer;
      &:hover {
        color: var(--rp-text);
        background: color-mix(in srgb, currentColor 10%, transparent);
      }
    `,
    progress: css`
      position: absolute;
      left: 0;
      right: 0;
      bottom: 0;
      height: 3px;
      background: color-mix(in srgb, var(--rp-toast-accent) 18%, transparent);
    `,
    progressBar: css`
      height: 100%;
      background: var(--rp-toast-accent);
      transform-origin: left;
      /* Remaining time is information, not decoration, so the line keeps shrinking under
         prefers-reduced-motion: it is a thin bar moving slowly in place, nothing slides. */
      &[data-running='true'] {
        animation: ${shrink} linear forwards;
      }
    `,
    announcer: css`
      position: absolute;
      width: 1px;
      height: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
      border: 0;
    `,
  };
});
