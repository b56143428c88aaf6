import { nextStamp, nodeOf, type Stamp } from '#core/edit-stamps';
import { FLIPBOOK_FIELDS, type FlipbookField } from '#core/flipbook-fields';
import { type PanelOrder, panelList, slotOrder } from '#core/panel-order';
import type { LocalField, LocalFields, LocalFlipbook } from '../db';

/**
 * The fields of a record on this device (a flipbook's, core/flipbook-fields.ts; a kit's,
 * core/event-kit-fields.ts): each edit made here is stamped when it is made, and stays pending,
 * with the stamp of the value it was made on, until the server has it.
 */

/** Whether an edit of the field made here waits for the server. */
export const isPending = (
  field: LocalField | undefined,
): field is LocalField & { base: Stamp | null } => field?.base !== undefined;

/** The fields among `names` with an edit waiting for the server. */
export const pendingOf = <F extends string>(
  names: readonly F[],
  fields: LocalFields<F> | undefined,
): F[] => names.filter((f) => isPending(fields?.[f]));

/** The fields of a flipbook with an edit waiting for the server. */
export const pendingFields = (flipbook: LocalFlipbook): FlipbookField[] =>
  pendingOf(FLIPBOOK_FIELDS, flipbook.fields);

/** Which panel each slot shows; a flipbook stored before orders existed shows its slots' own. */
export const pageOrderOf = (flipbook: Pick<LocalFlipbook, 'order' | 'slots'>): PanelOrder =>
  flipbook.order ?? slotOrder(flipbook.slots);

/** The flipbook's panels in the order they were made. */
export const panelsOf = (flipbook: Pick<LocalFlipbook, 'order' | 'slots'>): string[] =>
  panelList(flipbook.slots, pageOrderOf(flipbook));

/** A random node for one edit's stamp: it only breaks ties (core/edit-stamps.ts). */
export const randomNode = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12);

/**
 * The fields after an edit of `changed` made at `now`: stamped after every stamp the flipbook
 * holds, each based on the value it replaces (or, edited again before the server had the first
 * edit, on what that one was based on).
 */
export function stampEdit<F extends string>(
  fields: LocalFields<F> | undefined,
  changed: readonly F[],
  now: number,
): LocalFields<F> {
  const next: LocalFields<F> = { ...fields };
  // An edit of a field whose last edit here has not reached the server yet continues its chain
  // (its node): a reply naming that earlier stamp as replaced names this device's own work.
  const chain = changed.map((f) => fields?.[f]).find(isPending);
  const stamp = nextStamp(
    Object.values<LocalField | undefined>(fields ?? {}).map((field) => field?.stamp),
    now,
    chain ? nodeOf(chain.stamp) : randomNode(),
  );
  for (const f of changed) {
    const current = fields?.[f];
    next[f] = { stamp, base: isPending(current) ? current.base : (current?.stamp ?? null) };
  }
  return next;
}

/** The fields of a record made here: every one an edit waiting for its create. */
export const newFieldsOf = <F extends string>(names: readonly F[], now: number): LocalFields<F> =>
  stampEdit<F>(undefined, names, now);

/** The fields of a flipbook made here. */
export const newFields = (now: number): LocalFields => newFieldsOf(FLIPBOOK_FIELDS, now);
