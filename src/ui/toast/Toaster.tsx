import { useCallback, useRef } from 'react';
import { lazyPart } from '../lazy-part';
import { usePortalRoot } from '../portal-root';
import { useStore } from '../use-store';
import { swipeDirectionOf, type ToastPosition } from './swipe-direction';
import { useToastStore } from './toast-context';
import { toastLabelsOf, type ToastLabels } from './toast-labels';
import { useUiStrings } from '../ui-strings-context';
import { useToasterStyles } from './toaster-styles';
import { hasFocusWithin, useToastKeyboard } from './use-toast-keyboard';
import { usePauseTimers } from './use-pause-timers';
import { useClearOfFocusedField } from './use-clear-of-focused-field';

/** Toasts, their styles, swipe and progress: loaded when the first toast is shown. */
const toastList = lazyPart('toast list', () => import('./ToastList'));

export interface ToasterProps {
  /** Viewport corner (or edge centre) of the region; also sets the swipe direction. @default 'bottom-right' */
  position?: ToastPosition;
  /** The toaster's own strings. @default the instance's `ui-locale` words (English unless set) */
  labels?: Partial<ToastLabels>;
}

/**
 * The notification region of one app instance, rendered by `<App>` as its last child so it sits inside
 * the instance's root (and shadow root): styled by the instance's sheet, never in the host document.
 * Fixed to the viewport corner, newest toast first in tab order. The region (F8, Escape, pauses) is
 * always there; the list inside it is loaded once there is a toast to show.
 */
export function Toaster({ position: configured = 'bottom-right', labels }: ToasterProps) {
  const styles = useToasterStyles();
  const store = useToastStore();
  const instanceRoot = usePortalRoot();
  // Never over the field a raider is typing in: the region moves to the other edge meanwhile.
  const position = useClearOfFocusedField(instanceRoot, configured);
  const toasts = useStore(store.$toasts);
  const regionRef = useRef<HTMLDivElement>(null);
  const strings = useUiStrings();
  const text = { ...toastLabelsOf(strings), ...labels };
  const swipeDirection = swipeDirectionOf(position);

  usePauseTimers(regionRef, store);
  useToastKeyboard(regionRef, instanceRoot, store);

  const close = useCallback(
    (id: string) => {
      const region = regionRef.current;
      // The closed toast is about to leave the DOM: focus inside it would fall to <body>.
      if (region && hasFocusWithin(region)) region.focus();
      store.close(id);
    },
    [store],
  );

  return (
    <div
      ref={regionRef}
      className={styles.region}
      role="region"
      aria-label={text.region}
      tabIndex={-1}
      data-position={position}
      data-direction={swipeDirection}
    >
      {toasts.length > 0 && <toastList.Component toasts={toasts} labels={text} swipeDirection={swipeDirection} onClose={close} />}
    </div>
  );
}
