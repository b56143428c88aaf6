import { flipbookIdParam } from '#core/schemas/flipbooks';
import { idInPath } from '../../middleware/validate';

/** A flipbook id in a path: anything but a UUID cannot exist, so it is a 404. */
export const flipbookIdFrom = (value: string | undefined): string =>
  idInPath(flipbookIdParam, value, 'Flipbook not found');
