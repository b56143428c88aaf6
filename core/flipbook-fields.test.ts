import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextStamp, SERVER_NODE, stampAt } from './edit-stamps';
import { editOutcome, type FieldEdit } from './field-registers';
import {
  createdVersions,
  type EditableFields,
  type FieldEdits,
  mergeFields,
  overwriteEdits,
  UNEDITED,
  versionsAt,
  versionsDiffer,
  withAllVersions,
} from './flipbook-fields';
import { slotsFromSides } from './panel-layout';
import type { PanelOrder } from './panel-order';

const NOW = Date.UTC(2026, 10, 1);
const at = (ms: number, node = 'd') => nextStamp([], NOW + ms, node);
const order = (front: number[], back: number[] = []): PanelOrder => slotsFromSides(front, back);

/** Three panels a, b, c in their own order, every field as old as its creation. */
const stored = (): EditableFields => ({
  title: 'Menu',
  slots: slotsFromSides(['a', 'b', 'c'], []),
  order: order([0, 1, 2]),
  layout: 'pages',
  thumbnail: null,
  content: { b: { text: 'Page two', links: [] } },
  leadForm: false,
  readsRtl: false,
  versions: versionsAt('2026-10-01T00:00:00.000Z'),
});

describe('an edit meeting the stored value', () => {
  const current = { stamp: at(100), base: null };
  it('applies when made on it, or later, even from a device with a slow clock', () => {
    expect(editOutcome({ base: current.stamp, stamp: at(0) }, current)).toBe('applies');
    expect(editOutcome({ base: null, stamp: at(200) }, current)).toBe('applies');
  });
  it('loses when older and made on something else; is a replay with the stored stamp', () => {
    expect(editOutcome({ base: null, stamp: at(50) }, current)).toBe('loses');
    expect(editOutcome({ base: at(1), stamp: at(50) }, current)).toBe('loses');
    expect(editOutcome({ base: null, stamp: current.stamp }, current)).toBe('replayed');
  });
});

