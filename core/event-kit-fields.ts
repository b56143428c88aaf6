import { type Stamp, stampAt } from './edit-stamps';
import {
  createdRegisters,
  type FieldEdit,
  type FieldVersion,
  mergeRegisters,
  type ReplacedField,
  registersDiffer,
} from './field-registers';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

/**
 * An event kit's fields, each a register merged as a flipbook's are (core/field-registers.ts): a
 * kit renamed on a laptop and given another flipbook on a tablet keeps both edits; of two edits of
 * one field, the later one wins (docs/product-rules.md, "Event kits and the kiosk").
 */
export const KIT_FIELDS = ['name', 'flipbooks', 'idleSeconds', 'language'] as const;
export type KitField = (typeof KIT_FIELDS)[number];
export type KitVersions = Record<KitField, FieldVersion>;

/** What a kit holds that its devices edit: its flipbooks are ids, in the order presented. */
export interface KitValues {
  name: string;
  flipbooks: string[];
  idleSeconds: number;
  /** The language its kiosk starts in, and goes back to for each visitor (docs/languages.md). */
  language: Locale;
}

export type KitEdits = { [F in KitField]?: FieldEdit<KitValues[F]> };

/** Applies the edits that win, field by field, and names the fields kept and replaced. */
export function mergeKitFields(
  current: KitValues & { versions: KitVersions },
  edits: KitEdits,
): {
  next: KitValues & { versions: KitVersions };
  kept: KitField[];
  replaced: ReplacedField<KitField>[];
} {
  const { versions, applied, kept, replaced } = mergeRegisters(KIT_FIELDS, current.versions, edits);
  const held = <F extends KitField>(field: F): KitValues[F] => {
    const edit: KitEdits[F] = edits[field];
    return edit && applied.includes(field) ? edit.value : current[field];
  };
  const next = {
    name: held('name'),
    flipbooks: held('flipbooks'),
    idleSeconds: held('idleSeconds'),
    language: held('language'),
    versions,
  };
  return { next, kept, replaced };
}

/** The versions of a new kit: the stamps its device gave its fields, else the server's now. */
export const createdKitVersions = (
  stamps: Partial<Record<KitField, Stamp>> | undefined,
  now: number,
) => createdRegisters(KIT_FIELDS, stamps, now);

/**
 * The language of a kit as stored, and its versions: one stored before kits had a language reads
 * as English, its language never edited (as old as the kit, so that any edit of it applies).
 */
export const storedKitLanguage = (stored: {
  language?: Locale | null;
  versions: Omit<KitVersions, 'language'> & Partial<Pick<KitVersions, 'language'>>;
  createdAt: string;
}): { language: Locale; versions: KitVersions } => ({
  language: stored.language ?? DEFAULT_LOCALE,
  versions: {
    ...stored.versions,
    language: stored.versions.language ?? { stamp: stampAt(stored.createdAt), base: null },
  },
});

/** Whether a merge changed any field's version (else nothing needs writing). */
export const kitVersionsDiffer = (a: KitVersions, b: KitVersions) =>
  registersDiffer(KIT_FIELDS, a, b);
