/** What the standalone site's head says about the page shown (search results, link previews). */
export interface HeadMeta {
  title: string;
  description: string;
  siteName: string;
  /** Absolute URL of the preview image. */
  image: string;
  imageAlt: string;
}

/**
 * Writes the description, Open Graph and Twitter card tags into `doc.head`, updating the tags already
 * there (from index.html) instead of adding duplicates. Only the site calls it: a widget never touches
 * the host page's head.
 */
export function applyHeadMeta(doc: Document, meta: HeadMeta): void {
  setMeta(doc, 'name', 'description', meta.description);
  setMeta(doc, 'property', 'og:type', 'website');
  setMeta(doc, 'property', 'og:locale', 'pl_PL');
  setMeta(doc, 'property', 'og:site_name', meta.siteName);
  setMeta(doc, 'property', 'og:title', meta.title);
  setMeta(doc, 'property', 'og:description', meta.description);
  setMeta(doc, 'property', 'og:image', meta.image);
  setMeta(doc, 'property', 'og:image:alt', meta.imageAlt);
  setMeta(doc, 'name', 'twitter:card', 'summary_large_image');
}

function setMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.setAttribute('content', content);
}