describe('merging field edits', () => {
  it('applies edits of different fields made on the same version, each with its own version', () => {
    const book = stored();
    const first = mergeFields(book, {
      title: { value: 'Lunch', base: book.versions.title.stamp, stamp: at(1, 'laptop') },
    });
    const second = mergeFields(first.next, {
      order: { value: order([2, 0, 1]), base: book.versions.order.stamp, stamp: at(2, 'phone') },
    });
    expect(second.kept).toEqual([]);
    expect(second.next).toMatchObject({
      title: 'Lunch',
      slots: slotsFromSides(['c', 'a', 'b'], []),
      content: { b: { text: 'Page two', links: [] } },
      versions: {
        title: { stamp: at(1, 'laptop'), base: book.versions.title.stamp },
        order: { stamp: at(2, 'phone'), base: book.versions.order.stamp },
        panels: book.versions.panels,
      },
    });
  });

  it('names the value an edit replaced when it was not made on it, and none when it was', () => {
    const book = stored();
    const base = book.versions.title.stamp;
    const laptop = mergeFields(book, { title: { value: 'Laptop', base, stamp: at(1, 'laptop') } });
    expect(laptop.replaced).toEqual([]);
    const phone = mergeFields(laptop.next, {
      title: { value: 'Phone', base, stamp: at(2, 'phone') },
    });
    expect(phone.replaced).toEqual([{ field: 'title', stamp: at(1, 'laptop') }]);
    const onTop = mergeFields(laptop.next, {
      title: { value: 'On top', base: at(1, 'laptop'), stamp: at(3, 'phone') },
    });
    expect(onTop.replaced).toEqual([]);
  });

  it('shows an order on new panels when as many, and lays out a different number afresh', () => {
    const book = stored();
    const panels = {
      value: {
        list: ['x', 'y', 'z'],
        layout: 'trifold' as const,
        thumbnail: 'x',
        content: { q: { text: 'gone', links: [] } },
      },
      base: book.versions.panels.stamp,
      stamp: at(1),
    };
    const reorder = { value: order([1, 0, 2]), base: book.versions.order.stamp, stamp: at(2) };
    const both = mergeFields(book, { panels, order: reorder });
    expect(both.next).toMatchObject({
      slots: slotsFromSides(['y', 'x', 'z'], []),
      // How the panels were made travels with them.
      layout: 'trifold',
      thumbnail: 'x',
      content: {},
    });
    const fewer = mergeFields(both.next, {
      panels: { ...panels, value: { ...panels.value, list: ['p', 'q'] }, stamp: at(3) },
    });
    // The order stays what it was, unshown: the two panels take a fresh conversion's layout.
    expect(fewer.next.order).toEqual(order([1, 0, 2]));
    expect(fewer.next.slots).toEqual(slotsFromSides(['p', 'q'], []));
    expect(fewer.next.versions.order).toEqual(both.next.versions.order);
    const back = mergeFields(fewer.next, {
      panels: { ...panels, value: { ...panels.value, list: ['r', 's', 't'] }, stamp: at(4) },
    });
    expect(back.next.slots).toEqual(slotsFromSides(['s', 'r', 't'], []));
  });

  it('takes the spec’s whole edit as an edit of every field, later than all it holds', () => {
    const book = stored();
    const ahead = { ...book.versions, title: { stamp: at(60_000), base: null } };
    const edits = overwriteEdits(
      ahead,
      {
        title: 'Whole',
        slots: slotsFromSides(['c', 'a'], []),
        layout: 'pages',
        thumbnail: null,
        content: {},
      },
      NOW,
    );
    const { next, kept } = mergeFields({ ...book, versions: ahead }, edits);
    expect(kept).toEqual([]);
    expect(next.title).toBe('Whole');
    expect(next.slots).toEqual(slotsFromSides(['c', 'a'], []));
    expect(next.versions.title.stamp > at(60_000)).toBe(true);
    expect(next.versions.order.base).toBe(book.versions.order.stamp);
  });

  it('versions a new flipbook with its device’s stamps, else the server’s own', () => {
    const stamps = { title: at(1), order: at(2), panels: at(3), leadForm: at(4) };
    expect(createdVersions(stamps, NOW).order).toEqual({ stamp: at(2), base: null });
    expect(createdVersions(undefined, NOW).title).toEqual({
      stamp: nextStamp([], NOW, SERVER_NODE),
      base: null,
    });
    expect(versionsAt('2026-10-01T00:00:00.000Z').panels.stamp).toBe(
      stampAt('2026-10-01T00:00:00.000Z'),
    );
  });

  it('sees a change of a stamp or of a base as a change of versions', () => {
    const a = versionsAt('2026-10-01T00:00:00.000Z');
    expect(versionsDiffer(a, { ...a })).toBe(false);
    expect(versionsDiffer(a, { ...a, order: { ...a.order, base: at(0) } })).toBe(true);
    expect(versionsDiffer(a, { ...a, panels: { ...a.panels, stamp: at(0) } })).toBe(true);
  });

  /** Random edits of random fields by two devices, each made on the stored versions. */
  const deviceEdits = (node: string) =>
    fc
      .record(
        {
          title: fc.record({ value: fc.constantFrom('A', 'B', 'C'), at: fc.nat(50) }),
          order: fc.record({
            value: fc.constantFrom(order([0, 1, 2]), order([2, 1, 0]), order([1], [0, 2])),
            at: fc.nat(50),
          }),
          panels: fc.record({
            value: fc.constantFrom('xyz', 'pq').map((names) => [...names]),
            at: fc.nat(50),
          }),
        },
        { requiredKeys: [] },
      )
      .map((chosen): FieldEdits => {
        const base = stored().versions;
        const stamp = (ms: number) => at(ms, node);
        return {
          ...(chosen.title && {
            title: {
              value: chosen.title.value,
              base: base.title.stamp,
              stamp: stamp(chosen.title.at),
            },
          }),
          ...(chosen.order && {
            order: {
              value: chosen.order.value,
              base: base.order.stamp,
              stamp: stamp(chosen.order.at),
            },
          }),
          ...(chosen.panels && {
            panels: {
              value: { list: chosen.panels.value, layout: 'pages', thumbnail: null, content: {} },
              base: base.panels.stamp,
              stamp: stamp(chosen.panels.at),
            },
          }),
        };
      });

  it('ends the same whichever of two devices’ edits arrives first, each field with its later edit', () => {
    fc.assert(
      fc.property(deviceEdits('laptop'), deviceEdits('phone'), (laptop, phone) => {
        const book = stored();
        const laptopFirst = mergeFields(mergeFields(book, laptop).next, phone);
        const phoneFirst = mergeFields(mergeFields(book, phone).next, laptop);
        const one = laptopFirst.next;
        expect(one).toEqual(phoneFirst.next);
        const later = <T>(x?: FieldEdit<T>, y?: FieldEdit<T>) =>
          !x || !y ? (x ?? y) : x.stamp > y.stamp ? x : y;
        expect(one.title).toBe(later(laptop.title, phone.title)?.value ?? book.title);
        const list = later(laptop.panels, phone.panels)?.value.list ?? ['a', 'b', 'c'];
        expect(
          Object.values(one.slots)
            .filter((n) => n !== null)
            .sort(),
        ).toEqual([...list].sort());
        // A replay of either changes nothing more, and only losing edits are reported kept.
        expect(mergeFields(laptopFirst.next, phone).next).toEqual(laptopFirst.next);
        expect(mergeFields(laptopFirst.next, laptop).kept).toEqual(
          (['title', 'order', 'panels'] as const).filter((f) => {
            const [mine, theirs] = [laptop[f], phone[f]];
            return mine && theirs && theirs.stamp > mine.stamp;
          }),
        );
      }),
      { seed: 20261201, numRuns: 300 },
    );
  });
});

describe('the reading direction, a field of its own', () => {
  it('survives a rename made on another device on the same version, and the rename survives it', () => {
    const book = stored();
    const base = book.versions;
    const { next } = mergeFields(book, {
      readsRtl: { value: true, base: base.readsRtl.stamp, stamp: at(10, 'phone') },
      title: { value: 'قائمة', base: base.title.stamp, stamp: at(20, 'laptop') },
    });
    expect(next.readsRtl).toBe(true);
    expect(next.title).toBe('قائمة');
  });

  it('is left as it was by a whole edit that does not send it', () => {
    const book = { ...stored(), readsRtl: true };
    const edits = overwriteEdits(book.versions, { ...book, readsRtl: undefined }, NOW);
    expect(edits.readsRtl).toBeUndefined();
    expect(mergeFields(book, edits).next.readsRtl).toBe(true);
  });

  it('of a record stored before it existed was never edited, and any edit of it applies', () => {
    const { readsRtl: _, ...before } = versionsAt('2026-10-01T00:00:00.000Z');
    const versions = withAllVersions(before);
    expect(versions.readsRtl).toEqual(UNEDITED);
    expect(withAllVersions(versions)).toEqual(versions);
    const edit = { value: true, base: UNEDITED.stamp, stamp: at(0) };
    expect(mergeFields({ ...stored(), versions }, { readsRtl: edit }).next.readsRtl).toBe(true);
  });

  it('of a new flipbook from a device that stamps no direction is as old as its latest stamp', () => {
    const stamps = { title: at(1), order: at(2), panels: at(4), leadForm: at(3) };
    expect(createdVersions(stamps, NOW).readsRtl).toEqual({ stamp: at(4), base: null });
  });
});
