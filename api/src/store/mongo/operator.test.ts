import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { operator } from './operator';

/** What reaches the server: symbols do not travel. */
const sanitized = (filter: object) => JSON.parse(JSON.stringify(mongoose.sanitizeFilter(filter)));

// The MongoDB contract suite needs a server (npm run test:mongo); this part needs none.
describe('operators of the MongoDB adapter under sanitizeFilter', () => {
  it('keeps an operator the adapter wrote as an operator', () => {
    const filter = { _id: 'a', viewKeys: operator({ $ne: 'key-1' }) };
    expect(sanitized(filter)).toEqual({ _id: 'a', viewKeys: { $ne: 'key-1' } });
  });

  it('still turns an operator object that came from outside into a plain value', () => {
    const filter = { username: { $ne: '' }, $or: [{ thumbnail: operator({ $in: ['x.jpg'] }) }] };
    expect(sanitized(filter)).toEqual({
      username: { $eq: { $ne: '' } },
      $or: [{ thumbnail: { $in: ['x.jpg'] } }],
    });
  });
});
