import { describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { EmotionContext, PortalRootContext, createInstanceEmotion } from '../../src/ui';
import { ToastContext, useToast, type ToastApi, type ToastStore } from '../../src/ui/toast';
import { createToastStore } from '../../src/ui/toast/toast-store';
import { Toaster } from '../../src/ui/toast/Toaster';
import { textOf } from './helpers/dom';
import { hover, unhover } from './helpers/pointer';
import { fakeTimersPerTest } from './helpers/fake-timers';

interface Harness {
  /** The instance root: what `usePortalRoot()` gives and where the toaster renders. */
  root: HTMLElement;
  store: ToastStore;
  /** The API app code gets from `useToast()`, captured from a component inside the instance. */
  api: () => ToastApi;
  unmount: () => void;
}

const cleanups: Array<() => void> = [];

/** A `<Toaster />` inside the providers an app instance gives it, plus a button and a `useToast()` user. */
function render(): Harness {
  const styles = document.createElement('div');
  const root = document.createElement('div');
  document.body.append(styles, root);
  const emotion = createInstanceEmotion({ container: styles });
  const store = createToastStore();
  let api: ToastApi | null = null;
  function AppCode() {
    api = useToast();
    return (
      <button type="button" data-testid="page-button">
        Zapisz
      </button>
    );
  }
  const reactRoot: Root = createRoot(root);
  reactRoot.render(
    <EmotionContext.Provider value={emotion}>
      <PortalRootContext.Provider value={root}>
        <ToastContext.Provider value={store}>
          <AppCode />
          <Toaster />
        </ToastContext.Provider>
      </PortalRootContext.Provider>
    </EmotionContext.Provider>,
  );
  let unmounted = false;
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    reactRoot.unmount();
    store.destroy();
    emotion.sheet.flush();
    styles.remove();
    root.remove();
  };
  cleanups.push(unmount);
  return {
    root,
    store,
    api: () => {
      if (!api) throw new Error('AppCode has not rendered');
      return api;
    },
    unmount,
  };
}

/**
 * Lets both runtimes render: React's scheduler and Preact's debounced renders and effects (Preact runs
 * effects after a frame or a 35 ms timer). Moves the fake clock by about 150 ms; time rules cross their
 * boundaries with `advance()` instead, which moves it exactly.
 */
async function tick(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(50);
  }
}

/**
 * The Toaster rendered and settled, showing `toasts` added in this order through useToast();
 * `addedAt` is the fake clock's time when they were added, for timing their closing.
 */
async function renderShowing(...toasts: Array<Parameters<ToastApi['add']>[0]>): Promise<Harness & { addedAt: number }> {
  const harness = render();
  await tick();
  const addedAt = Date.now();
  for (const toast of toasts) harness.api().add(toast);
  await tick();
  return { ...harness, addedAt };
}

/** Two panels on one page, each with its own Toaster, rendered and settled. */
async function twoInstances(): Promise<{ left: Harness; right: Harness }> {
  const left = render();
  const right = render();
  await tick();
  return { left, right };
}

/** Moves the fake clock by exactly `ms`, running the timers due on the way. */
async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

function region(harness: Harness): HTMLElement {
  const found = harness.root.querySelectorAll<HTMLElement>('[role="region"]');
  if (found.length !== 1) throw new Error(`expected one region, found ${found.length}`);
  return found[0]!;
}

function toastItems(harness: Harness): HTMLElement[] {
  return [...region(harness).querySelectorAll<HTMLElement>('li')];
}

/** Title of each toast in DOM order, closed ones marked. */
function shown(harness: Harness): string[] {
  return toastItems(harness).map((item) => {
    const title = textOf(item.querySelector('p'));
    return item.dataset.state === 'closed' ? `${title} (closed)` : title;
  });
}

function toastTitled(harness: Harness, title: string): HTMLElement {
  const found = toastItems(harness).filter((item) => textOf(item.querySelector('p')) === title);
  if (found.length !== 1) throw new Error(`expected one toast titled ${title}, found ${found.length}`);
  return found[0]!;
}

function closeButton(toast: HTMLElement): HTMLButtonElement {
  const buttons = [...toast.querySelectorAll('button')].filter((button) => button.getAttribute('aria-label') === 'Close');
  if (buttons.length !== 1) throw new Error(`expected one Close button, found ${buttons.length}`);
  return buttons[0]!;
}

function press(target: EventTarget, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, code: key, bubbles: true, composed: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function pointer(target: Element, type: string, x: number, y = 100, init: PointerEventInit = {}): void {
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      pointerId: 1,
      pointerType: 'mouse',
      ...init,
    }),
  );
}

