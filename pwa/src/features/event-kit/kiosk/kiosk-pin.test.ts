import { describe, expect, it } from 'vitest';
import { hashPin, pinMatches } from './kiosk-pin';

describe('a kiosk’s exit PIN', () => {
  it('is kept as a salted hash that the right PIN matches and no other', async () => {
    const stored = await hashPin('2468');
    expect(JSON.stringify(stored)).not.toContain('2468');
    expect(stored.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
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
