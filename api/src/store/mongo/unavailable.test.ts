import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError } from '../unavailable';
import { reportingUnavailable } from './unavailable';

const failingWith = (err: unknown) =>
  reportingUnavailable({ get: async () => Promise.reject(err) });
const socketError = (code: string) =>
  Object.assign(new Error('This socket has been ended by the other party'), { code });

describe('a MongoDB sub-store reporting an unreachable database', () => {
  it('reports the raw socket errors the driver lets through as StoreUnavailableError', async () => {
    for (const code of ['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT']) {
      const err = await failingWith(socketError(code))
        .get()
        .catch((e: unknown) => e);
      expect(err, code).toBeInstanceOf(StoreUnavailableError);
      expect((err as StoreUnavailableError).cause).toMatchObject({ code });
    }
    const network = new mongoose.mongo.MongoNetworkError('connection closed');
    await expect(failingWith(network).get()).rejects.toBeInstanceOf(StoreUnavailableError);
  });

  it('passes every other error through as it was', async () => {
    for (const err of [socketError('ENOENT'), new TypeError('bug'), 'text']) {
      await expect(failingWith(err).get()).rejects.toBe(err);
    }
    const duplicate = new mongoose.mongo.MongoServerError({ message: 'dup', code: 11000 });
    await expect(failingWith(duplicate).get()).rejects.toBe(duplicate);
  });
});
