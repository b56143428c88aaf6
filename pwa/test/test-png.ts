/** A tiny PNG-typed blob for data-layer tests; `seed` makes each one distinct media. */
export const fakePng = (seed: number) =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, seed])], {
    type: 'image/png',
  });
