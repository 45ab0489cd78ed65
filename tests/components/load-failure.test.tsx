import { afterEach, describe, expect, it } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { EmotionContext, createInstanceEmotion } from '../../src/ui';
import { LoadFailure } from '../../src/ui/LoadFailure';
import { waitForElement } from './helpers/wait-for';

const mounted: Array<{ root: Root; elements: HTMLElement[] }> = [];
afterEach(() => {
  for (const { root, elements } of mounted.splice(0)) {
    root.unmount();
    for (const element of elements) element.remove();
  }
});

describe('LoadFailure', () => {
  it('announces the Polish message and tries again on "Spróbuj ponownie"', async () => {
    const container = document.createElement('div');
    const styles = document.createElement('div');
    document.body.append(styles, container);
    const root = createRoot(container);
    mounted.push({ root, elements: [container, styles] });
    let retries = 0;
    root.render(
      <EmotionContext.Provider value={createInstanceEmotion({ container: styles })}>
        <LoadFailure message="Serwer gildii chwilowo niedostępny." onRetry={() => (retries += 1)} />
      </EmotionContext.Provider>,
    );
    const button = await waitForElement(container, 'button');
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Serwer gildii chwilowo niedostępny.');
    expect(button.textContent).toBe('Spróbuj ponownie');
    button.click();
    button.click();
    expect(retries).toBe(2);
  });
});
