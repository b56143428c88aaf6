import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextStamp, stampAt } from './edit-stamps';
import {
  createdKitVersions,
  type KitEdits,
  type KitValues,
  type KitVersions,
  kitVersionsDiffer,
  mergeKitFields,
  storedKitLanguage,
} from './event-kit-fields';

const NOW = Date.UTC(2026, 11, 1);
const at = (ms: number, node = 'd') => nextStamp([], NOW + ms, node);

const stored = (): KitValues & { versions: KitVersions } => ({
  name: 'Spring Fair',
  flipbooks: ['a', 'b'],
  idleSeconds: 30,
  language: 'de',
  versions: createdKitVersions(undefined, NOW),
});

describe("merging an event kit's field edits", () => {
  it('keeps a new language from one device and a new idle period from another', () => {
    const kit = stored();
    const japanese = mergeKitFields(kit, {
      language: { value: 'ja', base: kit.versions.language.stamp, stamp: at(5, 'laptop') },
    });
    const both = mergeKitFields(japanese.next, {
      idleSeconds: { value: 90, base: kit.versions.idleSeconds.stamp, stamp: at(3, 'tab') },
    });
    expect(both.next).toMatchObject({ language: 'ja', idleSeconds: 90 });
    const older = mergeKitFields(both.next, {
      language: { value: 'fr', base: kit.versions.language.stamp, stamp: at(4, 'tab') },
    });
    expect(older.next.language).toBe('ja');
    expect(older.kept).toEqual(['language']);
  });

  it('keeps a rename from one device and new flipbooks from another, made on the same version', () => {
    const kit = stored();
    const renamed = mergeKitFields(kit, {
      name: { value: 'Autumn Fair', base: kit.versions.name.stamp, stamp: at(5, 'laptop') },
    });
    const both = mergeKitFields(renamed.next, {
      flipbooks: {
        value: ['b', 'a', 'c'],
        base: kit.versions.flipbooks.stamp,
        stamp: at(3, 'tab'),
      },
    });
    expect(both.next).toMatchObject({ name: 'Autumn Fair', flipbooks: ['b', 'a', 'c'] });
    expect(both.kept).toEqual([]);
    expect(both.replaced).toEqual([]);
  });

  it('keeps the later of two edits of one field, told as kept to the older one', () => {
    const kit = stored();
    const base = kit.versions.idleSeconds.stamp;
    const later = mergeKitFields(kit, { idleSeconds: { value: 60, base, stamp: at(9, 'a') } });
    const stale = mergeKitFields(later.next, {
      idleSeconds: { value: 20, base, stamp: at(4, 'b') },
    });
    expect(stale.next.idleSeconds).toBe(60);
    expect(stale.kept).toEqual(['idleSeconds']);
    expect(kitVersionsDiffer(later.next.versions, stale.next.versions)).toBe(false);
  });

  it('names the value an edit replaced without having seen it, and takes a replay as done', () => {
    const kit = stored();
    const first = mergeKitFields(kit, {
      name: { value: 'One', base: kit.versions.name.stamp, stamp: at(1, 'a') },
    });
    const edit = { value: 'Two', base: kit.versions.name.stamp, stamp: at(2, 'b') };
    const second = mergeKitFields(first.next, { name: edit });
    expect(second.next.name).toBe('Two');
    expect(second.replaced).toEqual([{ field: 'name', stamp: at(1, 'a') }]);
    const replay = mergeKitFields(second.next, { name: edit });
    expect(replay).toMatchObject({ kept: [], replaced: [] });
    expect(kitVersionsDiffer(second.next.versions, replay.next.versions)).toBe(false);
  });

  it('gives the same kit whatever order the same edits arrive in', () => {
    const edit = fc.record({
      field: fc.constantFrom('name', 'flipbooks', 'idleSeconds', 'language'),
      ms: fc.integer({ min: 1, max: 50 }),
      node: fc.constantFrom('a', 'b', 'c'),
    });
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 6 }), (made) => {
        const kit = stored();
        const edits: KitEdits[] = made.map(({ field, ms, node }) => {
          const stamp = at(ms, node);
          const value = {
            name: `Kit ${stamp}`,
            flipbooks: [stamp],
            idleSeconds: 10 + ms,
            language: (['ja', 'ar', 'fr'] as const)[ms % 3],
          }[field];
          return { [field]: { value, base: kit.versions[field].stamp, stamp } };
        });
        const apply = (list: KitEdits[]) => list.reduce((k, e) => mergeKitFields(k, e).next, kit);
        expect(apply([...edits].reverse())).toEqual(apply(edits));
      }),
    );
  });
});

describe('a kit stored before kits had a language', () => {
  const { language: _, ...versions } = createdKitVersions(undefined, NOW);
  const createdAt = '2026-06-01T08:00:00.000Z';

  it('reads as English, its language as old as the kit', () => {
    const read = storedKitLanguage({ versions, createdAt });
    expect(read.language).toBe('en');
    expect(read.versions).toEqual({
      ...versions,
      language: { stamp: stampAt(createdAt), base: null },
    });
  });

  it('takes any edit of its language, made on that version or not', () => {
    const kit = {
      name: 'Fair',
      flipbooks: [],
      idleSeconds: 30,
      ...storedKitLanguage({ versions, createdAt }),
    };
    const unseen = mergeKitFields(kit, {
      language: { value: 'he', base: null, stamp: at(1, 'tab') },
    });
    expect(unseen.next.language).toBe('he');
  });

  it('keeps a language it has, and its version', () => {
    const version = { stamp: at(2, 'tab'), base: null };
    expect(
      storedKitLanguage({
        language: 'pl',
        versions: { ...versions, language: version },
        createdAt,
      }),
    ).toEqual({ language: 'pl', versions: { ...versions, language: version } });
  });
});
