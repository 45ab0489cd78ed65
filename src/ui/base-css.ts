import { themeCss, type ThemeScope } from './tokens';

/**
 * The rules that make an instance look the same on any page. In the widget `:host { all: initial }`
 * cuts every inherited property of the host page (fonts, colours, `html { font-size: 62.5% }`), then we
 * set ours explicitly, in px so a rem-shrinking host cannot reach us.
 */
const typography =
  'font-family:var(--rp-font);font-size:16px;line-height:1.5;color:var(--rp-text);font-weight:400;font-style:normal;letter-spacing:normal;text-transform:none;text-align:left;';

/**
 * Hidden from sight, still read by a screen reader (a caption, a heading that only says what a column
 * is). `display: none` or `visibility: hidden` would hide it from both.
 */
export const visuallyHiddenCss =
  'position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;';

export function baseCss(scope: ThemeScope): string {
  const root = scope === 'host' ? ':host' : 'body';
  const hostOnly =
    scope === 'host'
      ? ':host{all:initial;display:block;position:relative;}:host([hidden]){display:none;}'
      : 'html{-webkit-text-size-adjust:100%;}body{margin:0;}.rp-root{min-height:100vh !important;}';
  return /* css */ `${themeCss(scope)}${hostOnly}
${root}{${typography}background:var(--rp-bg);}
*,*::before,*::after{box-sizing:border-box;}
/* Typography repeated on the root element: a host page's !important rules can win on the host element
   itself (outer context), but never on elements inside the shadow root, and those inherit from here. */
.rp-root{${typography}background:var(--rp-bg);min-height:480px;position:relative;display:flex;flex-direction:column;container-type:inline-size;}
/* Resets use :where() (no specificity) so a component's single class always wins over them. */
:where(.rp-root) :where(h1,h2,h3,p,ul,ol,figure,blockquote){margin:0;}
:where(.rp-root) a{color:var(--rp-link);}
:where(.rp-root) :focus-visible{outline:3px solid var(--rp-focus);outline-offset:2px;}
.rp-visually-hidden{${visuallyHiddenCss}}
:where(.rp-root) :where(button,input,select,textarea){font:inherit;color:inherit;}
/* Icons keep their size in a squeezed flex row (a long button label on a phone). */
:where(.rp-root) svg{flex-shrink:0;}
`;
}

/**
 * Puts an instance's base rules into `container` as one `<style>` of plain CSS, before any component
 * style (emotion appends its own elements after it). The rules need no preprocessing, and handed to the
 * browser's parser as text they cost far less before the first paint than through emotion's stylis
 * (about 30 ms at 4× CPU). The caller removes the element on unmount.
 */
export function insertBaseStyles(container: Node, scope: ThemeScope, nonce?: string): HTMLStyleElement {
  const style = document.createElement('style');
  if (nonce) style.setAttribute('nonce', nonce);
  style.textContent = baseCss(scope);
  container.appendChild(style);
  return style;
}
