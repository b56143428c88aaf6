import { describe, expect, it } from 'vitest';
import { hashPin, pinMatches } from './kiosk-pin';

describe('a kiosk’s exit PIN', () => {
  it('is kept as a salted hash that the right PIN matches and no other', async () => {
    const stored = await hashPin('2468');
    // Only a salt, a hash and their work factor: no field to hold the PIN. (The hex itself may
    // contain '2468' by chance, about once in 700 runs, so it is not searched for the digits.)
    expect(stored).toEqual({
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      iterations: expect.any(Number),
    });
    expect(await pinMatches('2468', stored)).toBe(true);
    for (const wrong of ['2469', '24680', '246', ''])
      expect(await pinMatches(wrong, stored)).toBe(false);
  });

  it('hashes the same PIN differently each time it is set', async () => {
    const [first, second] = [await hashPin('12345678'), await hashPin('12345678')];
    expect(first.salt).not.toBe(second.salt);
    expect(first.hash).not.toBe(second.hash);
    expect(await pinMatches('12345678', second)).toBe(true);
  });
});
