import { nextStamp, SERVER_NODE, type Stamp, stampAt } from './edit-stamps';

/**
 * Fields as last-writer-wins registers (docs/product-rules.md, "Offline and sync"): each field of a
 * record (a flipbook's, core/flipbook-fields.ts; an event kit's, core/event-kit-fields.ts) has its
 * own version, so that edits of different fields from two devices both survive. Of two edits of
 * one field, the later one wins, whatever order they arrive in.
 */

/** A field's version: when its value was edited, and the stamp of the value that edit replaced. */
export interface FieldVersion {
  stamp: Stamp;
  base: Stamp | null;
}

/** An edit of one field: its new value, the stamp of the value it was made on, and its own. */
export interface FieldEdit<T> {
  value: T;
  base: Stamp | null;
  stamp: Stamp;
}

/** A field whose edit won over a value it was not made on, and that value's stamp. */
export interface ReplacedField<F extends string = string> {
  field: F;
  stamp: Stamp;
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

/**
 * Meets each edit with its field's version, in the order of `fields`: `applied` are the fields
 * whose edit wins (their versions move to it), `kept` those that keep the stored value against an
 * older edit, `replaced` those whose edit won over a value it was not made on (another edit, made
 * without seeing this one), with that value's stamp.
 */
export function mergeRegisters<F extends string>(
  fields: readonly F[],
  current: Record<F, FieldVersion>,
  edits: Partial<Record<F, { base: Stamp | null; stamp: Stamp }>>,
): { versions: Record<F, FieldVersion>; applied: F[]; kept: F[]; replaced: ReplacedField<F>[] } {
  const versions = { ...current };
  const applied: F[] = [];
  const kept: F[] = [];
  const replaced: ReplacedField<F>[] = [];
  for (const field of fields) {
    const edit = edits[field];
    if (!edit) continue;
    const outcome = editOutcome(edit, versions[field]);
    if (outcome === 'loses') kept.push(field);
    if (outcome !== 'applies') continue;
    if (edit.base !== versions[field].stamp) replaced.push({ field, stamp: versions[field].stamp });
    versions[field] = { stamp: edit.stamp, base: edit.base };
    applied.push(field);
  }
  return { versions, applied, kept, replaced };
}

const versionsWith = <F extends string>(fields: readonly F[], version: (f: F) => FieldVersion) =>
  Object.fromEntries(fields.map((f) => [f, version(f)])) as Record<F, FieldVersion>;

/** The versions of a new record: the stamps its device gave its fields, else the server's now. */
export function createdRegisters<F extends string>(
  fields: readonly F[],
  stamps: Partial<Record<F, Stamp>> | undefined,
  now: number,
): Record<F, FieldVersion> {
  const stamp = nextStamp([], now, SERVER_NODE);
  return versionsWith(fields, (f) => ({ stamp: stamps?.[f] ?? stamp, base: null }));
}

/** The versions of a record stored before versions existed: each as old as its last change. */
export const registersAt = <F extends string>(fields: readonly F[], updatedAt: string) =>
  versionsWith(fields, () => ({ stamp: stampAt(updatedAt), base: null }));

/** Whether any field's version differs: a merge that changed nothing needs no write. */
export const registersDiffer = <F extends string>(
  fields: readonly F[],
  a: Record<F, FieldVersion>,
  b: Record<F, FieldVersion>,
): boolean => fields.some((f) => a[f].stamp !== b[f].stamp || a[f].base !== b[f].base);
