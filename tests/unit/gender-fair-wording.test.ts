// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word a raider reads fits every raider: no form that speaks to (or about) a man only. The text
 * searched is every string, template and JSX text in the panel (src/), on the server (server/: API
 * errors, Discord messages, the calendar feed, the console) and in the site's page shell, so a new
 * masculine-only form fails here wherever it is written. Comments are not searched: nobody reads them
 * in the panel.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Forms that fit only men, matched as whole words (case-insensitive). Say it impersonally ("jeszcze bez
 * logowania"), name the state ("obecność", "spóźnienie") or the function ("członek gildii", "osoba").
 */
const masculineOnly: Array<[pattern: string, why: string]> = [
  ['\\p{L}+(łeś|łbyś|łaś|łabyś)', 'a past or conditional form addressing one gender ("trafiłeś", "zrobiłbyś")'],
  ['powinieneś|powinnaś|mógłbyś|jesteś pewien', 'a modal addressing one gender'],
  ['(za|wy)logowany', 'a signed-in state as a masculine adjective'],
  ['zapisany|potwierdzony|zaproszony|zbanowany|usprawiedliwiony', 'a raider’s state as a masculine adjective'],
  ['(nie)?obecny|spóźniony|gotowy|pewny|pewien', 'attendance or readiness as a masculine adjective'],
  ['rajdowiec|rajdowcowi|rajdowcem', 'one raider named by a masculine noun'],
  ['administratorem|oficerem', 'a raider’s role as "is an admin/officer" (masculine instrumental)'],
];
const forbidden = new RegExp(`(?<!\\p{L})(?:${masculineOnly.map(([pattern]) => `(?:${pattern})`).join('|')})(?!\\p{L})`, 'giu');

function sourceFiles(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The text a file shows: its string literals, template parts and JSX text, with their line numbers. */
function shownText(path: string): Array<{ line: number; text: string }> {
  const source = ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, false);
  const texts: Array<{ line: number; text: string }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      texts.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

function findings(texts: Array<{ where: string; text: string }>): string[] {
  return texts.flatMap(({ where, text }) =>
    [...text.matchAll(forbidden)].map((match) => `${where}: „${match[0]}” in ${JSON.stringify(text)}`),
  );
}

describe('wording that fits every raider', () => {
  it.each([
    ['trafiłeś na listę rezerwową', ['trafiłeś']],
    ['Jeśli powinieneś ją widzieć', ['powinieneś']],
    [', jeszcze nie zalogowany', ['zalogowany']],
    ['Rajdowiec', ['Rajdowiec']],
    ['Obecny / Nieobecny / Spóźniony', ['Obecny', 'Nieobecny', 'Spóźniony']],
    ['w składzie – potwierdzony przez lidera', ['potwierdzony']],
    ['Mistrz jest teraz administratorem gildii.', ['administratorem']],
    ['Czy na pewno jesteś gotowy? Zrobiłbyś to?', ['gotowy', 'Zrobiłbyś']],
    ['Byłaś wylogowana, teraz jesteś zbanowany', ['Byłaś', 'zbanowany']],
  ])('the search catches %j', (text, words) => {
    expect(findings([{ where: 'sample', text }])).toEqual(words.map((word) => expect.stringContaining(`„${word}”`)));
  });

  it.each([
    'Obecność, Spóźnienie, Nieobecność, Usprawiedliwienie, Ławka',
    'Obecne hasło',
    'Nieobecność zapisana',
    'Członek gildii',
    'jeszcze bez logowania',
    'Zalogowano jako Kasia',
    'Opinie rajdowców',
  ])('lets the neutral %j through', (text) => {
    expect(findings([{ where: 'sample', text }])).toEqual([]);
  });

  // Parses every source file (a few seconds on a busy machine).
  it('finds no masculine-only form in the text of the panel, the server or the site shell', { timeout: 60_000 }, () => {
    const files = [...sourceFiles('src'), ...sourceFiles('server'), ...sourceFiles('embed')];
    expect(files.length).toBeGreaterThan(100);
    const texts = files.flatMap((path) =>
      shownText(path).map(({ line, text }) => ({ where: `${relative(root, join(root, path))}:${line}`, text })),
    );
    const html = readFileSync(join(root, 'site/index.html'), 'utf8')
      .split('\n')
      .map((text, index) => ({ where: `site/index.html:${index + 1}`, text }));
    expect(findings([...texts, ...html])).toEqual([]);
  });
});
