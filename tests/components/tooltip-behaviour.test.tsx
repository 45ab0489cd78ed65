import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { createTooltipStore } from '../../src/ui/tooltip/tooltip-store';
import { Tooltip } from '../../src/ui/tooltip/Tooltip';
import { getButton, textOf } from './helpers/dom';
import { renderInInstance } from './helpers/render-in-instance';
import { fakeTimersPerTest } from './helpers/fake-timers';

interface Harness {
  container: HTMLElement;
  portal: HTMLElement;
  /** Every call of the child's own handlers, to prove they still run (and run once). */
  calls: string[];
}

const cleanups: Array<() => void> = [];

/** Two tooltip triggers inside the providers an app instance gives, with a portal root of their own. */
function render(extra: ReactNode = null): Harness {
  const calls: string[] = [];
  const { container, portal, cleanup } = renderInInstance(
    <>
      <Tooltip content="Zapisuje zmiany">
        <button
          type="button"
          aria-describedby="own-hint"
          onPointerEnter={() => calls.push('pointerenter')}
          onFocus={() => calls.push('focus')}
          onBlur={() => calls.push('blur')}
          onClick={() => calls.push('click')}
        >
          Zapisz
        </button>
      </Tooltip>
      <Tooltip content="Usuwa wpis">
        <button type="button">Usuń</button>
      </Tooltip>
      {extra}
    </>,
    { tooltipStore: createTooltipStore() },
  );
  cleanups.push(cleanup);
  return { container, portal, calls };
}

/** Lets both runtimes render: React's scheduler and Preact's microtasks and (timer-driven) effects. */
async function tick(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(50);
  }
}

/** The tooltips rendered and settled, with the 'Zapisz' button (the first trigger) to act on. */
async function renderedSave(): Promise<{ harness: Harness; save: HTMLButtonElement }> {
  const harness = render();
  await tick();
  return { harness, save: getButton(harness.container, 'Zapisz') };
}

/** Pointer events as a browser sends them; React listens to over/out, Preact to enter/leave. */
function hover(element: Element, pointerType = 'mouse'): void {
  element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType }));
  element.dispatchEvent(new PointerEvent('pointerenter', { pointerType }));
}

function unhover(element: Element, pointerType = 'mouse'): void {
  element.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType, relatedTarget: document.body }));
  element.dispatchEvent(new PointerEvent('pointerleave', { pointerType, relatedTarget: document.body }));
}

function tooltips(harness: Harness): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[role="tooltip"]')].filter(
    (element) => harness.portal.contains(element) || harness.container.contains(element),
  );
}

