import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const BOM = '\uFEFF';

describe('CSV for spreadsheets', () => {
  it('writes RFC 4180: CRLF line ends, a BOM first, plain cells as they are', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', 'two'],
          ['', 'é ü 中'],
        ],
      ),
    ).toBe(`${BOM}a,b\r\n1,two\r\n,é ü 中\r\n`);
  });

  it('quotes a cell with a comma, a quote or a line break and doubles its quotes', () => {
    expect(toCsv(['x'], [['a,b'], ['say "hi"'], ['line\nbreak'], ['cr\rhere']])).toBe(
      `${BOM}x\r\n"a,b"\r\n"say ""hi"""\r\n"line\nbreak"\r\n"cr\rhere"\r\n`,
    );
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+SUM(A1:A2)', "'+SUM(A1:A2)"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['\r=1', `"'\r=1"`],
  ])('makes %j inert: it reads as text, never as a formula', (value, written) => {
    expect(toCsv(['x'], [[value]])).toBe(`${BOM}x\r\n${written}\r\n`);
  });

  it('leaves a formula sign inside a cell alone', () => {
    expect(toCsv(['x'], [['a=b'], ['x@y.z'], ['1-2']])).toBe(`${BOM}x\r\na=b\r\nx@y.z\r\n1-2\r\n`);
  });
});
