import { describe, expect, it } from 'vitest';
import { createFlipbookInput, updateFlipbookInput } from './flipbooks';

const image = 'data:image/png;base64,iVBORw0KGgo=';
const images = (n: number) => Array<string>(n).fill(image);

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
});
