import { describe, expect, it } from 'vitest';
import {
  MEDIA_NAME_PATTERN,
  MEDIA_URL_PATTERN,
  mediaNameOfUrl,
  mediaNamesOf,
  mediaTypeOf,
  mediaUrl,
  panelNames,
} from './media-names';
import { slotsFromSides } from './panel-layout';

const hash = 'a'.repeat(64);

describe('media names', () => {
  it('accepts content names of the three image types only', () => {
    for (const ext of ['png', 'jpg', 'webp']) {
      expect(MEDIA_NAME_PATTERN.test(`${hash}.${ext}`)).toBe(true);
      expect(MEDIA_URL_PATTERN.test(`/media/${hash}.${ext}`)).toBe(true);
    }
    for (const bad of [
      `${hash}.gif`,
      `${hash}.png.480w.webp`,
      `${hash.slice(1)}.png`,
      `${hash}.PNG`,
    ])
      expect(MEDIA_NAME_PATTERN.test(bad)).toBe(false);
    expect(MEDIA_URL_PATTERN.test(`/media/../${hash}.png`)).toBe(false);
    expect(MEDIA_URL_PATTERN.test(`x/media/${hash}.png`)).toBe(false);
  });

  it('turns a name into its URL and back, and no other URL into a name', () => {
    expect(mediaUrl(`${hash}.png`)).toBe(`/media/${hash}.png`);
    expect(mediaNameOfUrl(mediaUrl(`${hash}.png`))).toBe(`${hash}.png`);
    expect(mediaNameOfUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(mediaNameOfUrl(null)).toBeNull();
    expect(mediaNameOfUrl(undefined)).toBeNull();
  });

  it('lists the panels in slot order and then the thumbnail, skipping empty slots', () => {
    const slots = slotsFromSides(['l', 'm'], ['lb']);
    expect(panelNames(slots)).toEqual(['l', 'm', 'lb']);
    expect(mediaNamesOf({ slots, thumbnail: 't' })).toEqual(['l', 'm', 'lb', 't']);
    expect(mediaNamesOf({ slots, thumbnail: null })).toEqual(['l', 'm', 'lb']);
  });

  it('serves a medium by its extension and nothing that is not a media name', () => {
    expect(mediaTypeOf(`${hash}.png`)).toBe('image/png');
    expect(mediaTypeOf(`${hash}.jpg`)).toBe('image/jpeg');
    expect(mediaTypeOf(`${hash}.webp`)).toBe('image/webp');
    expect(mediaTypeOf(`${hash}.svg`)).toBeNull();
    expect(mediaTypeOf(`${hash}.png.480w.webp`)).toBeNull();
  });
});
