import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newDeliveryId } from './delivery-id';

describe('delivery ids', () => {
  it('are UUIDs of version 7 that sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 10_000 }, () => newDeliveryId(1_800_000_000_000));
    for (const id of ids) expect(z.uuid({ version: 'v7' }).safeParse(id).success).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('still sort in order when the clock steps back, and sort by time across milliseconds', () => {
    const earlier = newDeliveryId(1_900_000_000_000);
    const stepBack = newDeliveryId(1_899_999_999_000);
    const later = newDeliveryId(1_900_000_000_500);
    expect([later, stepBack, earlier].sort()).toEqual([earlier, stepBack, later]);
  });
});
