import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageSizeOf } from './image-size';

const image = (format: 'png' | 'jpeg' | 'webp', width: number, height: number, options = {}) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format, options)
    .toBuffer();

describe('the size an image says in its header', () => {
  it.each([
    ['a PNG', 'png', {}],
    ['a baseline JPEG', 'jpeg', {}],
    ['a progressive JPEG', 'jpeg', { progressive: true }],
    ['a lossy WebP', 'webp', {}],
    ['a lossless WebP', 'webp', { lossless: true }],
  ] as const)('is read from %s', async (_, format, options) => {
    for (const [width, height] of [
      [800, 1697],
      [900, 1273],
      [3, 2],
    ] as const)
      expect(imageSizeOf(await image(format, width, height, options))).toEqual({ width, height });
  });

  it('is read from an extended WebP (with an alpha channel)', async () => {
    const bytes = await sharp({
      create: { width: 47, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .webp()
      .toBuffer();
    expect(imageSizeOf(bytes)).toEqual({ width: 47, height: 100 });
  });

  it('is none for other bytes, or an image cut before its size', async () => {
    expect(
      imageSizeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(imageSizeOf(new Uint8Array())).toBeNull();
    expect(imageSizeOf((await image('jpeg', 10, 10)).subarray(0, 20))).toBeNull();
    expect(imageSizeOf((await image('png', 10, 10)).subarray(0, 20))).toBeNull();
  });
});