/** A mouse swipe as a browser sends it: down, a few moves, up, then the click that ends it. */
function swipe(target: Element, distances: number[], { fromX = 100, dy = 0 } = {}): void {
  pointer(target, 'pointerdown', fromX);
  for (const distance of distances) pointer(target, 'pointermove', fromX + distance, 100 + dy);
  const last = distances.at(-1) ?? 0;
  pointer(target, 'pointerup', fromX + last, 100 + dy);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

describe('<Toaster />', () => {
  // The toasts themselves load with import() when the first one shows (ToastList).
  fakeTimersPerTest(cleanups, () => import('../../src/ui/toast/ToastList'));

  it('renders one notification region in the instance root: role region, tabindex -1, label "Notifications (F8)", bottom-right', async () => {
    const harness = render();
    await tick();
    const element = region(harness);
    expect(element.getAttribute('aria-label')).toBe('Notifications (F8)');
    expect(element.tabIndex).toBe(-1);
    expect(element.getAttribute('data-position')).toBe('bottom-right');
    expect(element.getAttribute('data-direction')).toBe('right');
    // Rendered after the page content, as the last child of the instance root.
    expect(harness.root.lastElementChild).toBe(element);
  });

  it('shows title, description and a Close button; useToast().add returns the id', async () => {
    const harness = render();
    await tick();
    const id = harness.api().add({ title: 'Zalogowano', description: 'Witaj, Mirabelka!' });
    await tick();
    const toast = toastTitled(harness, 'Zalogowano');
    expect(toast.dataset.toastId).toBe(id);
    expect(textOf(toast.querySelectorAll('p')[1])).toBe('Witaj, Mirabelka!');
    expect(closeButton(toast).type).toBe('button');
  });

  it('the Close button closes the toast, which leaves the list 200 ms later', async () => {
    const harness = await renderShowing({ title: 'A' }, { title: 'B' });
    closeButton(toastTitled(harness, 'A')).click();
    await tick();
    expect(shown(harness)).toEqual(['B', 'A (closed)']);
    await advance(50);
    await tick();
    expect(shown(harness)).toEqual(['B']);
  });

  it('closing from the keyboard returns focus to the region', async () => {
    const harness = await renderShowing({ title: 'A' });
    const button = closeButton(toastTitled(harness, 'A'));
    button.focus();
    expect(document.activeElement).toBe(button);
    button.click(); // Enter or Space on a button is a click
    await tick();
    await tick();
    expect(shown(harness)).toEqual([]);
    expect(document.activeElement).toBe(region(harness));
  });

  it('lists the newest toast first (tab order), and keeps 5', async () => {
    const harness = render();
    await tick();
    for (const title of ['1', '2', '3', '4', '5', '6']) harness.api().add({ title });
    await tick();
    expect(shown(harness)).toEqual(['6', '5', '4', '3', '2']);
    expect(toastItems(harness).map((item) => item.tabIndex)).toEqual([0, 0, 0, 0, 0]);
  });

  it('Escape closes every open toast when focus is in the region, and focus stays on the region', async () => {
    const harness = await renderShowing({ title: 'A' }, { title: 'B', duration: Infinity });
    const newest = toastTitled(harness, 'B');
    newest.focus();
    press(newest, 'Escape');
    await tick();
    expect(shown(harness)).toEqual(['B (closed)', 'A (closed)']);
    expect(document.activeElement).toBe(region(harness));
    await tick();
    expect(shown(harness)).toEqual([]);
  });

  it('Escape from elsewhere in the instance closes them too; from outside the instance it does not', async () => {
    const harness = await renderShowing({ title: 'A' });
    press(document.body, 'Escape');
    await tick();
    expect(shown(harness)).toEqual(['A']);
    const pageButton = harness.root.querySelector<HTMLElement>('[data-testid="page-button"]')!;
    pageButton.focus();
    press(pageButton, 'Escape');
    await tick();
    expect(shown(harness)).toEqual(['A (closed)']);
    // Focus was not in the region: it stays where the raider was.
    expect(document.activeElement).toBe(pageButton);
  });

  it('F8 focuses the region; the window listeners go away on unmount', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const harness = render();
    await tick();
    const element = region(harness);
    press(document.body, 'F7');
    expect(document.activeElement).not.toBe(element);
    press(document.body, 'F8');
    expect(document.activeElement).toBe(element);

    const keydownListeners = (spy: typeof added) =>
      spy.mock.calls.filter(([type]) => type === 'keydown').map(([, listener, options]) => [listener, options]);
    expect(keydownListeners(added)).toHaveLength(2);
    harness.unmount();
    expect(keydownListeners(removed)).toEqual(keydownListeners(added));
    const windowTypes = (spy: typeof added) => spy.mock.calls.map(([type]) => type).sort();
    expect(windowTypes(removed)).toEqual(windowTypes(added));
    added.mockRestore();
    removed.mockRestore();
  });

  it('closes by itself after 5000 ms; the progress line shows the remaining time', async () => {
    const harness = await renderShowing({ title: 'A' });
    const added = harness.addedAt;
    const progress = toastTitled(harness, 'A').querySelector<HTMLElement>('[data-duration]')!;
    expect(progress.dataset.duration).toBe('5000');
    expect(progress.getAttribute('aria-hidden')).toBe('true');
    const bar = progress.firstElementChild as HTMLElement;
    expect(bar.dataset.running).toBe('true');
    expect(bar.style.animationDuration).toBe('5000ms');
    await advance(added + 4999 - Date.now());
    expect(shown(harness)).toEqual(['A']);
    await advance(1);
    await tick();
    expect(shown(harness)).toEqual(['A (closed)']);
  });

  it('pauses while the pointer is over the region and resumes with the time that remained', async () => {
    const harness = await renderShowing({ title: 'A' });
    const added = harness.addedAt;
    await advance(added + 1000 - Date.now());
    hover(region(harness));
    await advance(20_000);
    await tick();
    expect(shown(harness)).toEqual(['A']);
    const progress = toastTitled(harness, 'A').querySelector<HTMLElement>('[data-duration]')!;
    const bar = progress.firstElementChild as HTMLElement;
    // Held at the remaining fraction: 4000 of 5000 ms.
    expect(bar.dataset.running).toBe('false');
    expect(progress.dataset.remaining).toBe('4000');
    expect(bar.style.transform).toBe('scaleX(0.8)');
    unhover(region(harness));
    await advance(3999);
    expect(shown(harness)).toEqual(['A']);
    await advance(1);
    await tick();
    expect(shown(harness)).toEqual(['A (closed)']);
  });

  it('pauses while focus is inside the region and while the window is blurred, each reason on its own', async () => {
    const harness = await renderShowing({ title: 'A' });
    const toast = toastTitled(harness, 'A');
    toast.focus();
    const remaining = () => Number(toast.querySelector<HTMLElement>('[data-duration]')!.dataset.remaining);
    window.dispatchEvent(new Event('blur'));
    await advance(10_000);
    // Focus leaves the region, but the window is still blurred.
    harness.root.querySelector<HTMLElement>('[data-testid="page-button"]')!.focus();
    await advance(10_000);
    await tick();
    expect(shown(harness)).toEqual(['A']);
    const left = remaining();
    expect(left).toBeGreaterThan(4000);
    window.dispatchEvent(new Event('focus'));
    await advance(left - 1);
    expect(shown(harness)).toEqual(['A']);
    await advance(1);
    await tick();
    expect(shown(harness)).toEqual(['A (closed)']);
  });

  it('moving focus between toasts keeps the timers paused', async () => {
    const harness = await renderShowing({ title: 'A' }, { title: 'B' });
    toastTitled(harness, 'B').focus();
    closeButton(toastTitled(harness, 'B')).focus();
    toastTitled(harness, 'A').focus();
    await advance(10_000);
    await tick();
    expect(shown(harness)).toEqual(['B', 'A']);
  });

  it('announces each toast in its own live region: polite by default, assertive in the foreground', async () => {
    const harness = await renderShowing(
      { title: 'Zalogowano', description: 'Witaj!', tone: 'success' },
      { title: 'Nie zapisano', tone: 'error', foreground: true },
    );
    const live = (title: string) => toastTitled(harness, title).querySelector<HTMLElement>('[aria-live]')!;
    expect(live('Zalogowano').getAttribute('aria-live')).toBe('polite');
    expect(live('Nie zapisano').getAttribute('aria-live')).toBe('assertive');
    expect(live('Zalogowano').getAttribute('aria-atomic')).toBe('true');
    expect(textOf(live('Zalogowano'))).toBe('Success. Zalogowano. Witaj!');
    expect(textOf(live('Nie zapisano'))).toBe('Error. Nie zapisano');
  });

  it('marks success and error with an icon and a word, not colour alone; info has neither', async () => {
    const harness = await renderShowing(
      { title: 'ok', tone: 'success', duration: 0 },
      { title: 'bad', tone: 'error', duration: 0 },
      { title: 'fyi', duration: 0 },
    );
    const marks = (title: string) => {
      const toast = toastTitled(harness, title);
      // Icons other than the close button's; visible text outside the screen-reader announcement.
      const icons = [...toast.querySelectorAll('svg')].filter((svg) => !svg.closest('button'));
      const words = [...toast.querySelectorAll('span, p')].filter((element) => !element.closest('[aria-live]')).map(textOf);
      return { tone: toast.dataset.tone, icons: icons.length, words };
    };
    expect(marks('ok')).toEqual({ tone: 'success', icons: 1, words: ['Success', 'ok'] });
    expect(marks('bad')).toEqual({ tone: 'error', icons: 1, words: ['Error', 'bad'] });
    expect(marks('fyi')).toEqual({ tone: 'info', icons: 0, words: ['fyi'] });
  });

  it('duration 0 shows no progress line and never closes', async () => {
    const harness = render();
    await tick();
    harness.api().add({ title: 'A', duration: 0 });
    await advance(60_000);
    await tick();
    expect(shown(harness)).toEqual(['A']);
    expect(toastTitled(harness, 'A').querySelector('[data-duration]')).toBeNull();
  });
});

