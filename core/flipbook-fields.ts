import type { FlipbookLayout } from './brochure';
import { nextStamp, SERVER_NODE, type Stamp, stampAt } from './edit-stamps';
import {
  createdRegisters,
  type FieldEdit,
  type FieldVersion,
  mergeRegisters,
  type ReplacedField as ReplacedFieldOf,
  registersAt,
  registersDiffer,
} from './field-registers';
import { contentOf, type FlipbookContent } from './panel-content';
import type { PanelSlots } from './panel-layout';
import { layout, type PanelOrder, panelList, slotOrder } from './panel-order';

/**
 * Field-level merge (docs/product-rules.md, "Offline and sync"): a flipbook's title, page order,
 * panels (with their thumbnail, text and links), lead form and reading direction are separate
 * fields, each a register
 * of core/field-registers.ts, so that edits of different fields from two devices both survive.
 */
export const FLIPBOOK_FIELDS = ['title', 'order', 'panels', 'leadForm', 'readsRtl'] as const;
export type FlipbookField = (typeof FLIPBOOK_FIELDS)[number];

export type FieldVersions = Record<FlipbookField, FieldVersion>;
/** A field of a flipbook whose edit won over a value it was not made on. */
export type ReplacedField = ReplacedFieldOf<FlipbookField>;

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
  readsRtl?: FieldEdit<boolean>;
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
  /** Read right to left (docs/product-rules.md, "Right-to-left brochures"). */
  readsRtl: boolean;
  versions: FieldVersions;
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
  const { versions, applied, kept, replaced } = mergeRegisters(
    FLIPBOOK_FIELDS,
    current.versions,
    edits,
  );
  const wins = <T>(field: FlipbookField, edit: FieldEdit<T> | undefined): edit is FieldEdit<T> =>
    edit !== undefined && applied.includes(field);

  const title = wins('title', edits.title) ? edits.title.value : current.title;
  let list = panelList(current.slots, current.order);
  let { thumbnail, content, layout: made } = current;
  if (wins('panels', edits.panels))
    ({ list, thumbnail, content, layout: made } = edits.panels.value);
  const order = wins('order', edits.order) ? edits.order.value : current.order;
  const leadForm = wins('leadForm', edits.leadForm) ? edits.leadForm.value : current.leadForm;
  const readsRtl = wins('readsRtl', edits.readsRtl) ? edits.readsRtl.value : current.readsRtl;
  return {
    next: {
      title,
      leadForm,
      readsRtl,
      slots: layout(list, order),
      order,
      layout: made,
      thumbnail,
      content: contentOf(content, list),
      versions,
    },
    kept,
    replaced,
  };
}

/**
 * The edits a client that sends no versions makes (the product spec's `{ title, panels }`): every
 * field it sends, stamped by the server now and made on what it holds, so the last writer wins.
 * Without `leadForm` the form stays as it was, without `readsRtl` the direction.
 */
export function overwriteEdits(
  versions: FieldVersions,
  value: Omit<EditableFields, 'order' | 'versions' | 'leadForm' | 'readsRtl'> & {
    leadForm?: boolean;
    readsRtl?: boolean;
  },
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
    ...(value.readsRtl === undefined ? {} : { readsRtl: edit('readsRtl', value.readsRtl) }),
  };
}

/**
 * The versions of a new flipbook: the stamps its device gave its fields, else the server's now (a
 * device from before `readsRtl` gives it none).
 */
export const createdVersions = (
  stamps: Partial<Record<FlipbookField, Stamp>> | undefined,
  now: number,
): FieldVersions => createdRegisters(FLIPBOOK_FIELDS, stamps, now);

/** The versions of a flipbook stored before versions existed: each as old as its last change. */
export const versionsAt = (updatedAt: string): FieldVersions =>
  registersAt(FLIPBOOK_FIELDS, updatedAt);

/** The version of a field no one has edited since it came to be: older than any edit. */
export const UNEDITED: FieldVersion = { stamp: stampAt(new Date(0).toISOString()), base: null };

/**
 * The versions of a record stored, or a reply sent, before `readsRtl` existed: that field was never
 * edited. One constant stamp, so that the version read is the version stored (an edit's
 * compare-and-set) and a device's edit made on it is made on the server's.
 */
export const withAllVersions = (
  versions: Omit<FieldVersions, 'readsRtl'> & { readsRtl?: FieldVersion },
): FieldVersions => ({ ...versions, readsRtl: versions.readsRtl ?? UNEDITED });

/** Whether any field's version differs: a merge that changed nothing needs no write. */
export const versionsDiffer = (a: FieldVersions, b: FieldVersions): boolean =>
  registersDiffer(FLIPBOOK_FIELDS, a, b);
