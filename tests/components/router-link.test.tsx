import { describe, expect, it } from 'vitest';
import { useLayoutEffect, useState } from 'react';
import { createMemoryHistory, type MemoryHistory } from '@remix-run/router';
import { Router } from 'react-router-dom';
import { RouterLink, RouterNavLink } from '../../src/ui/RouterLink';
import { waitFor } from './helpers/wait-for';
import { rootsPerTest } from './helpers/react-roots';

const render = rootsPerTest();

function Links({ history }: { history: MemoryHistory }) {
  const [state, setState] = useState({ location: history.location, action: history.action });
  useLayoutEffect(() => history.listen(({ location, action }) => setState({ location, action })), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <nav>
        <RouterNavLink to="/" end>
          Start
        </RouterNavLink>
        <RouterNavLink to="/raider">Panel</RouterNavLink>
        <RouterLink to="/values" className="inline" target="_blank">
          Wartości
        </RouterLink>
      </nav>
    </Router>
  );
}

function renderAt(path: string): { container: HTMLElement; history: MemoryHistory } {
  // v5Compat: listeners hear push() too, as with the app's own histories (src/app/create-history.ts).
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  return { container: render(<Links history={history} />), history };
}

function link(container: HTMLElement, text: string): HTMLAnchorElement {
  return [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === text)!;
}

/**
 * Clicks and tells whether the app handled the click (prevented the browser's navigation). The page's
 * own default action is always stopped afterwards, so the test environment does not follow the link.
 */
function handledByApp(element: Element, init: MouseEventInit = {}): boolean {
  let handled = false;
  const afterApp = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', afterApp);
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', afterApp);
  return handled;
}

describe('RouterLink and RouterNavLink', () => {
  it('are real links with the router href, and a plain click navigates without a page load', async () => {
    const { container, history } = renderAt('/');
    await waitFor(() => expect(link(container, 'Panel').getAttribute('href')).toBe('/raider'));
    expect(link(container, 'Wartości').className).toBe('inline');
    expect(handledByApp(link(container, 'Panel'))).toBe(true);
    expect(history.location.pathname).toBe('/raider');
    expect(history.index).toBe(1);
  });

  it('a link to the page already shown replaces the entry instead of stacking it', async () => {
    const { container, history } = renderAt('/raider');
    await waitFor(() => expect(link(container, 'Panel')).toBeDefined());
    expect(handledByApp(link(container, 'Panel'))).toBe(true);
    expect(history.location.pathname).toBe('/raider');
    expect(history.index).toBe(0);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a click with %j to the browser',
    async (init) => {
      const { container, history } = renderAt('/');
      await waitFor(() => expect(link(container, 'Panel')).toBeDefined());
      expect(handledByApp(link(container, 'Panel'), init)).toBe(false);
      expect(history.location.pathname).toBe('/');
    },
  );

  it('leaves a link with another target to the browser', async () => {
    const { container, history } = renderAt('/');
    await waitFor(() => expect(link(container, 'Wartości')).toBeDefined());
    expect(handledByApp(link(container, 'Wartości'))).toBe(false);
    expect(history.location.pathname).toBe('/');
  });

  it('aria-current="page" on the current page, below it unless `end`', async () => {
    const { container, history } = renderAt('/raider/signups');
    await waitFor(() => expect(link(container, 'Panel').getAttribute('aria-current')).toBe('page'));
    expect(link(container, 'Start').hasAttribute('aria-current')).toBe(false);
    history.push('/');
    await waitFor(() => expect(link(container, 'Start').getAttribute('aria-current')).toBe('page'));
    expect(link(container, 'Panel').hasAttribute('aria-current')).toBe(false);
    history.push('/raiders');
    await waitFor(() => expect(link(container, 'Start').hasAttribute('aria-current')).toBe(false));
    // A path that merely starts with the same letters is not below it.
    expect(link(container, 'Panel').hasAttribute('aria-current')).toBe(false);
  });
});
