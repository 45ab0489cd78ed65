const svgNamespace = 'http://www.w3.org/2000/svg';

/**
 * Elements that can run code, load other documents, restyle the page around the icon or rewrite
 * attributes later (animations can set `href` to `javascript:`). An icon needs none of them.
 */
const forbiddenElements = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'style',
  'link',
  'meta',
  'image',
  'animate',
  'animatemotion',
  'animatetransform',
  'set',
  'discard',
  'handler',
  'listener',
]);

/** Root attributes the rendered icon controls itself: size and accessibility. */
const rootAttributesReplaced = [
  'width',
  'height',
  'role',
  'aria-label',
  'aria-hidden',
  'aria-labelledby',
  'focusable',
  'class',
  'style',
  'id',
];

/**
 * Makes fetched SVG text safe to inject: the document must parse with an `<svg>` root (anything else
 * is refused with `null`); scripts, foreign content, event handler attributes and links other than
 * in-document `#fragments` are removed. The result fills its box and is hidden from screen readers —
 * the icon wrapper carries the accessible name.
 */
export function sanitizeSvg(text: string): string | null {
  if (typeof DOMParser === 'undefined') return null;
  let parsed: Document;
  try {
    parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  } catch {
    return null;
  }
  const root = parsed.documentElement;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== svgNamespace) return null;
  if (parsed.getElementsByTagName('parsererror').length > 0) return null;

  cleanTree(root);
  for (const name of rootAttributesReplaced) root.removeAttribute(name);
  root.setAttribute('width', '100%');
  root.setAttribute('height', '100%');
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('focusable', 'false');
  return new XMLSerializer().serializeToString(root);
}

function cleanTree(element: Element): void {
  for (const child of [...element.children]) {
    if (forbiddenElements.has(child.localName.toLowerCase()) || child.namespaceURI !== svgNamespace) child.remove();
    else cleanTree(child);
  }
  for (const attribute of [...element.attributes]) {
    if (!isSafeAttribute(attribute)) element.removeAttributeNode(attribute);
  }
}

function isSafeAttribute({ localName, value }: Attr): boolean {
  const name = localName.toLowerCase();
  if (name.startsWith('on')) return false;
  if (name === 'href' || name === 'src' || name === 'action' || name === 'formaction') return value.trim().startsWith('#');
  if (name === 'style') return !/url\s*\(|expression\s*\(|@import/i.test(value);
  // `fill="url(#g)"` is how gradients are used; any other url() could load from elsewhere.
  return !/url\s*\(\s*['"]?(?!#)/i.test(value);
}
