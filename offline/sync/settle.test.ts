import { describe, expect, it } from 'vitest';
import { nextStamp, type Stamp } from '#core/edit-stamps';
import type { FieldVersions } from '#core/flipbook-fields';
import { mediaUrl } from '#core/media-names';
import { slotsFromSides } from '#core/panel-layout';
import type { FlipbookReply } from '#core/schemas/flipbooks';
import type { LocalField, LocalFlipbook } from '../db';
import { settle } from './settle';

const at = (ms: number, node = 'd') => nextStamp([], Date.UTC(2026, 10, 1) + ms, node);
const panel = (c: string) => `${c.repeat(64)}.png`;
const [A, B, C, X, Y, Z] = [panel('a'), panel('b'), panel('c'), panel('x'), panel('y'), panel('z')];
const order = (front: number[], back: number[] = []) => slotsFromSides(front, back);
const synced = { title: { stamp: at(0) }, order: { stamp: at(0) }, panels: { stamp: at(0) } };

/** Menu: panels a, b, c in their own order, every field as the server acknowledged at(0). */
const local = (over: Partial<LocalFlipbook> = {}): LocalFlipbook => ({
  id: 'b1',
  ownerId: 'u1',
  title: 'Menu',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  views: 3,
  layout: 'pages',
  slots: slotsFromSides([A, B, C], []),
  order: order([0, 1, 2]),
  thumbnail: null,
  content: {},
  onServer: true,
  fields: synced,
  ...over,
});

/** The server's record: local() as acknowledged, then `over`. */
const record = (
  over: Partial<Omit<FlipbookReply, 'versions'>> & { versions?: Partial<FieldVersions> } = {},
): FlipbookReply => {
  const { versions, ...rest } = over;
  return {
    id: 'b1',
    userId: 'u1',
    title: 'Menu',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    views: 9,
    url: 'http://x/?view=b1',
    left: mediaUrl(A),
    middle: mediaUrl(B),
    right: mediaUrl(C),
    leftBack: null,
    middleBack: null,
    rightBack: null,
    thumbnail: null,
    content: {},
    order: order([0, 1, 2]),
    ...rest,
    versions: {
      title: { stamp: at(0), base: null },
      order: { stamp: at(0), base: null },
      panels: { stamp: at(0), base: null },
      leadForm: { stamp: at(0), base: null },
      readsRtl: { stamp: at(0), base: null },
      ...versions,
    },
  };
};

/** local() with its pages shown b, a, c, the order field as given. */
const reorderedHere = (orderField: LocalField) =>
  local({
    slots: slotsFromSides([B, A, C], []),
    order: order([1, 0, 2]),
    fields: { ...synced, order: orderField },
  });

/** record() with panels x, y, z made at(2) on another device, then `over`. */
const replacedElsewhere = (
  over: Partial<Omit<FlipbookReply, 'versions'>> & { versions?: Partial<FieldVersions> } = {},
) =>
  record({
    left: mediaUrl(X),
    middle: mediaUrl(Y),
    right: mediaUrl(Z),
    ...over,
    versions: { panels: { stamp: at(2), base: at(0) }, ...over.versions },
  });

