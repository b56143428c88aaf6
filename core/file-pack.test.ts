import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilePackError, packFiles, readFilePack } from './file-pack';

const filesArbitrary = fc.uniqueArray(
  fc.tuple(fc.string({ minLength: 1, maxLength: 20 }), fc.uint8Array({ maxLength: 64 })),
  { selector: ([name]) => name, maxLength: 12 },
);

describe('a pack of files', () => {
  it('gives back every file packed, byte for byte, by its name', () => {
    fc.assert(
      fc.property(filesArbitrary, (files) => {
        const read = readFilePack(packFiles(files));
        expect([...read.keys()].sort()).toEqual(files.map(([name]) => name).sort());
        for (const [name, bytes] of files) expect(read.get(name)).toEqual(bytes);
      }),
    );
  });

  it('reads a pack that sits inside a larger buffer', () => {
    const pack = packFiles([['UniJIS-UCS2-H', new Uint8Array([1, 2, 3])]]);
    const larger = new Uint8Array(pack.length + 16);
    larger.set(pack, 7);
    const read = readFilePack(larger.subarray(7, 7 + pack.length));
    expect(read.get('UniJIS-UCS2-H')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses a pack cut short anywhere, rather than giving a file of the wrong bytes', () => {
    const pack = packFiles([
      ['Adobe-Japan1-UCS2', new Uint8Array([9, 8, 7, 6])],
      ['H', new Uint8Array([5])],
    ]);
    for (let length = 0; length < pack.length; length++)
      expect(() => readFilePack(pack.subarray(0, length)), `${length} bytes`).toThrow(
        FilePackError,
      );
  });

  it('refuses an index that is not JSON, not names, or points outside the pack', () => {
    const withIndex = (index: string, data = new Uint8Array(4)) => {
      const bytes = new TextEncoder().encode(index);
      const pack = new Uint8Array(4 + bytes.length + data.length);
      new DataView(pack.buffer).setUint32(0, bytes.length, true);
      pack.set(bytes, 4);
      pack.set(data, 4 + bytes.length);
      return pack;
    };
    for (const index of [
      '{not json',
      '[]',
      'null',
      '{"H":[0]}',
      '{"H":"0,4"}',
      '{"H":[-1,2]}',
      '{"H":[0,5]}',
      '{"H":[3,2]}',
      '{"H":[0.5,1]}',
    ])
      expect(() => readFilePack(withIndex(index)), index).toThrow(FilePackError);
    expect(readFilePack(withIndex('{"H":[2,2]}')).get('H')).toEqual(new Uint8Array(2));
  });
});
