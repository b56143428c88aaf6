import type { LocalFlipbook } from '#offline/db';

/** A flipbook of a device's library with no panels, synced, changed by `over`. */
export function localFlipbook(over: Partial<LocalFlipbook> & Pick<LocalFlipbook, 'ownerId'>) {
  return {
    id: 'b1',
    title: 'Summer trails',
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    views: 0,
    layout: 'pages',
    slots: {
      left: null,
      middle: null,
      right: null,
      leftBack: null,
      middleBack: null,
      rightBack: null,
    },
    thumbnail: null,
    onServer: true,
    ...over,
  } satisfies LocalFlipbook;
}
