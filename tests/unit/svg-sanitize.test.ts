// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from '../../src/platform/svg-sanitize';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"${attributes}>${inner}</svg>`;

/** Parses the sanitized markup back, to look at what survived. */
function parse(markup: string | null): Element {
  expect(markup).not.toBeNull();
  return new DOMParser().parseFromString(markup!, 'image/svg+xml').documentElement;
}

describe('sanitizeSvg', () => {
  it('keeps the drawing of a plain icon and takes over size and accessibility', () => {
    const root = parse(sanitizeSvg(svg('<path d="M4 4h16"/><circle cx="12" cy="12" r="3"/>', ' width="1em" height="1em" role="img"')));
    expect(root.localName).toBe('svg');
    expect(root.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(root.getAttribute('width')).toBe('100%');
    expect(root.getAttribute('height')).toBe('100%');
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(root.getAttribute('role')).toBeNull();
    expect(root.querySelector('path')?.getAttribute('d')).toBe('M4 4h16');
    expect(root.querySelector('circle')).not.toBeNull();
  });

  it.each([
    ['a script element', svg('<script>alert(1)</script><path d="M1 1"/>'), 'script'],
    [
      'foreignObject',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject><path d="M1 1"/>'),
      'foreignObject',
    ],
    ['a style element', svg('<style>:host{display:none}</style><path d="M1 1"/>'), 'style'],
    ['an animation that could rewrite links', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>'), 'set'],
    ['an external image', svg('<image href="https://evil.example/x.png"/>'), 'image'],
  ])('removes %s', (_name, input, tag) => {
    const root = parse(sanitizeSvg(input));
    expect(root.getElementsByTagName(tag).length).toBe(0);
  });

  it.each([
    ['onload on the root', svg('<path d="M1 1"/>', ' onload="alert(1)"'), 'svg', 'onload'],
    ['onclick on a child', svg('<path d="M1 1" onclick="alert(1)"/>'), 'path', 'onclick'],
    ['a javascript: link', svg('<a href="javascript:alert(1)"><path d="M1 1"/></a>'), 'a', 'href'],
    ['an external use reference', svg('<use href="https://evil.example/sprite.svg#i"/>'), 'use', 'href'],
    ['an external url() paint', svg('<path d="M1 1" fill="url(https://evil.example/p.svg#g)"/>'), 'path', 'fill'],
  ])('strips %s', (_name, input, tag, attribute) => {
    const root = parse(sanitizeSvg(input));
    const element = tag === 'svg' ? root : root.getElementsByTagName(tag)[0];
    expect(element).toBeDefined();
    expect(element!.hasAttribute(attribute)).toBe(false);
  });

  it('keeps in-document references (gradients, symbols)', () => {
    const root = parse(sanitizeSvg(svg('<defs><linearGradient id="g"/></defs><path d="M1 1" fill="url(#g)"/><use href="#g"/>')));
    expect(root.querySelector('path')?.getAttribute('fill')).toBe('url(#g)');
    expect(root.querySelector('use')?.getAttribute('href')).toBe('#g');
  });

  it.each([
    ['an HTML document', '<!doctype html><html><body><svg></svg></body></html>'],
    ['a root other than svg', '<div xmlns="http://www.w3.org/1999/xhtml"><svg xmlns="http://www.w3.org/2000/svg"/></div>'],
    ['an svg without the SVG namespace', '<svg viewBox="0 0 24 24"><path d="M1 1"/></svg>'],
    ['malformed XML', '<svg xmlns="http://www.w3.org/2000/svg"><path></svg>'],
    ['an error page', 'Not Found'],
    ['an empty body', ''],
  ])('refuses %s with null', (_name, input) => {
    expect(sanitizeSvg(input)).toBeNull();
  });
});
