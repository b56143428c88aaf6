import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextStamp } from './edit-stamps';
import { staffNotesInput } from './schemas/leads';
import {
  LEAD_RATINGS,
  mergeStaffNotes,
  NO_STAFF_NOTES,
  normalizeTags,
  STAFF_NOTE_FIELDS,
  STAFF_NOTE_LIMITS,
  type StaffNoteEdits,
  tagsFromText,
} from './staff-notes';

const empty = { notes: NO_STAFF_NOTES, stamps: {} };
const at = (ms: number, node = 'a') => nextStamp([], ms, node);

describe('staff notes', () => {
  it('takes each field from the edit stamped later, so two devices editing different fields both keep theirs', () => {
    const kiosk = { staffNote: { value: 'Wants 40 units', stamp: at(1_000, 'kiosk') } };
    const laptop = {
      rating: { value: 'hot' as const, stamp: at(2_000, 'laptop') },
      tags: { value: ['retail'], stamp: at(2_000, 'laptop') },
    };
    const merged = mergeStaffNotes(mergeStaffNotes(empty, kiosk), laptop);
    expect(merged.notes).toEqual({ staffNote: 'Wants 40 units', rating: 'hot', tags: ['retail'] });
    expect(merged.kept).toEqual([]);
  });

  it('keeps a field whose edit is older than the one it holds, and names it as kept', () => {
    const later = mergeStaffNotes(empty, { rating: { value: 'cold', stamp: at(5_000, 'b') } });
    const older = mergeStaffNotes(later, { rating: { value: 'hot', stamp: at(4_000, 'a') } });
    expect(older.notes.rating).toBe('cold');
    expect(older.kept).toEqual(['rating']);
  });

  it('changes nothing and keeps nothing when the same edit arrives twice', () => {
    const edit = { staffNote: { value: 'Call back', stamp: at(1_000) } };
    const once = mergeStaffNotes(empty, edit);
    const twice = mergeStaffNotes(once, edit);
    expect(twice).toEqual({ ...once, kept: [] });
  });

  it('ends with the same notes whatever order the edits arrive in', () => {
    const fieldEdit = fc
      .tuple(
        fc.constantFrom(...STAFF_NOTE_FIELDS),
        fc.integer({ min: 0, max: 50 }),
        fc.constantFrom('a', 'b', 'c'),
        fc.string(),
        fc.constantFrom(...LEAD_RATINGS),
      )
      .map(([field, ms, node, text, rating]): StaffNoteEdits => {
        const stamp = at(ms, node);
        if (field === 'rating') return { rating: { value: rating, stamp } };
        if (field === 'tags') return { tags: { value: [text], stamp } };
        return { staffNote: { value: text, stamp } };
      });
    const editsInTwoOrders = fc
      .uniqueArray(fieldEdit, { selector: (e) => Object.values(e)[0]?.stamp })
      .chain((edits) =>
        fc.tuple(
          fc.constant(edits),
          fc.shuffledSubarray(edits, { minLength: edits.length, maxLength: edits.length }),
        ),
      );
    const apply = (list: StaffNoteEdits[]) =>
      list.reduce((state, e) => mergeStaffNotes(state, e), empty);
    fc.assert(
      fc.property(editsInTwoOrders, ([edits, shuffled]) => {
        const inOrder = apply(edits);
        const reordered = apply(shuffled);
        expect(reordered.notes).toEqual(inOrder.notes);
        expect(reordered.stamps).toEqual(inOrder.stamps);
      }),
    );
  });

  it('keeps one of each tag whatever its case, trimmed, in the order typed', () => {
    expect(normalizeTags([' Retail ', 'retail', '', 'follow  up', 'RETAIL'])).toEqual([
      'Retail',
      'follow up',
    ]);
    expect(tagsFromText('booth, , Booth,  distributor ')).toEqual(['booth', 'distributor']);
  });

  it('takes an edit of each field with its stamp, and refuses a bad rating, a tag with a line break, too many tags or nothing', () => {
    const stamp = at(1_000);
    expect(
      staffNotesInput.parse({
        staffNote: { value: '  ', stamp },
        rating: { value: null, stamp },
        tags: { value: ['a', 'A', 'b'], stamp },
      }),
    ).toEqual({
      staffNote: { value: null, stamp },
      rating: { value: null, stamp },
      tags: { value: ['a', 'b'], stamp },
    });
    const refused = [
      { rating: { value: 'lukewarm', stamp } },
      { tags: { value: ['one\ntwo'], stamp } },
      {
        tags: {
          value: Array.from({ length: STAFF_NOTE_LIMITS.maxTags + 1 }, (_, i) => `t${i}`),
          stamp,
        },
      },
      { staffNote: { value: 'x'.repeat(STAFF_NOTE_LIMITS.noteMaxChars + 1), stamp } },
      { staffNote: { value: 'ok', stamp: 'yesterday' } },
      { staffNote: { value: 'ok', stamp }, owner: 'someone' },
      {},
    ];
    for (const body of refused) expect(staffNotesInput.safeParse(body).success).toBe(false);
  });
});
