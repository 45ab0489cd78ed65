import { uiStrings, type UiStrings } from '../../ui/ui-strings';

export interface ErrorText {
  statusCode: number;
  statusMessage: string;
  /** Shown only when it says more than the status message. */
  message: string | null;
}

/**
 * The error page's wording: status defaults to 500; the status message defaults to
 * `Page Not Found` for 404 and `Internal Server Error` otherwise; the message is shown only when it
 * differs from the status message. The default words follow the instance's `ui-locale` (English).
 */
export function errorText(
  input: { statusCode?: number; statusMessage?: string; message?: string },
  strings: Pick<UiStrings, 'notFoundStatus' | 'internalErrorStatus'> = uiStrings.en,
): ErrorText {
  const statusCode = input.statusCode ?? 500;
  const statusMessage = input.statusMessage || (statusCode === 404 ? strings.notFoundStatus : strings.internalErrorStatus);
  const message = input.message && input.message !== statusMessage ? input.message : null;
  return { statusCode, statusMessage, message };
}
