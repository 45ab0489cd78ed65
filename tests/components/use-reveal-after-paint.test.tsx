import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useRevealAfterPaint } from '../../src/pages/raid-schedule/use-reveal-after-paint';
import { waitFor } from './helpers/wait-for';

function Weeks({ total }: { total: number }) {
  const shown = useRevealAfterPaint(total, 2);
  return (
    <ul aria-busy={shown < total ? true : undefined}>
      {Array.from({ length: shown }, (_, index) => (
        <li key={index}>Tydzień {index + 1}</li>
      ))}
    </ul>
  );
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

function render(total: number): HTMLElement {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  roots.push(root);
  flushSync(() => root.render(<Weeks total={total} />));
  return container;
}

describe('useRevealAfterPaint', () => {
  it('renders the first items at once and the rest after the first paint, busy until then', async () => {
    const container = render(6);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('ul')!.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(6));
    expect(container.querySelector('ul')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('a list no longer than the first part is complete at once', () => {
    const container = render(2);
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('ul')!.hasAttribute('aria-busy')).toBe(false);
  });
});
