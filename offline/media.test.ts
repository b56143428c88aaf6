import { describe, expect, it } from 'vitest';
import { mediaUrl } from '#core/media-names';
import { dataUrlOf, isImageType, mediaFromBlob, sha256Hex } from './media';

describe('panel media', () => {
  it('names an image by its SHA-256 and the extension of its type', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const hash = '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81';
    expect(await sha256Hex(bytes.buffer)).toBe(hash);
    for (const [type, ext] of [
      ['image/png', 'png'],
      ['image/jpeg', 'jpg'],
      ['image/webp', 'webp'],
    ] as const) {
      const media = await mediaFromBlob(new Blob([bytes], { type }));
      expect(media).toMatchObject({ name: `${hash}.${ext}`, type });
      expect(new Uint8Array(media.bytes)).toEqual(bytes);
    }
  });

  it('pads each byte of the hash to two hex digits', async () => {
    // SHA-256 of "" starts with e3 b0 c4 42 … and holds bytes below 0x10, e.g. 0x08 and 0x04.
    expect(await sha256Hex(new ArrayBuffer(0))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });

  it('refuses other types, naming the type', async () => {
    await expect(mediaFromBlob(new Blob(['x'], { type: 'image/gif' }))).rejects.toThrow(
      'Unsupported panel image type: image/gif',
    );
    await expect(mediaFromBlob(new Blob(['x']))).rejects.toThrow(
      'Unsupported panel image type: unknown',
    );
    expect(isImageType('image/png')).toBe(true);
    expect(isImageType('image/gif')).toBe(false);
  });

  it('gives the /media/ URL of a name and the data URL of the bytes, also past one chunk', () => {
    expect(mediaUrl('a.png')).toBe('/media/a.png');
    const small = {
      name: 'a.png',
      type: 'image/png' as const,
      bytes: new Uint8Array([0xff, 0]).buffer,
    };
    expect(dataUrlOf(small)).toBe('data:image/png;base64,/wA=');
    const big = new Uint8Array(0x8000 * 2 + 3).map((_, i) => i % 251);
    const url = dataUrlOf({ name: 'b.png', type: 'image/png', bytes: big.buffer });
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64')).toEqual(
      Buffer.from(big),
    );
  });
});
