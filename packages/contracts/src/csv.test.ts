import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted cells, doubled quotes, CRLF and skips blank lines, keeping each record’s line', () => {
    expect(parseCsv('code,type,title\r\nABC,20,"Pro, 2024"\r\n\r\nDEF,20,"say ""hi"""\n')).toEqual([
      { line: 1, cells: ['code', 'type', 'title'] },
      { line: 2, cells: ['ABC', '20', 'Pro, 2024'] },
      { line: 4, cells: ['DEF', '20', 'say "hi"'] },
    ]);
  });

  it('keeps a last line without a newline, and a quoted newline inside a cell', () => {
    expect(parseCsv('a,b\n"x\ny",z\nlast,1')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x\ny', 'z'] },
      { line: 4, cells: ['last', '1'] },
    ]);
  });
});
