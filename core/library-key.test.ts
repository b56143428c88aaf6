import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLibraryOf, libraryKey, libraryOf, teamLibraryPrefix } from './library-key';

const id = fc.uuid();

describe('library keys', () => {
  it('keys a person’s own library by their id alone, as records were keyed before teams', () => {
    expect(libraryKey('u1', null)).toBe('u1');
    expect(libraryOf('u1')).toEqual({ userId: 'u1', teamId: null });
  });

  it('gives back the person and the team of any key it made', () => {
    fc.assert(
      fc.property(id, fc.option(id, { nil: null }), (userId, teamId) => {
        expect(libraryOf(libraryKey(userId, teamId))).toEqual({ userId, teamId });
      }),
    );
  });

  it('tells a person’s libraries from everyone else’s, a fellow member’s copy of a team too', () => {
    fc.assert(
      fc.property(id, id, fc.option(id, { nil: null }), (userId, otherId, teamId) => {
        fc.pre(userId !== otherId);
        expect(isLibraryOf(userId, libraryKey(userId, teamId))).toBe(true);
        expect(isLibraryOf(otherId, libraryKey(userId, teamId))).toBe(false);
      }),
    );
  });

  it('starts every team library key of a person with their prefix, and no other key', () => {
    expect(libraryKey('u1', 't1').startsWith(teamLibraryPrefix('u1'))).toBe(true);
    expect(libraryKey('u1', null).startsWith(teamLibraryPrefix('u1'))).toBe(false);
    expect(libraryKey('u10', 't1').startsWith(teamLibraryPrefix('u1'))).toBe(false);
  });
});
