import { uiStrings, type UiStrings } from '../ui-strings';

/** The toaster's own strings. English by default, as the specification says; the page content is Polish. */
export interface ToastLabels {
  /** Accessible name of the notification region. @default 'Notifications (F8)' */
  region: string;
  /** Accessible name of each toast's close button. @default 'Close' */
  close: string;
  /** Word shown with the success icon. @default 'Success' */
  success: string;
  /** Word shown with the error icon. @default 'Error' */
  error: string;
}

/** The toaster's labels in the words of one `ui-locale` dictionary. */
export function toastLabelsOf(strings: UiStrings): ToastLabels {
  return { region: strings.notificationRegion, close: strings.close, success: strings.success, error: strings.error };
}

export const defaultToastLabels: ToastLabels = toastLabelsOf(uiStrings.en);
