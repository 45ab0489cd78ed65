import { useLayoutEffect, useState } from 'react';
import { Router } from 'react-router-dom';
import type { History, Location, Action } from '@remix-run/router';
import type { ReadableAtom } from 'nanostores';
import {
  EmotionContext,
  PortalRootContext,
  ToastContext,
  Toaster,
  TooltipProvider,
  UiStringsContext,
  uiStrings,
  useStore,
  type Emotion,
  type ToastStore,
  type UiLocale,
} from '../ui';
import { AppContext, type AppContextValue } from '../instance/app-context';
import { AppRoutes } from './AppRoutes';
import { TitleSync } from './TitleSync';
import { RouteColorMode } from './RouteColorMode';
import { NavigationAids } from './NavigationAids';
import { WidgetLandmark } from './WidgetLandmark';
import type { PageRegistry } from './page-registry';

export interface AppProps {
  context: AppContextValue;
  emotion: Emotion;
  history: History;
  pages: PageRegistry;
  /** The instance's root element, where toasts and tooltips render. */
  portalRoot: HTMLElement;
  /** The instance's toasts, shown by the `<Toaster />` rendered last. */
  toasts: ToastStore;
  /** Language of the UI components' own strings; the host may change it while the app runs. */
  uiLocale: ReadableAtom<UiLocale>;
}

/** The whole site for one instance: its contexts and a router driven by the instance's own history. */
export function App({ context, emotion, history, pages, portalRoot, toasts, uiLocale }: AppProps) {
  const strings = uiStrings[useStore(uiLocale)];
  const [state, setState] = useState<{ location: Location; action: Action }>(() => ({
    location: history.location,
    action: history.action,
  }));
  // Subscribed in a layout effect so no navigation between render and subscription is missed.
  useLayoutEffect(() => history.listen(({ location, action }) => setState({ location, action })), [history]);

  return (
    <EmotionContext.Provider value={emotion}>
      <UiStringsContext.Provider value={strings}>
        <PortalRootContext.Provider value={portalRoot}>
          <AppContext.Provider value={context}>
            <ToastContext.Provider value={toasts}>
              <Router location={state.location} navigationType={state.action} navigator={history}>
                <TitleSync />
                <RouteColorMode />
                <WidgetLandmark />
                {/* Before the routes: heading focus decides while rendering, before the old page leaves the DOM. */}
                <NavigationAids />
                {/* One tooltip coordinator per instance: its own open tooltip and skip window. */}
                <TooltipProvider>
                  <AppRoutes pages={pages} />
                </TooltipProvider>
              </Router>
              {/* Last child: the notification region comes after the page in the DOM and in tab order. */}
              <Toaster />
            </ToastContext.Provider>
          </AppContext.Provider>
        </PortalRootContext.Provider>
      </UiStringsContext.Provider>
    </EmotionContext.Provider>
  );
}
