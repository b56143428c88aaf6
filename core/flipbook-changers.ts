import { type FieldVersions, FLIPBOOK_FIELDS, type FlipbookField } from './flipbook-fields';

/**
 * Who made the value each field of a flipbook holds, by user id (docs/teams.md, "Who changed
 * it"): the creator for every field at first, then whoever made each edit that applied. A flipbook
 * stored before this was recorded has none.
 */
export type FieldChangers = Partial<Record<FlipbookField, string>>;

/** The changers of a new flipbook: its creator made every field. */
export const madeBy = (userId: string): FieldChangers =>
  Object.fromEntries(FLIPBOOK_FIELDS.map((field) => [field, userId]));

/**
 * The changers once an edit by `userId` has merged: each field whose version moved now holds its
 * edit (an edit that applies always brings a stamp of its own), the others keep theirs.
 */
export function changersAfter(
  changers: FieldChangers,
  before: FieldVersions,
  after: FieldVersions,
  userId: string,
): FieldChangers {
  const next = { ...changers };
  for (const field of FLIPBOOK_FIELDS)
    if (before[field].stamp !== after[field].stamp) next[field] = userId;
  return next;
}

/** The user ids among several flipbooks' changers, each once: one lookup names them all. */
export const changerIds = (all: readonly FieldChangers[]): string[] => [
  ...new Set(all.flatMap((changers) => FLIPBOOK_FIELDS.flatMap((f) => changers[f] ?? []))),
];