describe('settling the server’s record into the local flipbook', () => {
  it('takes an edit of another device made on what this device holds, without a word', () => {
    const { flipbook, events } = settle(
      local({ fields: { ...synced, title: { stamp: at(0), own: true } } }),
      record({ title: 'Lunch', versions: { title: { stamp: at(5), base: at(0) } } }),
    );
    expect(events).toEqual([]);
    expect(flipbook).toMatchObject({
      title: 'Lunch',
      views: 3,
      updatedAt: '2026-11-02T00:00:00.000Z',
      fields: { title: { stamp: at(5) } },
    });
  });

  it('tells the device whose acknowledged rename another device replaced without seeing it, once', () => {
    const mine = local({
      title: 'Mine',
      fields: { ...synced, title: { stamp: at(2), own: true } },
    });
    const theirs = record({ title: 'Theirs', versions: { title: { stamp: at(5), base: at(0) } } });
    const { flipbook, events } = settle(mine, theirs);
    expect(events).toEqual([
      { kind: 'replaced', flipbookId: 'b1', field: 'title', title: 'Theirs' },
    ]);
    expect(flipbook.fields?.title).toEqual({ stamp: at(5) });
    expect(settle(flipbook, theirs).events).toEqual([]);
  });

  it('tells the device whose rename the server had when only a list said so (its reply lost), once another device replaced it without seeing it', () => {
    const waiting = local({
      title: 'Mine',
      fields: { ...synced, title: { stamp: at(2), base: at(0) } },
    });
    const listed = settle(
      waiting,
      record({ title: 'Mine', versions: { title: { stamp: at(2), base: at(0) } } }),
    );
    expect(listed.events).toEqual([]);
    const theirs = record({ title: 'Theirs', versions: { title: { stamp: at(5), base: at(0) } } });
    expect(settle(listed.flipbook, theirs).events).toEqual([
      { kind: 'replaced', flipbookId: 'b1', field: 'title', title: 'Theirs' },
    ]);
  });

  it('keeps an edit waiting here over the server’s value, and a value newer than a stale record', () => {
    const waiting = local({
      title: 'Waiting',
      fields: { ...synced, title: { stamp: at(9), base: at(0) }, order: { stamp: at(7) } },
    });
    const { flipbook, events } = settle(
      waiting,
      record({ title: 'Other', versions: { title: { stamp: at(5), base: null } } }),
    );
    expect(events).toEqual([]);
    expect(flipbook.title).toBe('Waiting');
    expect(flipbook.fields?.title).toEqual({ stamp: at(9), base: at(0) });
    expect(flipbook.fields?.order).toEqual({ stamp: at(7) });
  });

  it('acknowledges a sent edit as this device’s own, and bases an edit made since on it', () => {
    const sent = { title: at(4) };
    const acknowledged = settle(
      local({ title: 'Sent', fields: { ...synced, title: { stamp: at(4), base: at(0) } } }),
      record({ title: 'Sent', versions: { title: { stamp: at(4), base: at(0) } } }),
      sent,
    );
    expect(acknowledged.flipbook.fields?.title).toEqual({ stamp: at(4), own: true });
    const editedSince = settle(
      local({ title: 'Again', fields: { ...synced, title: { stamp: at(6), base: at(0) } } }),
      record({ title: 'Sent', versions: { title: { stamp: at(4), base: at(0) } } }),
      sent,
    );
    expect(editedSince.flipbook).toMatchObject({
      title: 'Again',
      fields: { title: { stamp: at(6), base: at(4) } },
    });
  });

  it('takes the server’s value of a sent edit it kept from a newer write, and tells of it', () => {
    const { flipbook, events } = settle(
      local({ title: 'Lost', fields: { ...synced, title: { stamp: at(4), base: at(0) } } }),
      record({ title: 'Won', versions: { title: { stamp: at(8), base: at(0) } } }),
      { title: at(4) },
      ['title'],
    );
    expect(events).toEqual([{ kind: 'replaced', flipbookId: 'b1', field: 'title', title: 'Won' }]);
    expect(flipbook).toMatchObject({ title: 'Won', fields: { title: { stamp: at(8) } } });
  });

  it('keeps an edit made after the one the server kept, to be sent in turn', () => {
    const { flipbook, events } = settle(
      local({ title: 'Later', fields: { ...synced, title: { stamp: at(9), base: at(0) } } }),
      record({ title: 'Won', versions: { title: { stamp: at(8), base: at(0) } } }),
      { title: at(4) },
      ['title'],
    );
    expect(events).toEqual([]);
    expect(flipbook.fields?.title).toEqual({ stamp: at(9), base: at(0) });
  });

  it('shows a page order on its way on panels replaced elsewhere when as many, and says so', () => {
    const reordered = reorderedHere({ stamp: at(3), base: at(0) });
    const replaced = replacedElsewhere({
      order: order([1, 0, 2]),
      versions: { order: { stamp: at(3), base: at(0) } },
    });
    const { flipbook, events } = settle(reordered, replaced, { order: at(3) });
    expect(events).toEqual([{ kind: 'order-rebased', flipbookId: 'b1', title: 'Menu' }]);
    expect(flipbook.slots).toEqual(slotsFromSides([X, Y, Z], []));
  });

  it('drops a page order waiting here when the panels were replaced elsewhere with fewer', () => {
    const reordered = reorderedHere({ stamp: at(3), base: at(0) });
    const fewer = replacedElsewhere({ right: null });
    const { flipbook, events } = settle(reordered, fewer);
    expect(events).toEqual([{ kind: 'order-dropped', flipbookId: 'b1', title: 'Menu' }]);
    expect(flipbook).toMatchObject({
      slots: slotsFromSides([X, Y], []),
      order: order([0, 1, 2]),
      fields: { order: { stamp: at(0) } },
    });
  });

  it('says nothing of an acknowledged order that panels replaced elsewhere leave as it was', () => {
    const { events } = settle(
      local({ fields: { ...synced, order: { stamp: at(0), own: true } } }),
      replacedElsewhere(),
    );
    expect(events).toEqual([]);
  });

  it('counts a value agreed with the server as this device’s own only when it was sent from here', () => {
    const { flipbook } = settle(local({ fields: { ...synced } }), record());
    expect(flipbook.fields).toStrictEqual({
      ...synced,
      leadForm: { stamp: at(0) },
      readsRtl: { stamp: at(0) },
    });
    const renamedElsewhere = record({
      title: 'Theirs',
      versions: { title: { stamp: at(5), base: null } },
    });
    expect(settle(flipbook, renamedElsewhere).events).toEqual([]);
  });

  /** A create sent again with its title 'Mine' of at(4), met by 'Theirs' of at(8) made on `base`. */
  const settleResentCreate = (base: Stamp) =>
    settle(
      local({ title: 'Mine', fields: { ...synced, title: { stamp: at(4), base: null } } }),
      record({ title: 'Theirs', versions: { title: { stamp: at(8), base } } }),
      { title: at(4) },
    );

  it('takes another device’s edit made on a create sent again, without a word', () => {
    const { flipbook, events } = settleResentCreate(at(4));
    expect(events).toEqual([]);
    expect(flipbook.title).toBe('Theirs');
    expect(flipbook.fields?.title).toStrictEqual({ stamp: at(8) });
  });

  it('tells of a create sent again whose title another device replaced without seeing it', () => {
    const { flipbook, events } = settleResentCreate(at(0));
    expect(events).toEqual([
      { kind: 'replaced', flipbookId: 'b1', field: 'title', title: 'Theirs' },
    ]);
    expect(flipbook.title).toBe('Theirs');
  });

  it('keeps a page order waiting here, unannounced, when the server’s newer panels are these', () => {
    const reordered = reorderedHere({ stamp: at(3), base: at(0) });
    const { flipbook, events } = settle(
      reordered,
      record({ versions: { panels: { stamp: at(2), base: at(0) } } }),
    );
    expect(events).toEqual([]);
    expect(flipbook.order).toEqual(order([1, 0, 2]));
    expect(flipbook.fields?.order).toStrictEqual({ stamp: at(3), base: at(0) });
  });

  it('puts a page order still waiting here on panels replaced elsewhere, to be sent in turn', () => {
    const reordered = reorderedHere({ stamp: at(3), base: at(0) });
    const replaced = replacedElsewhere();
    const { flipbook, events } = settle(reordered, replaced);
    expect(events).toEqual([{ kind: 'order-rebased', flipbookId: 'b1', title: 'Menu' }]);
    expect(flipbook.order).toEqual(order([1, 0, 2]));
    expect(flipbook.slots).toEqual(slotsFromSides([Y, X, Z], []));
    expect(flipbook.fields?.order).toStrictEqual({ stamp: at(3), base: at(0) });
  });

  it('tells of a sent order the library settled meanwhile when its reply brings panels replaced elsewhere', () => {
    const settledMeanwhile = reorderedHere({ stamp: at(3) });
    const replaced = replacedElsewhere({
      order: order([1, 0, 2]),
      versions: { order: { stamp: at(3), base: at(0) } },
    });
    const { flipbook, events } = settle(settledMeanwhile, replaced, { order: at(3) });
    expect(events).toEqual([{ kind: 'order-rebased', flipbookId: 'b1', title: 'Menu' }]);
    expect(flipbook.fields?.order).toStrictEqual({ stamp: at(3), own: true });
  });

  it('forgets the unsent panels the server now has, and those no longer shown', () => {
    const { flipbook } = settle(
      local({
        unsentMedia: [A, C, X],
        fields: { ...synced, panels: { stamp: at(2), base: at(0) } },
      }),
      record({ versions: { panels: { stamp: at(2), base: at(0) } }, right: null }),
      { panels: at(2) },
    );
    expect(flipbook.unsentMedia).toEqual([C]);
  });

  it('holds no list of unsent panels once the server has every one', () => {
    const { flipbook } = settle(
      local({ unsentMedia: [A, B], fields: { ...synced, panels: { stamp: at(2), base: at(0) } } }),
      record({ versions: { panels: { stamp: at(2), base: at(0) } } }),
      { panels: at(2) },
    );
    expect(flipbook.unsentMedia).toBeUndefined();
  });

  it('settles a flipbook stored before fields had versions as the server has it', () => {
    const { flipbook, events } = settle(
      local({ fields: undefined, order: undefined, title: 'Old' }),
      record({ title: 'Server' }),
    );
    expect(events).toEqual([]);
    expect(flipbook).toMatchObject({ title: 'Server', order: order([0, 1, 2]), fields: synced });
  });
});
