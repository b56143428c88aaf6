import { flipbookIdParam } from '#core/schemas/flipbooks';
import { notFound } from '../../http-errors';

/** A flipbook id in a path: anything but a UUID cannot exist, so it is a 404. */
export function flipbookIdFrom(value: string | undefined): string {
  const parsed = flipbookIdParam.safeParse(value);
  if (!parsed.success) throw notFound('Flipbook not found');
  return parsed.data;
}
