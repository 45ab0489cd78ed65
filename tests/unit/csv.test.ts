import { describe, expect, it } from 'vitest';
import { toCsv } from '../../src/domain/sheets/csv';

describe('CSV for spreadsheets', () => {
  it.each([
    ['Zażółć gęślą jaźń', 'Zażółć gęślą jaźń'],
    ['a;b', '"a;b"'],
    ['cytat "w" środku', '"cytat ""w"" środku"'],
    ['dwie\nlinie', '"dwie\nlinie"'],
    ['=HYPERLINK("http://zły.example")', '"\'=HYPERLINK(""http://zły.example"")"'],
    ['+48 123', "'+48 123"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['', ''],
  ])('%j → %j', (cell, written) => {
    expect(toCsv(['x'], [[cell]])).toBe(`\ufeffx\r\n${written}\r\n`);
  });

  it('writes numbers as they are, a header and CRLF lines after a byte-order mark', () => {
    expect(
      toCsv(
        ['Nick', 'Liczba'],
        [
          ['Kasia', -3],
          ['Ola', 12],
        ],
      ),
    ).toBe('\ufeffNick;Liczba\r\nKasia;-3\r\nOla;12\r\n');
  });
});
