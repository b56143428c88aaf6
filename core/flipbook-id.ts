const HEX = '[0-9a-fA-F]';

/**
 * A flipbook id: a UUID as RFC 9562 lays it out (what `crypto.randomUUID()` makes), the nil and
 * max UUIDs too, in either letter case; every side lower-cases it (docs/security.md, "Ids"). The
 * one pattern of an id: the schemas, the embed path and the public view's fast path all use it.
 */
export const FLIPBOOK_ID_SOURCE =
  `(?:${HEX}{8}-${HEX}{4}-[1-8]${HEX}{3}-[89abAB]${HEX}{3}-${HEX}{12}` +
  '|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)';

export const FLIPBOOK_ID = new RegExp(`^${FLIPBOOK_ID_SOURCE}$`);
