/**
 * When a field of a flipbook was edited: a hybrid logical clock stamp, `<wall ms>.<counter>.<node>`,
 * fixed width so that comparing two stamps as strings compares them in time. An edit is stamped
 * after every stamp its device holds for the flipbook, whatever the device's clock says, so an
 * edit made on top of another (seen through a sync) always comes after it, even from a device
 * whose clock is behind. The node (random for each chain of edits on a device, an edit made
 * before the last one reached the server continuing it; `server` for the server's own) breaks
 * ties, and tells a device its own earlier value from another's.
 */
export type Stamp = string;

const WALL_DIGITS = 15;
const COUNTER_DIGITS = 5;
const COUNTER_MAX = 10 ** COUNTER_DIGITS - 1;

export const STAMP_PATTERN = /^\d{15}\.\d{5}\.[a-z0-9]{1,16}$/;

/** The node of stamps made by the server (edits of clients that send no versions). */
export const SERVER_NODE = 'server';

const stamp = (wall: number, counter: number, node: string): Stamp =>
  `${String(wall).padStart(WALL_DIGITS, '0')}.${String(counter).padStart(COUNTER_DIGITS, '0')}.${node}`;

/**
 * The stamp of an edit made at `now` on values stamped `seen` (the latest the device holds):
 * later than all of them.
 */
export function nextStamp(seen: readonly (Stamp | null | undefined)[], now: number, node: string) {
  const latest = seen.reduce<Stamp>((a, b) => (b && b > a ? b : a), '');
  const [wallText = '0', counterText = '0'] = latest.split('.');
  const wall = Number(wallText);
  const counter = Number(counterText);
  if (!latest || Math.floor(now) > wall) return stamp(Math.max(0, Math.floor(now)), 0, node);
  return counter < COUNTER_MAX ? stamp(wall, counter + 1, node) : stamp(wall + 1, 0, node);
}

/** The node of a stamp: which edit (or chain of edits on one device) made it. */
export const nodeOf = (stamp: Stamp): string => stamp.split('.')[2] ?? '';

/** The stamp of a value written before stamps existed: the time it last changed. */
export const stampAt = (iso: string): Stamp => stamp(Math.max(0, Date.parse(iso) || 0), 0, '0');

/** When a stamp's edit was made (ms since the epoch, by the server's clock as its device knew it). */
export const stampTime = (stamp: Stamp): number => Number(stamp.slice(0, WALL_DIGITS)) || 0;
