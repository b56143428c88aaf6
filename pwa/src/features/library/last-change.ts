import { stampTime } from '#core/edit-stamps';
import { FLIPBOOK_FIELDS, type FlipbookField } from '#core/flipbook-fields';
import { libraryOf } from '#core/library-key';
import type { LocalFlipbook } from '#offline/db';
import { isPending } from '#offline/sync/fields';

/** Who last changed a team flipbook, and what and when, as its card tells it. */
export interface LastChange {
  /** What the edit did: one field's, or a flipbook made ('added'), or several fields at once. */
  what: FlipbookField | 'added' | 'changed';
  /** Who made it: a member's name, or null for the person whose library it is ('you'). */
  who: string | null;
  /** When (ms, by the server's clock as the editor's device knew it). */
  at: number;
}

/** What the latest edit did: one field, or several fields made at once. */
function whatChanged(fields: FlipbookField[]): LastChange['what'] {
  const [only] = fields;
  if (fields.length === 1 && only) return only;
  // Every field stamped at once is how a flipbook is made.
  return fields.length === FLIPBOOK_FIELDS.length ? 'added' : 'changed';
}

/**
 * The latest change of a team flipbook (docs/teams.md, "Who changed it"): the field with the
 * latest stamp and who made it, 'you' for the person whose library it is (an edit made here that
 * waits for the server is theirs too). Null for a personal flipbook, or when the server has not
 * said who made that field (a flipbook stored before it was recorded).
 */
export function lastChange(flipbook: LocalFlipbook): LastChange | null {
  const { userId, teamId } = libraryOf(flipbook.ownerId);
  if (teamId === null || !flipbook.fields) return null;
  const { fields } = flipbook;
  // Stamps compare as text the way their edits compare in time (core/edit-stamps.ts).
  const latest =
    FLIPBOOK_FIELDS.map((f) => fields[f]?.stamp ?? '')
      .sort()
      .at(-1) ?? '';
  const changed = FLIPBOOK_FIELDS.filter((f) => latest !== '' && fields[f]?.stamp === latest);
  const [first] = changed;
  if (!first) return null;
  const changer = flipbook.changedBy?.[first];
  let who: string | null;
  if (isPending(fields[first]) || changer?.userId === userId) who = null;
  else if (changer) who = changer.name;
  else return null;
  return { what: whatChanged(changed), who, at: stampTime(latest) };
}
