import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { usePortalRoot } from '../portal-root';
import { useStore } from '../use-store';
import { lazyPart } from '../lazy-part';
import { useTooltipStore } from './tooltip-context';
import { createTooltipStore } from './tooltip-store';
import { TooltipSlot, type TooltipLogicProps, type TriggerProps } from './TooltipSlot';

/**
 * The bubble, its placement and styles: loaded on the first hover or focus of any trigger (during the
 * 700 ms open delay, or at once for keyboard focus), so a page with tooltips loads no more than this.
 */
const tooltipBubble = lazyPart('tooltip', () => import('./TooltipBubble'));

export interface TooltipProps {
  /** What the tooltip says; it also becomes the trigger's accessible description while open. */
  content: ReactNode;
  /** Exactly one element that passes focus and pointer handlers to a DOM element (a button, a link). */
  children: ReactElement;
}

/**
 * A short description of its trigger (PLATFORM.md "Tooltips"): opens after resting the pointer on it
 * (700 ms, or at once right after another tooltip), at once on keyboard focus, never for touch; closes
 * on blur, Escape, pointer-down and click. Rendered in the instance's own root, never the host page.
 *
 * @example <Tooltip content="Kończy sesję na tym urządzeniu"><Button>Wyloguj się</Button></Tooltip>
 */
export function Tooltip(props: TooltipProps) {
  return <TooltipSlot {...props} Logic={TooltipLogic} />;
}

/** The tooltip's behaviour: gives the trigger (rendered by TooltipSlot) its handlers, shows the bubble. */
function TooltipLogic({ content, childProps, bind, focusedEarly }: TooltipLogicProps) {
  const store = useTooltipStore(createTooltipStore);
  const portalRoot = usePortalRoot();
  const [id] = useState(() => store.createId());
  const open = useStore(store.$openId) === id;
  // Taken from the events rather than a ref: components such as <Button> need not forward refs
  // (Preact and React 18 drop `ref` on function components), and the child's own ref stays untouched.
  const triggerRef = useRef<HTMLElement | null>(null);
  // Focus that follows a pointer press is not keyboard focus, even where :focus-visible is unknown.
  const pressed = useRef(false);
  // A trigger focused from the keyboard keeps its tooltip when the mouse merely passes over and leaves.
  const keyboardFocused = useRef(false);
  // The handlers are made once; they call the child's handlers of the latest render.
  const own = useRef(childProps);
  own.current = childProps;

  const openForKeyboard = useCallback(
    (trigger: HTMLElement) => {
      triggerRef.current = trigger;
      if (pressed.current || !isFocusVisible(trigger)) return;
      void tooltipBubble.preload();
      keyboardFocused.current = true;
      store.open(id);
    },
    [store, id],
  );

  const handlers = useMemo<TriggerProps>(
    () => ({
      onPointerEnter(event) {
        own.current.onPointerEnter?.(event);
        triggerRef.current = event.currentTarget;
        if (event.pointerType === 'touch') return;
        void tooltipBubble.preload();
        store.pointerEnter(id);
      },
      onPointerLeave(event) {
        own.current.onPointerLeave?.(event);
        pressed.current = false;
        if (!keyboardFocused.current) store.pointerLeave(id);
      },
      onPointerDown(event) {
        own.current.onPointerDown?.(event);
        pressed.current = true;
        keyboardFocused.current = false;
        store.close(id);
      },
      onClick(event) {
        own.current.onClick?.(event);
        keyboardFocused.current = false;
        store.close(id);
      },
      onFocus(event) {
        own.current.onFocus?.(event);
        openForKeyboard(event.currentTarget);
      },
      onBlur(event) {
        own.current.onBlur?.(event);
        pressed.current = false;
        keyboardFocused.current = false;
        store.close(id);
      },
    }),
    [store, id, openForKeyboard],
  );

  const describedBy = [childProps['aria-describedby'], open ? id : undefined].filter(Boolean).join(' ');
  useLayoutEffect(() => bind({ ...handlers, 'aria-describedby': describedBy || undefined }), [handlers, describedBy, bind]);

  // A keyboard raider may have reached the trigger before this code loaded: the tooltip opens as if the
  // focus came now.
  useEffect(() => {
    const early = focusedEarly.current;
    if (early && (early.getRootNode() as Document | ShadowRoot).activeElement === early) {
      openForKeyboard(early);
    }
  }, [focusedEarly, openForKeyboard]);

  // A tooltip removed while open (its page left) must not stay open in the store.
  useEffect(() => () => store.close(id), [store, id]);

  // Escape closes from anywhere, also when the pointer opened it and focus is elsewhere. Listening on
  // the document only while open: a closed tooltip costs no listener.
  useEffect(() => {
    if (!open) return;
    const doc = triggerRef.current?.ownerDocument ?? document;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') store.close(id);
    };
    doc.addEventListener('keydown', onKeyDown, true);
    return () => doc.removeEventListener('keydown', onKeyDown, true);
  }, [open, store, id]);

  return open
    ? createPortal(
        <tooltipBubble.Component id={id} trigger={triggerRef}>
          {content}
        </tooltipBubble.Component>,
        portalRoot,
      )
    : null;
}

/** Whether focus came from the keyboard; engines without `:focus-visible` count every focus. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** For import() by DeferredTooltip: the logic beside the trigger. */
export default TooltipLogic;
