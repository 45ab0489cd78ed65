import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppContext, type AppContextValue } from '../../src/instance/app-context';
import { sampleGuild } from '../../src/data';
import { ErrorBoundary } from '../../src/pages/error/ErrorBoundary';
import { ChunkLoadError } from '../../src/instance/chunk-load-error';
import type { ErrorDetail } from '../../src/instance/panel-events';
import { createColorModeStore, createGuildConfigStore, createRaiderSessionStore } from '../../src/stores';
import { createSafeStorage } from '../../src/platform';
import { EmotionContext, createInstanceEmotion } from '../../src/ui';
import { allByText, getButton, h1Text, textOf } from './helpers/dom';
import { settle, waitFor } from './helpers/wait-for';
import { quietConsolePerTest } from '../kit/console';

const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

// The errors below are expected; keep the test output clean but record every call.
const consoleError = quietConsolePerTest('error');
const cleanups: Array<() => void> = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function Thrower({ error }: { error: Error }): ReactNode {
  throw error;
}

/** Renders `page` at /broken inside the providers a page gets from its app instance; / is a plain home. */
function renderAtBroken(userAgent: string, page: ReactNode, onError?: AppContextValue['onError']): HTMLElement {
  const container = document.createElement('div');
  const styles = document.createElement('div');
  document.body.append(styles, container);
  const emotion = createInstanceEmotion({ container: styles });
  const context: AppContextValue = {
    guild: createGuildConfigStore(sampleGuild),
    session: createRaiderSessionStore(),
    // These tests never reach a raider page, so no data adapter is ever asked for.
    raidApi: () => Promise.reject(new Error('no RaidApi in this test')),
    onSignup: () => {},
    colorMode: createColorModeStore({ storage: createSafeStorage(() => undefined) }),
    kind: 'widget',
    userAgent,
    onNavigate: () => {},
    onError,
  };
  const root: Root = createRoot(container);
  root.render(
    <EmotionContext.Provider value={emotion}>
      <AppContext.Provider value={context}>
        <MemoryRouter initialEntries={['/broken']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
          <Routes>
            <Route path="/" element={<h1>Start</h1>} />
            <Route
              path="/broken"
              element={
                <>
                  <p>obok</p>
                  <ErrorBoundary>{page}</ErrorBoundary>
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AppContext.Provider>
    </EmotionContext.Provider>,
  );
  cleanups.push(() => {
    root.unmount();
    emotion.sheet.flush();
    container.remove();
    styles.remove();
  });
  return container;
}

function loggedWith(error: Error): boolean {
  return consoleError.mock.calls.some((args) => args.includes(error));
}

describe('ErrorBoundary', { timeout: 10_000 }, () => {
  it('renders its children when nothing throws', async () => {
    const container = renderAtBroken(firefox, <h1>Strona działa</h1>);
    await waitFor(() => expect(h1Text(container)).toBe('Strona działa'));
    expect(container.querySelector('[data-status]')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the 500 error page when a child throws, and logs the error', async () => {
    const error = new Error('boom');
    const container = renderAtBroken(firefox, <Thrower error={error} />);
    await waitFor(() => expect(h1Text(container)).toBe('500 Internal Server Error'));
    expect(allByText(container, 'p', '500')).toHaveLength(1);
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('500');
    expect(textOf(container)).toContain('Nie udało się wyświetlić tej strony.');
    expect(textOf(container)).not.toContain('boom');
    expect(textOf(container)).toContain('obok');
    expect(loggedWith(error)).toBe(true);

    getButton(container, 'Back to home').click();
    await waitFor(() => expect(h1Text(container)).toBe('Start'));
  });

  it('shows nothing to a crawler and only logs the error', async () => {
    const error = new Error('crawler boom');
    const container = renderAtBroken(googlebot, <Thrower error={error} />);
    await waitFor(() => expect(loggedWith(error)).toBe(true));
    await settle();
    // The sibling outside the boundary proves the tree rendered; the boundary itself rendered nothing.
    expect(textOf(container)).toBe('obok');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.querySelector('button')).toBeNull();
    expect(container.querySelector('[data-status]')).toBeNull();
  });

  it('reports a page that threw to the host as a render error', async () => {
    const reports: ErrorDetail[] = [];
    const container = renderAtBroken(firefox, <Thrower error={new Error('boom')} />, (detail) => reports.push(detail));
    await waitFor(() => expect(h1Text(container)).toBe('500 Internal Server Error'));
    expect(reports).toEqual([{ message: 'boom', source: 'render' }]);
  });

  it('reports a page whose code could not be loaded as a chunk error', async () => {
    const reports: ErrorDetail[] = [];
    const failure = new ChunkLoadError('/values', new TypeError('Failed to fetch dynamically imported module'));
    const container = renderAtBroken(firefox, <Thrower error={failure} />, (detail) => reports.push(detail));
    await waitFor(() => expect(h1Text(container)).toBe('500 Internal Server Error'));
    expect(reports).toEqual([
      { message: 'could not load the code of the page /values: Failed to fetch dynamically imported module', source: 'chunk' },
    ]);
  });

  it('a crawler gets no error page, but the host still hears of the error', async () => {
    const reports: ErrorDetail[] = [];
    const container = renderAtBroken(googlebot, <Thrower error={new Error('crawler boom')} />, (detail) => reports.push(detail));
    await waitFor(() => expect(reports).toEqual([{ message: 'crawler boom', source: 'render' }]));
    expect(container.querySelector('[data-status]')).toBeNull();
  });
});
