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

export const defaultToastLabels: ToastLabels = {
  region: 'Notifications (F8)',
  close: 'Close',
  success: 'Success',
  error: 'Error',
};
