import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryKey } from '#core/library-key';
import { type FlipfoldDb, openDb } from '#offline/db';
import { fakePng as png } from '#pwa-test/test-png';
import { createLocalFlipbook } from './library';
import { ownedFlipbook, ownedMedia, ownedPdf } from './owned';

describe('local data read on behalf of an account', () => {
  let db: FlipfoldDb;
  beforeEach(() => {
    db = openDb(`owned-${crypto.randomUUID()}`);
  });
  afterEach(() => db.delete());

  it('gives a flipbook, its panels and its kept PDF to their owner only', async () => {
    const theirs = await createLocalFlipbook(db, {
      ownerId: 'alice',
      title: 'Private plans',
      front: [png(1)],
      back: [],
      thumbnail: png(2),
      pdf: { name: 'Plans.pdf', blob: new Blob(['%PDF-1.7']) },
    });
    const left = theirs.slots.left as string;
    expect((await ownedFlipbook(db, 'alice', theirs.id))?.title).toBe('Private plans');
    expect((await ownedMedia(db, 'alice', theirs.id, left))?.name).toBe(left);
    expect((await ownedMedia(db, 'alice', theirs.id, theirs.thumbnail as string))?.name).toBe(
      theirs.thumbnail,
    );
    expect((await ownedPdf(db, 'alice', theirs.id))?.name).toBe('Plans.pdf');

    expect(await ownedFlipbook(db, 'bob', theirs.id)).toBeUndefined();
    expect(await ownedMedia(db, 'bob', theirs.id, left)).toBeUndefined();
    expect(await ownedPdf(db, 'bob', theirs.id)).toBeUndefined();
  });

  it('gives a flipbook of a team library, its panels and kept PDF to the person whose copy it is, not to a fellow member', async () => {
    const copy = await createLocalFlipbook(db, {
      ownerId: libraryKey('alice', 't1'),
      title: 'Team plans',
      front: [png(1)],
      back: [],
      pdf: { name: 'Team.pdf', blob: new Blob(['%PDF-1.7']) },
    });
    const left = copy.slots.left as string;
    expect((await ownedFlipbook(db, 'alice', copy.id))?.title).toBe('Team plans');
    expect((await ownedMedia(db, 'alice', copy.id, left))?.name).toBe(left);
    expect((await ownedPdf(db, 'alice', copy.id))?.name).toBe('Team.pdf');

    for (const other of ['bob', 't1', 'alic'])
      expect(await ownedFlipbook(db, other, copy.id)).toBeUndefined();
    expect(await ownedMedia(db, 'bob', copy.id, left)).toBeUndefined();
    expect(await ownedPdf(db, 'bob', copy.id)).toBeUndefined();
  });

  it('gives a panel only through a flipbook of the owner that shows it', async () => {
    const theirs = await createLocalFlipbook(db, {
      ownerId: 'alice',
      title: 'Private plans',
      front: [png(1)],
      back: [],
    });
    const mine = await createLocalFlipbook(db, {
      ownerId: 'bob',
      title: 'Menu',
      front: [png(2)],
      back: [],
    });
    expect(await ownedMedia(db, 'bob', mine.id, theirs.slots.left as string)).toBeUndefined();
  });

  it("gives a team library's flipbook to the person whose copy it is, never to a fellow member's", async () => {
    const team = await createLocalFlipbook(db, {
      ownerId: libraryKey('alice', 'team-1'),
      title: 'Team plans',
      front: [png(1)],
      back: [],
      pdf: { name: 'Team.pdf', blob: new Blob(['%PDF-1.7']) },
    });
    const left = team.slots.left as string;
    expect((await ownedFlipbook(db, 'alice', team.id))?.title).toBe('Team plans');
    expect((await ownedMedia(db, 'alice', team.id, left))?.name).toBe(left);
    expect((await ownedPdf(db, 'alice', team.id))?.name).toBe('Team.pdf');

    // Bob is in the same team, but this copy is Alice's: his own is keyed to him.
    expect(await ownedFlipbook(db, 'bob', team.id)).toBeUndefined();
    expect(await ownedMedia(db, 'bob', team.id, left)).toBeUndefined();
    expect(await ownedPdf(db, 'bob', team.id)).toBeUndefined();
    expect(await ownedFlipbook(db, 'team-1', team.id)).toBeUndefined();
  });
});
