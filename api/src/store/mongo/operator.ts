import mongoose from 'mongoose';

/**
 * Marks a query operator the adapter wrote itself. sanitizeFilter (on for every query) wraps any
 * `$`-object of a filter in `$eq`, so without this `{ $in: [...] }` would be matched as a value.
 */
export function operator<T extends object>(condition: T): T {
  return mongoose.trusted(condition);
}
