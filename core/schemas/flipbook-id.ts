import { z } from 'zod';
import { FLIPBOOK_ID } from '../flipbook-id';

/**
 * The one id rule (core/flipbook-id.ts) as a field of any name, lower-cased: an id in any case
 * means the same flipbook.
 */
export const flipbookIdField = (field: string) =>
  z
    .string({ error: `${field} must be a UUID` })
    .regex(FLIPBOOK_ID, { error: `${field} must be a UUID` })
    .transform((id) => id.toLowerCase());
