/**
 * The stack floor the benchmark compares the widget with: the least our stack can do. A custom element
 * with an open shadow root, preact/compat (the React API, aliased as in the browser build),
 * react-router's MemoryRouter, one emotion instance writing into the shadow root and one nanostores
 * atom, rendering an `<h1>` and a `<p>`. Built into one classic script of its own (build-variants.ts).
 */
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import createEmotion from '@emotion/css/create-instance';
import { atom } from 'nanostores';

const $guildName = atom('Bursztynowy Świt');

class BenchFloorElement extends HTMLElement {
  connectedCallback(): void {
    const shadowRoot = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const { css } = createEmotion({ key: 'floor', container: shadowRoot as unknown as HTMLElement });
    const heading = css`
      font:
        900 36px/1.1 system-ui,
        sans-serif;
      color: #0f172a;
    `;
    function Home() {
      const name = useSyncExternalStore($guildName.listen.bind($guildName), $guildName.get);
      return (
        <>
          <h1 className={heading}>{name}</h1>
          <p>Gildia rajdowa</p>
        </>
      );
    }
    const target = document.createElement('div');
    shadowRoot.append(target);
    createRoot(target).render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<Home />} />
        </Routes>
      </MemoryRouter>,
    );
  }
}

customElements.define('bench-floor', BenchFloorElement);
