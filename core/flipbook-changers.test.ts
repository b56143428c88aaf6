import { describe, expect, it } from 'vitest';
import { nextStamp } from './edit-stamps';
import { changerIds, changersAfter, madeBy } from './flipbook-changers';
import { versionsAt } from './flipbook-fields';

describe('who changed each field of a flipbook', () => {
  it('gives every field of a new flipbook to its maker', () => {
    expect(madeBy('u1')).toEqual({
      title: 'u1',
      order: 'u1',
      panels: 'u1',
      leadForm: 'u1',
      readsRtl: 'u1',
    });
  });

  it('gives the fields an edit moved to its editor, and keeps the others’ changers', () => {
    const before = versionsAt('2026-11-01T00:00:00.000Z');
    const title = { stamp: nextStamp([], Date.UTC(2026, 10, 2), 'x'), base: before.title.stamp };
    const after = { ...before, title };
    expect(changersAfter(madeBy('u1'), before, after, 'u2')).toEqual({
      ...madeBy('u1'),
      title: 'u2',
    });
    // A flipbook stored before any was recorded gains the edited field's alone.
    expect(changersAfter({}, before, after, 'u2')).toEqual({ title: 'u2' });
    expect(changersAfter(madeBy('u1'), before, before, 'u2')).toEqual(madeBy('u1'));
  });

  it('lists each changer of several flipbooks once', () => {
    expect(changerIds([madeBy('u1'), { title: 'u2', order: 'u1' }, {}])).toEqual(['u1', 'u2']);
  });
});
