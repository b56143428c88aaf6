import { describe, expect, it } from 'vitest';
import { pinTries, pinWaitMs } from './pin-backoff';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('the wait after wrong kiosk PINs', () => {
  it('lets three wrong PINs go, then waits longer after each, five minutes at most', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(pinWaitMs)).toEqual([
      0, 0, 5_000, 10_000, 20_000, 40_000, 300_000,
    ]);
  });

  it('turns 20 guesses in 2 s into one wait after the third, and keeps counting across reloads', () => {
    const storage = memory();
    let now = 0;
    let tried = 0;
    // An adversary types as fast as the form allows for two seconds.
    for (let i = 0; i < 20 && now < 2_000; i++, now += 100) {
      if (pinTries(storage).read().waitUntil > now) continue;
      pinTries(storage).wrongAt(now);
      tried++;
    }
    expect(tried).toBe(3);
    // A reload reads the same count from storage: the wait goes on.
    expect(pinTries(storage).read()).toEqual({ wrong: 3, waitUntil: 200 + 5_000 });
  });

  it('starts over after the right PIN, and reads nonsense in storage as no tries', () => {
    const storage = memory();
    for (let i = 0; i < 5; i++) pinTries(storage).wrongAt(0);
    pinTries(storage).right();
    expect(pinTries(storage).read()).toEqual({ wrong: 0, waitUntil: 0 });
    storage.setItem('flipfold:kioskPinTries', '{"wrong":"x"}');
    expect(pinTries(storage).read()).toEqual({ wrong: 0, waitUntil: 0 });
  });
});
