import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createFlipbookInput,
  flipbookIdParam,
  imageSource,
  offlineViewsInput,
  updateFlipbookInput,
} from './flipbooks';

const image = 'data:image/png;base64,iVBORw0KGgo=';
const images = (n: number) => Array<string>(n).fill(image);
const hash = 'ab01'.repeat(16);
const uuid = '0f8e7a52-3c1d-4b6e-9a2f-1d2c3b4a5e6f';

/** The first issue's message, or null when the value is accepted. */
function problem(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused');
}

describe('flipbook payloads', () => {
  it.each([
    ['create', createFlipbookInput],
    ['update', updateFlipbookInput],
  ])('%s takes up to six images a side', (_, schema) => {
    const parsed = schema.safeParse({
      title: 'Menu',
      panels: { front: images(6), back: images(6) },
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    ['create', 'front', createFlipbookInput],
    ['create', 'back', createFlipbookInput],
    ['update', 'front', updateFlipbookInput],
    ['update', 'back', updateFlipbookInput],
  ])('%s refuses a seventh image on the %s', (_, side, schema) => {
    const panels = { front: images(3), back: images(3), [side]: images(7) };
    const parsed = schema.safeParse({ title: 'Menu', panels });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['panels', side]);
    expect(parsed.error?.issues[0]?.message).toBe('At most 6 images a side');
  });

  it.each([
    ['a data URL', image],
    ['a /media/ URL of a PNG', `/media/${hash}.png`],
    ['a /media/ URL of a JPEG', `/media/${hash}.jpg`],
    ['a /media/ URL of a WebP', `/media/${hash}.webp`],
  ])('takes %s as an image', (_, source) => {
    expect(problem(imageSource, source)).toBeNull();
  });

  it.each([
    ['a URL elsewhere', 'https://example.com/a.png'],
    ['a /media/ URL below another path', `/x/media/${hash}.png`],
    ['a /media/ URL with a suffix', `/media/${hash}.png?x`],
    ['a /media/ URL whose name is not a SHA-256', '/media/a.png'],
    ['a /media/ URL of another type', `/media/${hash}.gif`],
  ])('refuses %s as an image', (_, source) => {
    expect(problem(imageSource, source)).toBe('Each image must be a data URL or a /media/ URL');
  });

  it('takes an image as long as a 20 MB request in base64, not one character more', () => {
    // ceil(20 MiB × 4 / 3) + 64 characters.
    const longest = 27_962_091;
    expect(problem(imageSource, 'data:'.padEnd(longest, 'A'))).toBeNull();
    expect(problem(imageSource, 'data:'.padEnd(longest + 1, 'A'))).toBe('Image is too large');
  });

  it('trims the title and takes 1 to 200 characters', () => {
    const withTitle = (title: string) => ({ title, panels: { front: [], back: [] } });
    expect(createFlipbookInput.parse(withTitle('  Menu ')).title).toBe('Menu');
    expect(problem(updateFlipbookInput, withTitle('   '))).toBe('Title is required');
    expect(problem(updateFlipbookInput, withTitle('x'.repeat(200)))).toBeNull();
    expect(problem(updateFlipbookInput, withTitle('x'.repeat(201)))).toBe('Title is too long');
  });

  it('takes a flipbook id as a UUID in any case and gives it in lower case', () => {
    expect(flipbookIdParam.parse(uuid.toUpperCase())).toBe(uuid);
    expect(
      createFlipbookInput.parse({
        id: uuid.toUpperCase(),
        title: 'Menu',
        panels: { front: [], back: [] },
      }).id,
    ).toBe(uuid);
    expect(problem(flipbookIdParam, 'not-a-uuid')).toBe('id must be a UUID');
  });

  it('takes offline views in batches of 1 to 1000 under a UUID key', () => {
    expect(offlineViewsInput.parse({ count: 1, key: uuid })).toEqual({ count: 1, key: uuid });
    expect(problem(offlineViewsInput, { count: 1000, key: uuid })).toBeNull();
    expect(problem(offlineViewsInput, { count: 1001, key: uuid })).not.toBeNull();
    expect(problem(offlineViewsInput, { count: 0, key: uuid })).not.toBeNull();
    expect(problem(offlineViewsInput, { count: 1.5, key: uuid })).not.toBeNull();
    expect(problem(offlineViewsInput, { count: 1, key: 'k' })).not.toBeNull();
  });

  it('takes offline views marked as coming from an event, and no other source', () => {
    expect(offlineViewsInput.parse({ count: 2, key: uuid, source: 'event' })).toEqual({
      count: 2,
      key: uuid,
      source: 'event',
    });
    expect(problem(offlineViewsInput, { count: 2, key: uuid, source: 'shared-link' })).toBe(
      "must be 'event'",
    );
    expect(problem(offlineViewsInput, { count: 2, key: uuid, source: null })).not.toBeNull();
  });
});
