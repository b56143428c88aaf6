import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedJsonReader, type JsonBounds } from './bounded-json';

const WIDE: JsonBounds = {
  maxBytes: 10_000_000,
  maxValues: 100_000,
  maxDepth: 64,
  maxSkeletonBytes: 128 * 1024,
  maxStringBytes: 10_000_000,
  maxTextBytes: 10_000_000,
};

/** Feeds `text` cut at the given points, as the network might deliver it. */
async function read(text: string | Buffer, cuts: number[] = [], bounds: JsonBounds = WIDE) {
  const bytes = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const reader = new BoundedJsonReader(bounds);
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  let from = 0;
  for (const point of [...points, bytes.length]) {
    reader.push(bytes.subarray(from, point));
    from = point;
  }
  return reader.finish();
}

/** Strings with what is hard at a chunk's edge: escapes, quotes, backslash runs, non-ASCII. */
const tricky = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom('\\', '"', '\\"', '\\\\', '\n', '\u0000', 'é', '😀', '\u2028'),
    ),
  )
  .map((parts) => parts.join(''));
const longTricky = fc
  .tuple(tricky, fc.integer({ min: 1000, max: 3000 }))
  .map(([s, n]) => `${'A'.repeat(n)}${s}${'/'.repeat(n % 7)}`);
const value = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 1 }),
    tricky,
    longTricky,
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(tricky, fc.string()), tie('node'), { maxKeys: 4 }),
  ),
})).node;

describe('the bounded JSON reader', () => {
  it('reads what JSON.parse reads, however the bytes are cut', async () => {
    await fc.assert(
      fc.asyncProperty(value, fc.array(fc.nat(), { maxLength: 12 }), async (v, cuts) => {
        const text = JSON.stringify(v);
        expect(await read(text, cuts)).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a long base64 string exact across chunks', async () => {
    const payload = Buffer.alloc(3 * 1024 * 1024, 7).toString('base64');
    const text = JSON.stringify({ panels: { front: [`data:image/png;base64,${payload}`] } });
    const cuts = Array.from({ length: 50 }, (_, i) => i * 65_536 + 1);
    expect(await read(text, cuts)).toEqual(JSON.parse(text));
  });

  it('refuses malformed bodies as malformed', async () => {
    for (const text of [
      '{"a":',
      '{"a":"unterminated',
      `{"a":"${'x'.repeat(2000)}`,
      '{"a":1}"trailing"',
      `{"a":"${'x'.repeat(2000)}\u0001"}`,
      `{"a":"${'x'.repeat(2000)}\\q"}`,
      '',
    ]) {
      await expect(read(text), text.slice(0, 30)).rejects.toMatchObject({ reason: 'malformed' });
    }
    const invalidUtf8 = Buffer.concat([
      Buffer.from(`{"a":"${'x'.repeat(2000)}`),
      Buffer.from([0xff]),
      Buffer.from('"}'),
    ]);
    await expect(read(invalidUtf8)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('refuses a long string as a key rather than mistaking it', async () => {
    await expect(read(`{"${'k'.repeat(5000)}":1}`)).rejects.toMatchObject({
      reason: 'too-many-values',
    });
  });

  it('takes a client string that looks like a placeholder as the string it is', async () => {
    const text = JSON.stringify({ a: '\u0000abc:0', b: 'x'.repeat(2000) });
    expect(await read(text)).toEqual(JSON.parse(text));
  });

  it('refuses too many values, too deep or too many bytes while they arrive, before the end', () => {
    const bounds = {
      maxBytes: 1000,
      maxValues: 10,
      maxDepth: 3,
      maxSkeletonBytes: 1000,
      maxStringBytes: 1000,
      maxTextBytes: 1000,
    };
    const cases: Array<[string, string]> = [
      ['[0,0,0,0,0,0,0,0,0,0,0,0', 'too-many-values'],
      ['[[[[', 'too-deep'],
      [`["${'x'.repeat(2000)}`, 'too-large'],
    ];
    for (const [start, reason] of cases) {
      const reader = new BoundedJsonReader(bounds);
      // Never ended: the refusal comes from what has arrived so far.
      expect(() => reader.push(Buffer.from(start))).toThrow(expect.objectContaining({ reason }));
    }
  });

  it('refuses a string longer than the call takes as it arrives, and text to decode far sooner than plain ASCII', async () => {
    const bounds = { ...WIDE, maxStringBytes: 50_000, maxTextBytes: 3000 };
    const arriving = (text: string, cut: number) => {
      const reader = new BoundedJsonReader(bounds);
      const bytes = Buffer.from(text);
      // In two chunks, never ended: the refusal comes from what has arrived so far.
      reader.push(bytes.subarray(0, cut));
      reader.push(bytes.subarray(cut));
    };
    const tooLarge = expect.objectContaining({ reason: 'too-large' });
    expect(() => arriving(`{"title":"${'é'.repeat(1600)}`, 7)).toThrow(tooLarge);
    expect(() => arriving(`{"title":"${'A'.repeat(2000)}\\u00e9${'A'.repeat(2000)}`, 2005)).toThrow(
      tooLarge,
    );
    expect(() => arriving(`{"image":"${'A'.repeat(50_001)}`, 30_000)).toThrow(tooLarge);
    // At their bounds, both are read as ever.
    const text = { title: 'é'.repeat(1490), image: 'A'.repeat(49_990), escaped: '\n'.repeat(1400) };
    expect(await read(JSON.stringify(text), [11, 3000], bounds)).toEqual(text);
  });

  it('bounds what is parsed at once, however few the values', async () => {
    const huge = `[${'1'.repeat(200_000)}]`;
    await expect(read(huge)).rejects.toMatchObject({ reason: 'too-many-values' });
  });
});
