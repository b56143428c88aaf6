import type { z } from 'zod';
import { flipbookIdParam } from '#core/schemas/flipbooks';
import { badRequest, notFound } from '../http-errors';

/** Parses a payload with a core/ schema; the first problem becomes a 400 the user can read. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${where}${issue?.message ?? 'Invalid request'}`);
}

/** An id in a path: one its schema refuses (not a UUID) cannot exist, so it is a 404. */
export function idInPath<S extends z.ZodType>(
  schema: S,
  value: string | undefined,
  missing: string,
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw notFound(missing);
  return parsed.data;
}

/**
 * A flipbook id in a path, by the one id rule (`core/flipbook-id.ts`): anything else cannot exist,
 * so it is a 404.
 */
export const flipbookIdFrom = (value: string | undefined): string =>
  idInPath(flipbookIdParam, value, 'Flipbook not found');
