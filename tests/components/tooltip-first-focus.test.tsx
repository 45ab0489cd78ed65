import { afterEach, describe, expect, it } from 'vitest';
import { Tooltip } from '../../src/ui/tooltip';
import { getButton } from './helpers/dom';
import { renderInInstance } from './helpers/render-in-instance';
import { waitFor } from './helpers/wait-for';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** App code's `<Tooltip>`, from the barrel; its bubble's code is imported on the first opening. */
function renderDeferred(): HTMLElement {
  const { container, cleanup } = renderInInstance(
    <Tooltip content="Motyw kolorów: systemowy">
      <button type="button">Motyw</button>
    </Tooltip>,
  );
  cleanups.push(cleanup);
  return container;
}

describe('<Tooltip> focused right after its first render', () => {
  // Must run first in this file: the bubble's module, once loaded, stays loaded for the page.
  it('a trigger focused before anything settled keeps its element and focus, and then shows the tooltip', async () => {
    const container = renderDeferred();
    const trigger = getButton(container, 'Motyw');
    trigger.focus();
    expect(trigger.getAttribute('aria-describedby')).toBeNull();

    await waitFor(() => expect(trigger.getAttribute('aria-describedby')).toBeTruthy());
    expect(getButton(container, 'Motyw')).toBe(trigger);
    expect(document.activeElement).toBe(trigger);
    // The bubble's own code loads on this first opening.
    await waitFor(() => {
      const tooltip = document.getElementById(trigger.getAttribute('aria-describedby')!);
      expect(tooltip?.getAttribute('role')).toBe('tooltip');
      expect(tooltip?.textContent).toBe('Motyw kolorów: systemowy');
    });
  });

  it('a trigger not focused stays closed until it is', async () => {
    const container = renderDeferred();
    const trigger = getButton(container, 'Motyw');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trigger.getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
    trigger.focus();
    await waitFor(() => expect(document.querySelector('[role="tooltip"]')?.textContent).toBe('Motyw kolorów: systemowy'));
    trigger.blur();
    await waitFor(() => expect(document.querySelector('[role="tooltip"]')).toBeNull());
  });
});
