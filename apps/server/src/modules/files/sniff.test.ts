import { describe, expect, it } from 'vitest';
import { sniff } from './sniff';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])));

describe('sniff', () => {
  it.each([
    ['png', bytes(0x89, 'PNG\r\n\x1a\n', 0, 0, 0, 13), 'png'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF'), 'jpeg'],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'webp'],
    ['zip', bytes('PK', 3, 4, 20, 0, 0, 0), 'zip'],
    ['an ELF executable', bytes(0x7f, 'ELF', 2, 1, 1, 0), null],
    ['a Windows executable', bytes('MZ', 0x90, 0, 3, 0), null],
    ['an empty zip', bytes('PK', 5, 6, 0, 0, 0, 0), null],
    ['a RIFF that is not WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['a truncated PNG signature', bytes(0x89, 'PNG'), null],
    ['nothing', bytes(), null],
  ])('%s', (_name, input, expected) => {
    expect(sniff(input)).toBe(expected);
  });
});
