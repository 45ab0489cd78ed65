import { Component, type ReactNode } from 'react';
import { isCrawler } from '../../platform';
import { AppContext, type AppContextValue } from '../../instance/app-context';
import { ChunkLoadError } from '../../instance/chunk-load-error';
import { ErrorPage } from './ErrorPage';

/** What a raider reads under `Internal Server Error`; the technical detail goes to the console. */
const internalErrorDescription = 'Nie udało się wyświetlić tej strony. Spróbuj ponownie za chwilę albo wróć na stronę główną.';

interface ErrorBoundaryState {
  error: unknown;
}

/**
 * Shows the error page (500) when rendering below it throws. Crawlers (by user agent, see platform/is-crawler.ts) get no error page:
 * indexing a "500" would replace the page's real content in search results, so the error is only logged.
 * Either way the host hears of it through `onError` (`raider-panel:error`).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, ErrorBoundaryState> {
  static override contextType = AppContext;
  declare context: AppContextValue | null;
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    const chunk = error instanceof ChunkLoadError;
    console.error(chunk ? '[raider-panel] a page could not be loaded' : '[raider-panel] a page failed to render', error);
    const message = error instanceof Error ? error.message : String(error);
    this.context?.onError?.({ message, source: chunk ? 'chunk' : 'render' });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    if (isCrawler(this.context?.userAgent)) return null;
    return <ErrorPage statusCode={500} message={internalErrorDescription} />;
  }
}
