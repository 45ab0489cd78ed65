export interface ChangeEventsOptions {
  /** Where focus and same-page change events are heard. @default window */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
  /** Whose `visibilitychange` says the raider came back to the tab. @default document */
  page?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

const samePageChange = 'raider-panel:http-change';
/** Focus and visibility usually fire together when a raider comes back to the tab: one refresh is enough. */
const coalesceMs = 1000;

/**
 * How one HTTP adapter learns that the server's data may have changed without its own doing: the raider
 * came back to the tab (another device may have saved), or another widget on this page wrote to the same
 * server (`announce`). Its own writes are not announced to itself.
 */
export function changeEvents(baseUrl: string, options: ChangeEventsOptions) {
  // Neither outside a browser (a server-side render): then nothing is heard or announced.
  const events = options.events ?? (globalThis.window as Window | undefined);
  const page = options.page ?? (globalThis.document as Document | undefined);
  // The detail of this adapter's announcements: its server, and itself by identity (not told its own).
  const source = { baseUrl };
  return {
    /** Tells the other adapters of this page that a write to this server may have changed what they show. */
    announce: () => events?.dispatchEvent(new CustomEvent(samePageChange, { detail: source })),

    /** Calls `listener` on such a change; returns the unsubscribe function. */
    onExternalChange(listener: () => void): () => void {
      if (!events) return () => {};
      let lastCall = -Infinity;
      const notify = () => {
        const at = Date.now();
        if (at - lastCall < coalesceMs) return;
        lastCall = at;
        listener();
      };
      const onVisibility = () => {
        if (page?.visibilityState === 'visible') notify();
      };
      // Another widget on this page saved to the same server: its roster may have changed ours.
      const onSamePage = (event: Event) => {
        const detail = (event as CustomEvent<typeof source | undefined>).detail;
        if (detail?.baseUrl === baseUrl && detail !== source) listener();
      };
      events.addEventListener('focus', notify);
      page?.addEventListener('visibilitychange', onVisibility);
      events.addEventListener(samePageChange, onSamePage);
      return () => {
        events.removeEventListener('focus', notify);
        page?.removeEventListener('visibilitychange', onVisibility);
        events.removeEventListener(samePageChange, onSamePage);
      };
    },
  };
}
