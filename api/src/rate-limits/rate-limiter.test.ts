import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors';
import { RateLimitBusyError, type RateLimitStore } from '../store/rate-limits';
import { createRateLimiter } from './rate-limiter';

const limit = { max: 5, windowMs: 60_000 };
const storeThatThrows = (err: Error): RateLimitStore => ({
  hit: async () => {
    throw err;
  },
  giveBack: async () => {},
  reset: async () => {},
  purgeEnded: async () => 0,
});

describe('the rate limiter', () => {
  it('refuses with 429 and Retry-After an event whose key was too busy to count, in every use', async () => {
    const limiter = createRateLimiter(storeThatThrows(new RateLimitBusyError('k')), Date.now);
    for (const attempt of [
      () => limiter.consume('k', limit),
      () => limiter.hold('k', limit),
      () => limiter.record('k', limit),
    ]) {
      const refusal = await attempt().catch((err: unknown) => err);
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect((refusal as HttpError).headers).toEqual({ 'Retry-After': '1' });
    }
  });

  it('passes any other store failure on as it is', async () => {
    const failure = new Error('disk on fire');
    const limiter = createRateLimiter(storeThatThrows(failure), Date.now);
    await expect(limiter.consume('k', limit)).rejects.toBe(failure);
  });
});
