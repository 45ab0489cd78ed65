import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { EmotionContext, PortalRootContext, createInstanceEmotion } from '../../../src/ui';
import { TooltipProvider, type TooltipStore } from '../../../src/ui/tooltip';

export interface InstanceHarness {
  container: HTMLElement;
  /** Where portals (tooltips, toasts) of the instance render. */
  portal: HTMLElement;
  /** Unmounts and removes everything the harness added to the document. */
  cleanup(): void;
}

/**
 * Renders `children` (synchronously) inside the providers an app instance gives its UI components: an
 * emotion sheet, a portal root of its own and a tooltip coordinator (`tooltipStore`, or one made on use).
 */
export function renderInInstance(children: ReactNode, { tooltipStore }: { tooltipStore?: TooltipStore } = {}): InstanceHarness {
  const styles = document.createElement('div');
  const container = document.createElement('div');
  const portal = document.createElement('div');
  document.body.append(styles, container, portal);
  const emotion = createInstanceEmotion({ container: styles });
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <EmotionContext.Provider value={emotion}>
        <PortalRootContext.Provider value={portal}>
          <TooltipProvider store={tooltipStore}>{children}</TooltipProvider>
        </PortalRootContext.Provider>
      </EmotionContext.Provider>,
    ),
  );
  return {
    container,
    portal,
    cleanup() {
      root.unmount();
      emotion.sheet.flush();
      for (const element of [styles, container, portal]) element.remove();
    },
  };
}
