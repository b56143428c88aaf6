import { describe, expect, it } from 'vitest';
import { hasPanelVariant, originalOfPanelVariant, panelVariantUrl } from './panel-images';

const name = `${'ab'.repeat(32)}.jpg`;

describe('phone copies of panels', () => {
  it('name the original they were made from', () => {
    expect(originalOfPanelVariant(`${name}.480w.webp`)).toBe(name);
    expect(panelVariantUrl(`/media/${name}`)).toBe(`/media/${name}.480w.webp`);
  });

  it('are no copy of anything but a stored medium', () => {
    expect(originalOfPanelVariant(name)).toBeNull();
    expect(originalOfPanelVariant(`${'ab'.repeat(32)}.gif.480w.webp`)).toBeNull();
    expect(originalOfPanelVariant(`${'AB'.repeat(32)}.jpg.480w.webp`)).toBeNull();
    expect(originalOfPanelVariant(`x${name}.480w.webp`)).toBeNull();
    expect(originalOfPanelVariant(`${name}.480w.webp.480w.webp`)).toBeNull();
  });

  it('exist only for server media, not for this device blob URLs or other paths', () => {
    expect(hasPanelVariant(`/media/${name}`)).toBe(true);
    expect(hasPanelVariant('blob:https://flipfold.example/0f3c')).toBe(false);
    expect(hasPanelVariant(`/media/${name}.480w.webp`)).toBe(false);
    expect(hasPanelVariant(`/other/${name}`)).toBe(false);
  });
});
