/**
 * A part of a hand-written page that a command writes (the API table in docs/api.md, the size table in
 * README.md): between two marker comments, so the text around it stays the author's.
 */
export interface GeneratedSection {
  /** The generated text on `page`, or `null` when the markers are missing. */
  readFrom(page: string): string | null;
  /** `page` with the generated text replaced by `text`; throws when the markers are missing. */
  writeInto(page: string, text: string): string;
}

export function generatedSection(start: string, end: string, pageName: string): GeneratedSection {
  const bounds = (page: string) => {
    const from = page.indexOf(start);
    const to = page.indexOf(end);
    return from < 0 || to < from ? null : { from, to };
  };
  return {
    readFrom(page) {
      const found = bounds(page);
      return found ? page.slice(found.from + start.length, found.to).trim() : null;
    },
    writeInto(page, text) {
      const found = bounds(page);
      if (!found) throw new Error(`${pageName} has no generated-section markers (${start} … ${end})`);
      return `${page.slice(0, found.from + start.length)}\n\n${text}\n\n${page.slice(found.to)}`;
    },
  };
}
