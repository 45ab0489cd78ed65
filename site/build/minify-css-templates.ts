import { readFileSync } from 'node:fs';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** Tags whose template literals are CSS (emotion's `css`, `keyframes`, `injectGlobal`). */
const cssTags = new Set(['css', 'keyframes', 'injectGlobal']);
/** An untagged template literal preceded by this comment is CSS too (the design tokens, the base rules). */
const cssMarker = /\/\*\s*css\s*\*\/\s*$/;

/**
 * Minifies the static text of one piece of a CSS template: comments out, whitespace runs to one space,
 * no space around `{ } ; ,` or after `:`. Quoted strings are left as they are. A piece that touches an
 * interpolation keeps a single space there (`${enter} 200ms`); the template's own ends are trimmed.
 * Never touches `+ - * / > ~`: `calc(100% + 16px)` needs its spaces.
 */
export function minifyCssText(text: string, { trimStart, trimEnd }: { trimStart: boolean; trimEnd: boolean }): string {
  // Comments first: their prose may hold an apostrophe that would look like the start of a string.
  const pieces = text.replace(/\/\*[\s\S]*?\*\//g, ' ').split(/((["'])(?:\\.|(?!\2)[^\\])*\2)/);
  let out = '';
  for (let index = 0; index < pieces.length; index += 3) {
    out += pieces[index]!.replace(/\s+/g, ' ')
      .replace(/ ?([{};,]) ?/g, '$1')
      .replace(/: /g, ':');
    if (index + 1 < pieces.length) out += pieces[index + 1];
  }
  if (trimStart) out = out.replace(/^ /, '');
  if (trimEnd) out = out.replace(/ $/, '');
  return out;
}

function isCssTemplate(node: ts.Node, source: ts.SourceFile): node is ts.TemplateLiteral {
  if (!ts.isNoSubstitutionTemplateLiteral(node) && !ts.isTemplateExpression(node)) return false;
  const parent = node.parent;
  if (ts.isTaggedTemplateExpression(parent) && parent.template === node) {
    const tag = parent.tag;
    const name = ts.isIdentifier(tag) ? tag.text : ts.isPropertyAccessExpression(tag) ? tag.name.text : '';
    return cssTags.has(name);
  }
  return cssMarker.test(source.text.slice(0, node.getStart(source)));
}

/**
 * The source with every CSS template literal minified (see `minifyCssText`). emotion parses the same
 * rules either way, but the comments and indentation would otherwise ship to every raider's phone:
 * esbuild minifies code, not the text inside template literals.
 */
export function minifyCssTemplates(fileName: string, text: string): string {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const piece = (start: number, end: number, trimStart: boolean, trimEnd: boolean) =>
    edits.push({ start, end, text: minifyCssText(text.slice(start, end), { trimStart, trimEnd }) });

  const visit = (node: ts.Node) => {
    if (isCssTemplate(node, source)) {
      const start = node.getStart(source);
      if (ts.isNoSubstitutionTemplateLiteral(node)) piece(start + 1, node.end - 1, true, true);
      else {
        // `…${` head, `}…${` middles, `}…` tail: only the text between the delimiters is CSS.
        piece(node.head.getStart(source) + 1, node.head.end - 2, true, false);
        node.templateSpans.forEach((span, index) => {
          const last = index === node.templateSpans.length - 1;
          piece(span.literal.getStart(source) + 1, span.literal.end - (last ? 1 : 2), false, last);
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** A cheap test before parsing a file: does it have a CSS template at all? */
const mayHaveCss = /\b(?:css|keyframes|injectGlobal)`|\/\*\s*css\s*\*\/\s*`/;

/** Our sources (under `root`) as the browser builds see them: CSS templates minified. */
export function minifyCssTemplatesPlugin(root: string): Plugin {
  return {
    name: 'raider-panel-minify-css-templates',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, ({ path }) => {
        if (path.includes('/node_modules/') || !path.startsWith(root)) return undefined;
        const original = readFileSync(path, 'utf8');
        if (!mayHaveCss.test(original)) return undefined;
        return { contents: minifyCssTemplates(path, original), loader: path.endsWith('.tsx') ? 'tsx' : 'ts' };
      });
    },
  };
}
