import { describe, expect, it } from 'vitest';
import { nextStamp } from '#core/edit-stamps';
import { libraryKey } from '#core/library-key';
import { mediaUrl } from '#core/media-names';
import { slotsFromSides } from '#core/panel-layout';
import type { ChangedBy, FlipbookReply } from '#core/schemas/flipbooks';
import type { LocalFlipbook } from '../db';
import { fromServer } from './server-record';
import { settle } from './settle';

const at = (ms: number, node = 'd') => nextStamp([], Date.UTC(2026, 10, 1) + ms, node);
const A = `${'a'.repeat(64)}.png`;
const synced = { title: { stamp: at(0) }, order: { stamp: at(0) }, panels: { stamp: at(0) } };
const sam = { userId: 'u-sam', name: 'Sam' };
const me = { userId: 'u1', name: 'Me' };
const made = { title: me, order: me, panels: me, leadForm: me };

/** The library's flipbook b1 as this device holds it for `u1` in team t1's library. */
const local = (over: Partial<LocalFlipbook> = {}): LocalFlipbook => ({
  id: 'b1',
  ownerId: libraryKey('u1', 't1'),
  title: 'Menu',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  views: 0,
  layout: 'pages',
  slots: slotsFromSides([A], []),
  thumbnail: null,
  content: {},
  onServer: true,
  fields: synced,
  changedBy: made,
  ...over,
});

/** The server's record of b1, every field at(0) unless `versions` says otherwise. */
const record = (
  over: Partial<FlipbookReply> & { changedBy?: ChangedBy } = {},
  versions: Partial<FlipbookReply['versions'] & object> = {},
): FlipbookReply => ({
  id: 'b1',
  userId: 'u1',
  teamId: 't1',
  title: 'Menu',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
  views: 0,
  url: 'http://x/?view=b1',
  left: mediaUrl(A),
  middle: null,
  right: null,
  leftBack: null,
  middleBack: null,
  rightBack: null,
  thumbnail: null,
  content: {},
  versions: {
    title: { stamp: at(0), base: null },
    order: { stamp: at(0), base: null },
    panels: { stamp: at(0), base: null },
    leadForm: { stamp: at(0), base: null },
    ...versions,
  },
  ...over,
});

describe('who changed a flipbook, on the device', () => {
  it('keeps who changed each field from the server’s record, and nothing when it says nothing', () => {
    expect(fromServer(record({ changedBy: made }), 'u1').changedBy).toEqual(made);
    expect(fromServer(record(), 'u1')).not.toHaveProperty('changedBy');
  });

  it('takes the server’s changers for the values it takes, and keeps its own where an edit waits', () => {
    const renamedHere = local({
      title: 'Mine',
      fields: { ...synced, title: { stamp: at(3), base: at(0) } },
    });
    const reply = record(
      { title: 'Menu', changedBy: { ...made, title: sam, order: sam } },
      { order: { stamp: at(2, 'p'), base: at(0) } },
    );
    const { flipbook } = settle(renamedHere, reply);
    // The order is Sam's now; the rename made here still waits, so the title is still as known.
    expect(flipbook.changedBy).toEqual({ ...made, order: sam });
    expect(settle(local(), record()).flipbook.changedBy).toBeUndefined();
  });

  it('names the member whose edit replaced one made here', () => {
    const mine = local({
      title: 'Mine',
      fields: { ...synced, title: { stamp: at(2), own: true } },
    });
    const theirs = record(
      { title: 'Theirs', changedBy: { ...made, title: sam } },
      { title: { stamp: at(5, 'p'), base: at(0) } },
    );
    const { flipbook, events } = settle(mine, theirs);
    expect(events).toEqual([
      { kind: 'replaced', flipbookId: 'b1', field: 'title', title: 'Theirs', by: 'Sam' },
    ]);
    expect(flipbook.changedBy?.title).toEqual(sam);
  });

  it('names no one when the edit that won was the person’s own on another device, or unknown', () => {
    const mine = local({
      title: 'Mine',
      fields: { ...synced, title: { stamp: at(2), own: true } },
    });
    const versions = { title: { stamp: at(5, 'p'), base: at(0) } };
    const lost = { kind: 'replaced', flipbookId: 'b1', field: 'title', title: 'Theirs' };
    expect(settle(mine, record({ title: 'Theirs', changedBy: made }, versions)).events).toEqual([
      lost,
    ]);
    expect(settle(mine, record({ title: 'Theirs' }, versions)).events).toEqual([lost]);
  });

  it('tells each of several edits made here that members replaced, each with its member', () => {
    const ada = { userId: 'u-ada', name: 'Ada' };
    const mine = local({
      title: 'Mine',
      leadForm: true,
      fields: {
        ...synced,
        title: { stamp: at(2), own: true },
        leadForm: { stamp: at(2), own: true },
      },
    });
    const theirs = record(
      { title: 'Theirs', leadForm: false, changedBy: { ...made, title: sam, leadForm: ada } },
      {
        title: { stamp: at(5, 'p'), base: at(0) },
        leadForm: { stamp: at(6, 'q'), base: at(0) },
      },
    );
    expect(settle(mine, theirs).events).toEqual([
      { kind: 'replaced', flipbookId: 'b1', field: 'title', title: 'Theirs', by: 'Sam' },
      { kind: 'replaced', flipbookId: 'b1', field: 'leadForm', title: 'Theirs', by: 'Ada' },
    ]);
  });
});
