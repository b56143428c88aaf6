import type { Stamp } from '#core/edit-stamps';
import type { FieldVersion } from '#core/field-registers';
import type { LocalField, LocalFields } from '../db';
import { isPending } from './fields';

/**
 * What becomes of each field of a record here (a flipbook, a kit) when the server's record of it
 * arrives: the one rule settle.ts and kits.ts apply, field by field.
 */

export type Fate =
  /** The server has this device's value: no edit waits. */
  | { kind: 'agreed'; own: boolean }
  /** The server's value replaces the one here. */
  | { kind: 'adopted' }
  /** The server's value replaces an edit made here, and the user is told. */
  | { kind: 'lost' }
  /**
   * The field here is `field`: an edit made here that still waits (on the base it names), or a
   * value newer than the server's (a list read before a change).
   */
  | { kind: 'here'; field: LocalField };

/** What becomes of one field when the server's record of its flipbook arrives. */
function fate(
  mine: LocalField | undefined,
  server: FieldVersion,
  sent: Stamp | undefined,
  kept: boolean,
): Fate {
  // A stamp waiting here was made here: the server having it (a list read after a lost reply, say)
  // has this device's edit, which a later edit made without it replaces knowingly or not.
  if (mine?.stamp === server.stamp)
    return { kind: 'agreed', own: sent === server.stamp || !!mine.own || isPending(mine) };
  if (isPending(mine)) {
    // The edit this request carried is older than the server's value, and none was made here
    // since: it lost on arrival (kept), or it landed before (a create sent again) and was
    // replaced, knowingly when the replacement was made on it.
    if (sent === mine.stamp && (kept || server.stamp > mine.stamp))
      return { kind: kept || server.base !== mine.stamp ? 'lost' : 'adopted' };
    // This request's value landed, and the field was edited again since, on top of it.
    if (sent === server.stamp)
      return { kind: 'here', field: { stamp: mine.stamp, base: server.stamp } };
    return { kind: 'here', field: mine };
  }
  if (mine && server.stamp < mine.stamp) return { kind: 'here', field: mine };
  // An edit made here, replaced by one made without seeing it: a race this device lost.
  return { kind: mine?.own && server.base !== mine.stamp ? 'lost' : 'adopted' };
}

/** The fates of the fields `names`: `sent` the stamps a request carried, `kept` those the server kept. */
export function fatesOf<F extends string>(
  names: readonly F[],
  local: LocalFields<F> | undefined,
  versions: Record<F, FieldVersion>,
  sent: Partial<Record<F, Stamp>>,
  kept: readonly F[],
): Record<F, Fate> {
  const fates = names.map((f) => [f, fate(local?.[f], versions[f], sent[f], kept.includes(f))]);
  // Every name gets its fate: the record is whole.
  return Object.fromEntries(fates) as Record<F, Fate>;
}

/** Whether the server's value replaces the one here. */
export const adopted = (found: Fate): boolean => found.kind === 'adopted' || found.kind === 'lost';

/** The fields whose edit made here lost, for the user to hear of. */
export const lostOf = <F extends string>(names: readonly F[], fates: Record<F, Fate>): F[] =>
  names.filter((f) => fates[f].kind === 'lost');

/** The fields here once their fates are known: the server's stamp, or the edit that still waits. */
export function fieldsAfter<F extends string>(
  names: readonly F[],
  fates: Record<F, Fate>,
  versions: Record<F, FieldVersion>,
): LocalFields<F> {
  const fields: LocalFields<F> = {};
  for (const f of names) {
    const found = fates[f];
    const { stamp } = versions[f];
    if (found.kind === 'here') fields[f] = found.field;
    else fields[f] = found.kind === 'agreed' && found.own ? { stamp, own: true } : { stamp };
  }
  return fields;
}
