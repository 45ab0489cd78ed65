/**
 * The UI components' own strings (toasts, error page), per `ui-locale`. The page content is Polish
 * whatever the locale; these are English by default, word for word as the error page and toasts
 * are specified, and can be
 * switched to Polish by a guild whose raiders would rather read Polish everywhere.
 */
export type UiLocale = 'en' | 'pl';

export const uiLocales: readonly UiLocale[] = ['en', 'pl'];

/** @default 'en' */
export const defaultUiLocale: UiLocale = 'en';

export interface UiStrings {
  /** Accessible name of the notification region. */
  notificationRegion: string;
  /** Accessible name of each toast's close button. */
  close: string;
  /** Word shown with a success toast's icon. */
  success: string;
  /** Word shown with an error toast's icon. */
  error: string;
  /** The error page's button that goes to `/`. */
  backToHome: string;
  /** Status message of a 404 when none is given. */
  notFoundStatus: string;
  /** Status message of any other error when none is given. */
  internalErrorStatus: string;
  /** The 404 page's message, naming the path exactly as it was asked for. */
  pageNotFound(path: string): string;
}

/** One dictionary per locale; constants, so two widgets with different locales share nothing mutable. */
export const uiStrings: Readonly<Record<UiLocale, UiStrings>> = {
  en: {
    notificationRegion: 'Notifications (F8)',
    close: 'Close',
    success: 'Success',
    error: 'Error',
    backToHome: 'Back to home',
    notFoundStatus: 'Page Not Found',
    internalErrorStatus: 'Internal Server Error',
    pageNotFound: (path) => `Page not found: ${path}`,
  },
  pl: {
    notificationRegion: 'Powiadomienia (F8)',
    close: 'Zamknij',
    success: 'Sukces',
    error: 'Błąd',
    backToHome: 'Wróć na stronę główną',
    notFoundStatus: 'Nie znaleziono strony',
    internalErrorStatus: 'Wewnętrzny błąd serwera',
    pageNotFound: (path) => `Nie znaleziono strony: ${path}`,
  },
};

export function isUiLocale(value: unknown): value is UiLocale {
  return typeof value === 'string' && (uiLocales as readonly string[]).includes(value);
}