describe('<Toaster /> swipe', () => {
  fakeTimersPerTest(cleanups);

  it('a swipe right past 50 px closes the toast', async () => {
    const harness = await renderShowing({ title: 'A', duration: Infinity });
    const toast = toastTitled(harness, 'A');
    swipe(toast, [5, 30, 51]);
    expect(toast.dataset.swipe).toBe('end');
    await tick();
    expect(shown(harness)).toEqual(['A (closed)']);
  });

  it('a swipe under the threshold snaps back, and the click that ends it is swallowed', async () => {
    const harness = await renderShowing({ title: 'A', duration: Infinity });
    const toast = toastTitled(harness, 'A');
    const clicks: string[] = [];
    harness.root.addEventListener('click', () => clicks.push('click'));
    // Started on the Close button: without the swallowing, the final click would press it.
    swipe(closeButton(toast), [5, 30, 50]);
    expect(toast.dataset.swipe).toBe('cancel');
    expect(toast.style.getPropertyValue('--rp-swipe-x')).toBe('0px');
    await tick();
    expect(shown(harness)).toEqual(['A']);
    expect(clicks).toEqual([]);
    // The guard is gone by the next task: a real click on Close works again.
    await tick();
    closeButton(toast).click();
    await tick();
    expect(clicks).toEqual(['click']);
    expect(shown(harness)).toEqual(['A (closed)']);
  });

  it('follows the pointer while moving, clamped so it never goes the wrong way', async () => {
    const harness = await renderShowing({ title: 'A', duration: Infinity });
    const toast = toastTitled(harness, 'A');
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointermove', 140, 110);
    expect([toast.dataset.swipe, toast.style.getPropertyValue('--rp-swipe-x'), toast.style.getPropertyValue('--rp-swipe-y')]).toEqual([
      'move',
      '40px',
      '0px',
    ]);
    pointer(toast, 'pointermove', 60);
    expect(toast.style.getPropertyValue('--rp-swipe-x')).toBe('0px');
    pointer(toast, 'pointerup', 60);
    await tick();
    expect(shown(harness)).toEqual(['A']);
  });

  it('moving the wrong way first cancels the gesture, even if it then goes far right', async () => {
    const harness = await renderShowing({ title: 'A', duration: Infinity });
    const toast = toastTitled(harness, 'A');
    swipe(toast, [-10, 40, 200]);
    await tick();
    expect(toast.dataset.swipe).toBeUndefined();
    expect(shown(harness)).toEqual(['A']);
  });

  it('a plain click (no movement) is not swallowed', async () => {
    const harness = await renderShowing({ title: 'A', duration: Infinity });
    swipe(closeButton(toastTitled(harness, 'A')), []);
    await tick();
    expect(shown(harness)).toEqual(['A (closed)']);
  });
});

