import { z } from 'zod';
import { STAMP_PATTERN } from '../edit-stamps';

/** The parts of a field edit (core/field-registers.ts) every record's calls share. */

export const stamp = z.string().regex(STAMP_PATTERN, 'A version stamp is malformed');

/** A field's version in a reply: its stamp and the stamp of the value it replaced. */
export const fieldVersion = z.object({ stamp, base: stamp.nullable() });

/** An edit of one field: its value, the stamp of the value it was made on, and its own. */
export const fieldEdit = <T extends z.ZodType>(value: T) =>
  z.object({ value, base: stamp.nullable(), stamp });
