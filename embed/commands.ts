import { raiderPanelEventNames, type RaiderPanelEventName } from '../src/instance/panel-events';
import { elementName } from './element-name';

/** Options of `RaiderPanel('mount', target, options)`: the element's properties. */
const mountOptionNames = ['route', 'routing', 'colorMode', 'api', 'config', 'uiLocale', 'nonce'] as const;

type Command = (...args: unknown[]) => unknown;

/** `navigate` and `raider-panel:navigate` both name the navigate event. */
function eventName(name: unknown): RaiderPanelEventName | null {
  if (typeof name !== 'string') return null;
  const full = name.startsWith(`${elementName}:`) ? name : `${elementName}:${name}`;
  return (raiderPanelEventNames as readonly string[]).includes(full) ? (full as RaiderPanelEventName) : null;
}

function describe(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/**
 * The commands of the page's `RaiderPanel(...)` function. Calls made before the script loaded were
 * queued by the page's snippet and run here in order; a call that cannot run warns and is skipped,
 * so one mistake does not stop the calls after it. Part of the loader (not the core): it needs none of
 * the element's code, and pages that never call it do not pay for it in the core.
 */
export function createCommandRunner(doc: Document = document): (args: ArrayLike<unknown>) => unknown {
  const warn = (message: string) => console.warn(`[raider-panel] ${message}`);

  /** Elements a command acts on: a selector's matches, or the element itself. */
  function targetsOf(command: string, target: unknown): Element[] {
    if (target instanceof Element) return [target];
    if (typeof target === 'string') {
      try {
        const found = [...doc.querySelectorAll(target)];
        if (found.length === 0) warn(`RaiderPanel('${command}', ${describe(target)}): nothing on the page matches; skipped`);
        return found;
      } catch {
        warn(`RaiderPanel('${command}', ${describe(target)}): not a valid CSS selector; skipped`);
        return [];
      }
    }
    warn(`RaiderPanel('${command}', …) needs a CSS selector or an element, got ${describe(target)}; skipped`);
    return [];
  }

  /** The panel at `target`: the target itself, its own panel child, or a new panel appended to it. */
  function panelAt(target: Element): HTMLElement {
    if (target.localName === elementName) return target as HTMLElement;
    const existing = [...target.children].find((child) => child.localName === elementName);
    if (existing) return existing as HTMLElement;
    const panel = doc.createElement(elementName);
    target.append(panel);
    return panel;
  }

  const commands: Record<string, Command> = {
    /** Puts a panel into every element matching `target` (or configures the panel already there). */
    mount(target, options = {}) {
      if (typeof options !== 'object' || options === null) {
        warn(`RaiderPanel('mount', …) options must be an object, got ${describe(options)}; skipped`);
        return [];
      }
      const known = Object.entries(options).filter(([name]) => {
        if ((mountOptionNames as readonly string[]).includes(name)) return true;
        warn(`RaiderPanel('mount', …) has no option ${describe(name)} (known: ${mountOptionNames.join(', ')}); ignored`);
        return false;
      });
      return targetsOf('mount', target).map((element) => {
        const panel = panelAt(element);
        // Properties, so objects (a config) pass as they are; set before the element is defined, the
        // element adopts them when it upgrades.
        for (const [name, value] of known) (panel as unknown as Record<string, unknown>)[name] = value;
        return panel;
      });
    },
    /** Removes the panels matching `target` or inside it; they unmount and leave nothing behind. */
    unmount(target) {
      const panels = targetsOf('unmount', target).flatMap((element) =>
        element.localName === elementName ? [element] : [...element.querySelectorAll(elementName)],
      );
      for (const panel of panels) panel.remove();
      return panels.length;
    },
    /** Listens on the document to an event of every panel of the page. */
    on(name, handler) {
      const event = eventName(name);
      if (!event)
        return warn(`RaiderPanel('on', ${describe(name)}, …): no such event (known: ${raiderPanelEventNames.join(', ')}); skipped`);
      if (typeof handler !== 'function') return warn(`RaiderPanel('on', ${describe(name)}, …) needs a function; skipped`);
      doc.addEventListener(event, handler as EventListener);
    },
    /** Stops a listener added with `on`. */
    off(name, handler) {
      const event = eventName(name);
      if (!event || typeof handler !== 'function')
        return warn(`RaiderPanel('off', ${describe(name)}, …): no such event or no function; skipped`);
      doc.removeEventListener(event, handler as EventListener);
    },
  };

  return (args) => {
    const [name, ...rest] = Array.from(args);
    const command = typeof name === 'string' && Object.prototype.hasOwnProperty.call(commands, name) ? commands[name] : undefined;
    if (!command) {
      warn(`unknown command ${describe(name)} (known: ${Object.keys(commands).join(', ')}); skipped`);
      return undefined;
    }
    try {
      return command(...rest);
    } catch (error) {
      console.error(`[raider-panel] RaiderPanel(${describe(name)}, …) failed`, error);
      return undefined;
    }
  };
}