/** The open tooltip of `trigger`: its aria-describedby names exactly one role=tooltip element. */
function describedTooltip(trigger: HTMLElement): HTMLElement | null {
  const ids = (trigger.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const found = ids.map((id) => document.getElementById(id)).filter((element) => element?.getAttribute('role') === 'tooltip');
  if (found.length > 1) throw new Error('more than one tooltip describes the trigger');
  return found[0] ?? null;
}

async function openByKeyboard(trigger: HTMLElement): Promise<HTMLElement> {
  trigger.focus();
  await tick();
  const tooltip = describedTooltip(trigger);
  if (!tooltip) throw new Error('tooltip did not open on focus');
  return tooltip;
}

describe('<Tooltip>', () => {
  // The bubble loads with import() on the first hover or focus.
  fakeTimersPerTest(cleanups, () => import('../../src/ui/tooltip/TooltipBubble'));

  it('is closed at first: no role=tooltip element, the trigger keeps only its own description', async () => {
    const { harness, save } = await renderedSave();
    expect(tooltips(harness)).toEqual([]);
    expect(save.getAttribute('aria-describedby')).toBe('own-hint');
    expect(getButton(harness.container, 'Usuń').hasAttribute('aria-describedby')).toBe(false);
  });

  it('opens on mouse hover after 700 ms, described by a role=tooltip with the text, in the portal root', async () => {
    const { harness, save } = await renderedSave();
    hover(save);
    await vi.advanceTimersByTimeAsync(699);
    expect(tooltips(harness)).toEqual([]);
    await tick(1);
    const tooltip = describedTooltip(save);
    expect(tooltip).not.toBeNull();
    expect(textOf(tooltip)).toBe('Zapisuje zmiany');
    expect(save.getAttribute('aria-describedby')?.split(' ')).toEqual(['own-hint', tooltip!.id]);
    expect(harness.portal.contains(tooltip)).toBe(true);
    expect(harness.container.contains(tooltip)).toBe(false);
    expect(getComputedStyle(tooltip!).position).toBe('fixed');
    expect(harness.calls).toEqual(['pointerenter']);
  });

  it('a touch pointer does not open it', async () => {
    const { harness, save } = await renderedSave();
    hover(save, 'touch');
    await tick(2000);
    expect(tooltips(harness)).toEqual([]);
    expect(save.getAttribute('aria-describedby')).toBe('own-hint');
    // The child's own handler still ran.
    expect(harness.calls).toEqual(['pointerenter']);
  });

  it('leaving before the delay keeps it closed', async () => {
    const { harness, save } = await renderedSave();
    hover(save);
    await vi.advanceTimersByTimeAsync(400);
    unhover(save);
    await tick(2000);
    expect(tooltips(harness)).toEqual([]);
  });

  it('opens at once on keyboard focus and closes on blur', async () => {
    const { harness, save } = await renderedSave();
    save.focus();
    // No timers advanced: only the renders the focus caused.
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(describedTooltip(save))).toBe('Zapisuje zmiany');
    expect(harness.calls).toEqual(['focus']);
    save.blur();
    await tick();
    expect(tooltips(harness)).toEqual([]);
    expect(save.getAttribute('aria-describedby')).toBe('own-hint');
    expect(harness.calls).toEqual(['focus', 'blur']);
  });

  it('Escape closes it, also when focus is elsewhere', async () => {
    const harness = render(<input aria-label="elsewhere" />);
    await tick();
    const remove = getButton(harness.container, 'Usuń');
    hover(remove);
    await tick(700);
    expect(describedTooltip(remove)).not.toBeNull();
    harness.container.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await tick();
    expect(tooltips(harness)).toEqual([]);
    expect(remove.hasAttribute('aria-describedby')).toBe(false);
  });

  it('other keys do not close it', async () => {
    const { save } = await renderedSave();
    await openByKeyboard(save);
    save.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    await tick();
    expect(describedTooltip(save)).not.toBeNull();
  });

  it('pointer-down closes it', async () => {
    const { harness, save } = await renderedSave();
    hover(save);
    await tick(700);
    expect(describedTooltip(save)).not.toBeNull();
    save.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    await tick();
    expect(tooltips(harness)).toEqual([]);
  });

  it('click closes it (Enter or Space on a focused button) and the child click handler still runs', async () => {
    const { harness, save } = await renderedSave();
    await openByKeyboard(save);
    save.click();
    await tick();
    expect(tooltips(harness)).toEqual([]);
    expect(harness.calls).toEqual(['focus', 'click']);
  });

  it('focus that follows a pointer press does not open it', async () => {
    const { harness, save } = await renderedSave();
    save.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }));
    save.focus();
    await tick();
    expect(tooltips(harness)).toEqual([]);
  });

  it('moving to the other trigger within 300 ms of closing opens it at once; one tooltip at a time', async () => {
    const { harness, save } = await renderedSave();
    const remove = getButton(harness.container, 'Usuń');
    hover(save);
    await tick(700);
    unhover(save);
    await vi.advanceTimersByTimeAsync(200);
    hover(remove);
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(describedTooltip(remove))).toBe('Usuwa wpis');
    expect(tooltips(harness)).toHaveLength(1);
    expect(save.getAttribute('aria-describedby')).toBe('own-hint');
  });

  it('gives each tooltip its own id', async () => {
    const { harness, save } = await renderedSave();
    const remove = getButton(harness.container, 'Usuń');
    const first = (await openByKeyboard(save)).id;
    save.blur();
    const second = (await openByKeyboard(remove)).id;
    expect(first).not.toBe(second);
  });

  it('closes and removes its bubble when the trigger unmounts while open', async () => {
    const harness = render();
    await tick();
    await openByKeyboard(getButton(harness.container, 'Zapisz'));
    for (const cleanup of cleanups.splice(0)) cleanup();
    await tick();
    expect(document.querySelectorAll('[role="tooltip"]')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
