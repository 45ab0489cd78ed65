/**
 * A guild's own React app (React + react-router) that shows the raider panel from the npm package.
 * The host owns its router and `location.hash`; the panel keeps its own router in memory, inside its
 * own shadow root and React root, so neither ever sees the other's navigation.
 * Built by `npm run build` into dist/site/example-apps/react-host.js (site/build/example-apps.ts).
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, NavLink, Outlet, Route, Routes } from 'react-router-dom';
import { RaiderPanel, type NavigateDetail } from 'raider-panel';

function HostLayout() {
  const [panelRoute, setPanelRoute] = useState('/');
  const [shown, setShown] = useState<NavigateDetail | null>(null);
  return (
    <div className="host">
      <header className="host-header">
        <strong>Gildia na Reakcie</strong>
        <nav aria-label="Nawigacja gospodarza">
          <NavLink to="/" end>
            Aktualności
          </NavLink>
          <NavLink to="/kontakt">Kontakt</NavLink>
        </nav>
      </header>
      <main className="host-main">
        <section className="host-page">
          <Outlet />
        </section>
        <aside className="host-panel" aria-label="Panel rajdowy">
          <p className="host-status" data-testid="panel-status">
            Panel pokazuje: <output>{shown ? `${shown.title} (${shown.path})` : '…'}</output>
          </p>
          <button type="button" onClick={() => setPanelRoute('/raid-schedule')}>
            Pokaż harmonogram w panelu
          </button>
          <RaiderPanel className="guild-panel" route={panelRoute} onNavigate={setShown} />
        </aside>
      </main>
    </div>
  );
}

function HostNews() {
  return (
    <>
      <h2>Aktualności gildii</h2>
      <p>W czwartek nowy rajd. Zapisy w panelu obok.</p>
    </>
  );
}

function HostContact() {
  return (
    <>
      <h2>Kontakt</h2>
      <p>Pisz do oficerów na forum gildii.</p>
    </>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('react-host.html must contain <div id="root">');
createRoot(container).render(
  <StrictMode>
    <HashRouter>
      <Routes>
        <Route element={<HostLayout />}>
          <Route index element={<HostNews />} />
          <Route path="kontakt" element={<HostContact />} />
        </Route>
      </Routes>
    </HashRouter>
  </StrictMode>,
);