describe('two instances on one page', () => {
  fakeTimersPerTest(cleanups);

  it('F8 focuses the region of the instance whose newest toast is newest', async () => {
    const { left, right } = await twoInstances();
    left.api().add({ title: 'left 1', duration: Infinity });
    await advance(10);
    right.api().add({ title: 'right 1', duration: Infinity });
    await advance(10);
    press(document.body, 'F8');
    expect(document.activeElement).toBe(region(right));

    left.api().add({ title: 'left 2', duration: Infinity });
    await advance(10);
    press(document.body, 'F8');
    expect(document.activeElement).toBe(region(left));
  });

  it('closed toasts do not count; with none open anywhere the first instance takes it', async () => {
    const { left, right } = await twoInstances();
    left.api().add({ title: 'left', duration: Infinity });
    await advance(10);
    const id = right.api().add({ title: 'right', duration: Infinity });
    await advance(10);
    right.api().close(id);
    press(document.body, 'F8');
    expect(document.activeElement).toBe(region(left));
    left.api().closeAll();
    (document.activeElement as HTMLElement).blur();
    press(document.body, 'F8');
    expect(document.activeElement).toBe(region(left));
  });

  it('Escape in one instance leaves the other instance’s toasts open', async () => {
    const { left, right } = await twoInstances();
    left.api().add({ title: 'left' });
    right.api().add({ title: 'right' });
    await tick();
    const toast = toastTitled(left, 'left');
    toast.focus();
    press(toast, 'Escape');
    await tick();
    expect(shown(left)).toEqual(['left (closed)']);
    expect(shown(right)).toEqual(['right']);
  });
});
