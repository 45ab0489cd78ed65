import { useLayoutEffect, useState } from 'react';
import { Router } from 'react-router-dom';
import type { History, Location, Action } from '@remix-run/router';
import { EmotionContext, type Emotion } from '../ui';
import { AppContext, type AppContextValue } from './app-context';
import { AppRoutes } from './AppRoutes';
import { TitleSync } from './TitleSync';
import type { PageRegistry } from './page-registry';

export interface AppProps {
  context: AppContextValue;
  emotion: Emotion;
  history: History;
  pages: PageRegistry;
}

/** The whole site for one instance: its contexts and a router driven by the instance's own history. */
export function App({ context, emotion, history, pages }: AppProps) {
  const [state, setState] = useState<{ location: Location; action: Action }>(() => ({
    location: history.location,
    action: history.action,
  }));
  // Subscribed in a layout effect so no navigation between render and subscription is missed.
  useLayoutEffect(() => history.listen(({ location, action }) => setState({ location, action })), [history]);

  return (
    <EmotionContext.Provider value={emotion}>
      <AppContext.Provider value={context}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          <TitleSync />
          <AppRoutes pages={pages} />
        </Router>
      </AppContext.Provider>
    </EmotionContext.Provider>
  );
}
