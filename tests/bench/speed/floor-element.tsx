/** @jsxImportSource preact */
/**
 * The floor the benchmark compares the widget with: the least a Preact custom element can do, one
 * heading rendered into an open shadow root. Built into a classic script of its own (build-variants.ts).
 */
import { render } from 'preact';

class BenchFloorElement extends HTMLElement {
  connectedCallback(): void {
    render(<h1>Bursztynowy Świt</h1>, this.shadowRoot ?? this.attachShadow({ mode: 'open' }));
  }
}

customElements.define('bench-floor', BenchFloorElement);
