import { randomBytes } from 'node:crypto';

/** Stands for the response's nonce in a cached index.html until it is sent; never in a page on the wire. */
const noncePlaceholder = '\u0000raider-panel-nonce\u0000';

/**
 * The site's page with a nonce attribute (placeholder) on every `<script>` and `<style>` element: the
 * build's no-flash script and module entry, the first screen's styles; not on a JSON data block, which
 * never runs. The config's JSON escapes every `<`, and the first screen's text is escaped markup, so only
 * elements match.
 */
export const withNoncePlaceholders = (html: string): string =>
  html.replace(
    /<(script|style)(?=[\s>])(?![^>]*\stype="application\/json")/gi,
    (_, name: string) => `<${name} nonce="${noncePlaceholder}"`,
  );

/** The page as one response sends it: the placeholders replaced by that response's nonce. */
export const withNonce = (html: string, nonce: string): string => html.split(noncePlaceholder).join(nonce);

/** A fresh nonce for one response (128 random bits). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** A CSP source may not carry whitespace, `;` or `,`: an origin that does is left out, never spliced in. */
const isSafeSource = (origin: string) => /^https?:\/\/[^\s;,'"]+$/i.test(origin);

/**
 * The standalone site's Content-Security-Policy. Scripts and styles: this server's files and the
 * response's nonce (the page's inline script and styles carry it, and the app puts it on the `<style>`
 * elements it adds at run time: emotion's, the base rules, the colour-mode guard), never inline code
 * without it. Framing: by this origin and the guild's allowed origins only (clickjacking).
 */
export function siteContentSecurityPolicy(nonce: string, allowedOrigins: readonly string[]): string {
  const ancestors = ["'self'", ...allowedOrigins.filter(isSafeSource)].join(' ');
  return [
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The other headers of the site's page: no MIME sniffing, and only the origin in a referrer sent elsewhere. */
export const siteSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;
