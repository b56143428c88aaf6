import type { FlipbookLayout } from './brochure';
import { nextStamp, SERVER_NODE, type Stamp, stampAt } from './edit-stamps';
import { contentOf, type FlipbookContent } from './panel-content';
import type { PanelSlots } from './panel-layout';
import { layout, type PanelOrder, panelList, slotOrder } from './panel-order';

/**
 * Field-level merge (docs/product-rules.md, "Offline and sync"): a flipbook's title, page order,
 * panels (with their thumbnail, text and links) and lead form are separate fields, each with its own
 * version, so that edits of different fields from two devices both survive. Of two edits of one
 * field, the later one wins.
 */
export const FLIPBOOK_FIELDS = ['title', 'order', 'panels', 'leadForm'] as const;
export type FlipbookField = (typeof FLIPBOOK_FIELDS)[number];

/** A field's version: when its value was edited, and the stamp of the value that edit replaced. */
export interface FieldVersion {
  stamp: Stamp;
  base: Stamp | null;
}
export type FieldVersions = Record<FlipbookField, FieldVersion>;

/** An edit of one field: its new value, the stamp of the value it was made on, and its own. */
export interface FieldEdit<T> {
  value: T;
  base: Stamp | null;
  stamp: Stamp;
}

/**
 * The panels field: the images in the order they were made, how they were made (core/brochure.ts),
 * the thumbnail, text and links.
 */
interface PanelsValue {
  list: string[];
  layout: FlipbookLayout;
  thumbnail: string | null;
  content: FlipbookContent;
}

export interface FieldEdits {
  title?: FieldEdit<string>;
  order?: FieldEdit<PanelOrder>;
  panels?: FieldEdit<PanelsValue>;
  leadForm?: FieldEdit<boolean>;
}

/** The editable part of a stored flipbook; `slots` shows the panel list by `order` (layout). */
export interface EditableFields {
  title: string;
  slots: PanelSlots<string>;
  order: PanelOrder;
  /** How the panels were made: it changes with them. */
  layout: FlipbookLayout;
  thumbnail: string | null;
  content: FlipbookContent;
  leadForm: boolean;
  versions: FieldVersions;
}

/**
 * The one rule for an edit meeting the stored value: an edit made on it, or made later than it,
 * applies; an edit with the stored stamp is a replay of the edit already applied; any other edit
 * is older than the stored value, which stays. (An edit made on the stored value is also later
 * than it for a device that stamps as edit-stamps.ts does.)
 */
export function editOutcome(
  edit: { base: Stamp | null; stamp: Stamp },
  current: FieldVersion,
): 'applies' | 'replayed' | 'loses' {
  if (edit.stamp === current.stamp) return 'replayed';
  return edit.base === current.stamp || edit.stamp > current.stamp ? 'applies' : 'loses';
}

/** A field whose edit won over a value it was not made on, and that value's stamp. */
export interface ReplacedField {
  field: FlipbookField;
  stamp: Stamp;
}

/** The latest stamp of any field: an edit the server makes itself is stamped after it. */
const latest = (versions: FieldVersions): Stamp[] =>
  Object.values(versions).map((version) => version.stamp);

/**
 * Applies each edit that wins and keeps the stored value of each that loses: each field on its
 * own, so edits give the same flipbook whatever order they arrive in. A page order shows on the
 * panels there are: put on new ones when as many (rebased), left unshown when their number
 * changed (core/panel-order.ts).
 */
export function mergeFields(
  current: EditableFields,
  edits: FieldEdits,
): { next: EditableFields; kept: FlipbookField[]; replaced: ReplacedField[] } {
  const versions = { ...current.versions };
  const kept: FlipbookField[] = [];
  const replaced: ReplacedField[] = [];
  const wins = <T>(field: FlipbookField, edit: FieldEdit<T> | undefined): edit is FieldEdit<T> => {
    if (!edit) return false;
    const outcome = editOutcome(edit, versions[field]);
    if (outcome === 'loses') kept.push(field);
    if (outcome !== 'applies') return false;
    // Applied over a value the edit was not made on: another edit, made without seeing this one.
    if (edit.base !== versions[field].stamp) replaced.push({ field, stamp: versions[field].stamp });
    versions[field] = { stamp: edit.stamp, base: edit.base };
    return true;
  };

  const title = wins('title', edits.title) ? edits.title.value : current.title;
  let list = panelList(current.slots, current.order);
  let { thumbnail, content, layout: made } = current;
  if (wins('panels', edits.panels))
    ({ list, thumbnail, content, layout: made } = edits.panels.value);
  const order = wins('order', edits.order) ? edits.order.value : current.order;
  const leadForm = wins('leadForm', edits.leadForm) ? edits.leadForm.value : current.leadForm;
  return {
    next: {
      title,
      leadForm,
      slots: layout(list, order),
      order,
      layout: made,
      thumbnail,
      content: contentOf(content, list),
      versions,
    },
    kept: FLIPBOOK_FIELDS.filter((f) => kept.includes(f)),
    replaced,
  };
}

/**
 * The edits a client that sends no versions makes (the product spec's `{ title, panels }`): every
 * field it sends, stamped by the server now and made on what it holds, so the last writer wins.
 * Without `leadForm` the form stays as it was.
 */
export function overwriteEdits(
  versions: FieldVersions,
  value: Omit<EditableFields, 'order' | 'versions' | 'leadForm'> & { leadForm?: boolean },
  now: number,
): FieldEdits {
  const stamp = nextStamp(latest(versions), now, SERVER_NODE);
  const edit = <T>(field: FlipbookField, fieldValue: T): FieldEdit<T> => ({
    value: fieldValue,
    base: versions[field].stamp,
    stamp,
  });
  const order = slotOrder(value.slots);
  return {
    title: edit('title', value.title),
    order: edit('order', order),
    panels: edit('panels', {
      list: panelList(value.slots, order),
      layout: value.layout,
      thumbnail: value.thumbnail,
      content: value.content,
    }),
    ...(value.leadForm === undefined ? {} : { leadForm: edit('leadForm', value.leadForm) }),
  };
}

const fieldsWith = (version: (field: FlipbookField) => FieldVersion): FieldVersions =>
  Object.fromEntries(FLIPBOOK_FIELDS.map((f) => [f, version(f)])) as FieldVersions;

/** The versions of a new flipbook: the stamps its device gave its fields, else the server's now. */
export function createdVersions(
  stamps: Record<FlipbookField, Stamp> | undefined,
  now: number,
): FieldVersions {
  const stamp = nextStamp([], now, SERVER_NODE);
  const version = (field: FlipbookField) => ({ stamp: stamps?.[field] ?? stamp, base: null });
  return fieldsWith(version);
}

/** The versions of a flipbook stored before versions existed: each as old as its last change. */
export function versionsAt(updatedAt: string): FieldVersions {
  return fieldsWith(() => ({ stamp: stampAt(updatedAt), base: null }));
}

/** Whether any field's version differs: a merge that changed nothing needs no write. */
export const versionsDiffer = (a: FieldVersions, b: FieldVersions): boolean =>
  FLIPBOOK_FIELDS.some((f) => a[f].stamp !== b[f].stamp || a[f].base !== b[f].base);
