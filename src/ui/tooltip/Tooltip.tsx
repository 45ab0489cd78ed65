import {
  Children,
  cloneElement,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { usePortalRoot } from '../portal-root';
import { useStore } from '../use-store';
import { lazyPart } from '../lazy-part';
import { useTooltipStore } from './tooltip-context';
import { createTooltipStore } from './tooltip-store';

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

/** The handlers and attributes the tooltip gives its trigger; the child's own ones still run first. */
interface TriggerProps {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A short description of its trigger: opens after resting the pointer on it
 * (700 ms, or at once right after another tooltip), at once on keyboard focus, never for touch; closes
 * on blur, Escape, pointer-down and click. Rendered in the instance's own root, never the host page.
 *
 * @example <Tooltip content="Kończy sesję na tym urządzeniu"><Button>Wyloguj się</Button></Tooltip>
 */
export function Tooltip({ content, children }: TooltipProps) {
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
  const child = Children.only(children) as ReactElement<TriggerProps & PreactFocusProps>;
  const childProps = ownHandlers(child.props);
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

  return (
    <>
      {cloneElement(child, { ...handlers, 'aria-describedby': describedBy || undefined })}
      {open &&
        createPortal(
          <tooltipBubble.Component id={id} trigger={triggerRef}>
            {content}
          </tooltipBubble.Component>,
          portalRoot,
        )}
    </>
  );
}

/** preact/compat stores `onFocus`/`onBlur` as `onfocusin`/`onfocusout` (React's bubbling focus events). */
interface PreactFocusProps {
  onfocusin?: TriggerProps['onFocus'];
  onfocusout?: TriggerProps['onBlur'];
}

/** The child's own props with its focus handlers found under either runtime's name. */
function ownHandlers(props: TriggerProps & PreactFocusProps): TriggerProps {
  return { ...props, onFocus: props.onFocus ?? props.onfocusin, onBlur: props.onBlur ?? props.onfocusout };
}

/** Whether focus came from the keyboard; engines without `:focus-visible` count every focus. */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
