import {
  Children,
  cloneElement,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import type { TooltipProps } from './Tooltip';

/** The handlers and attributes the tooltip logic gives its trigger; the child's own ones still run first. */
export interface TriggerProps {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** What the slot hands the tooltip logic. */
export interface TooltipLogicProps {
  content: TooltipProps['content'];
  /** The child's own props, with its focus handlers under React's names whatever the runtime. */
  childProps: TriggerProps;
  /** Gives the trigger the logic's handlers and description. */
  bind: (props: TriggerProps) => void;
  /** The trigger, when it was focused before the logic was there (it may be focused still). */
  focusedEarly: RefObject<HTMLElement | null>;
}

export interface TooltipSlotProps extends TooltipProps {
  /** The tooltip's logic: loaded after the first paint in app code, imported directly by tests. */
  Logic: ComponentType<TooltipLogicProps>;
}

/**
 * Keeps a tooltip's trigger at one place in the tree while its logic arrives beside it, so the trigger's
 * element is never replaced: a raider who focused it before the logic loaded keeps focus (a component
 * swap would recreate the element and drop focus to the page), and then sees the tooltip.
 */
export function TooltipSlot({ content, children, Logic }: TooltipSlotProps) {
  const [bound, bind] = useState<TriggerProps | null>(null);
  const focusedEarly = useRef<HTMLElement | null>(null);
  const child = Children.only(children) as ReactElement<TriggerProps & PreactFocusProps>;
  const childProps = ownHandlers(child.props);
  const early: TriggerProps = {
    onFocus(event) {
      childProps.onFocus?.(event);
      focusedEarly.current = event.currentTarget;
    },
  };
  return (
    <>
      {cloneElement(child, bound ?? early)}
      <Logic content={content} childProps={childProps} bind={bind} focusedEarly={focusedEarly} />
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
