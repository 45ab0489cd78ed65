import { createStyles } from '../emotion';

/**
 * Styles of the notification region, which is always there (F8 focuses it even before the first toast).
 * The toasts' own styles load with the toast list (toast-styles.ts). The custom properties set here
 * per position tell the toasts which way to enter and leave.
 */
export const useToasterStyles = createStyles(({ css }) => ({
  region: css`
    /* Fixed: the corner of the viewport, also for a widget in the middle of a host page. */
    position: fixed;
    z-index: 2147483000;
    width: min(380px, calc(100vw - 32px));
    max-height: calc(100vh - 32px);
    display: flex;
    flex-direction: column;
    outline: none;
    /* A toast sliding in from beyond the edge must not widen the page (a phone would scroll sideways):
       clipped 16 px outside the region, which is exactly the viewport's edge; shadows still show. */
    overflow: clip;
    overflow-clip-margin: 16px;
    &[data-position^='bottom'] {
      bottom: 16px;
    }
    &[data-position^='top'] {
      top: 16px;
    }
    &[data-position$='right'] {
      right: 16px;
      --rp-toast-enter-x: calc(100% + 16px);
    }
    &[data-position$='left'] {
      left: 16px;
      --rp-toast-enter-x: calc(-100% - 16px);
    }
    &[data-position$='center'] {
      left: 50%;
      transform: translateX(-50%);
    }
    &[data-position='top-center'] {
      --rp-toast-enter-y: -100%;
    }
    &[data-position='bottom-center'] {
      --rp-toast-enter-y: 100%;
    }
    &[data-direction='right'] {
      --rp-toast-exit-x: calc(100% + 16px);
    }
    &[data-direction='left'] {
      --rp-toast-exit-x: calc(-100% - 16px);
    }
    &[data-direction='up'] {
      --rp-toast-exit-y: -100%;
    }
    &[data-direction='down'] {
      --rp-toast-exit-y: 100%;
    }
    &:focus-visible {
      outline: 3px solid var(--rp-focus);
      outline-offset: 4px;
      border-radius: var(--rp-radius);
      /* The region floats over the host page, whatever its colours: the ring gets the app's own
         background on both sides (the 4 px gap and 3 px beyond), so it keeps its 3:1 anywhere. */
      box-shadow: 0 0 0 10px var(--rp-bg);
    }
  `,
}));
