import { describe, expect, it } from 'vitest';
import { type FlipbookAccess, flipbookAccess } from './library-access';
import type { TeamRole } from './team-roles';

const ME = 'me';
const SOMEONE = 'someone';
const TEAM = 'team';

type Case = [
  who: string,
  flipbook: { ownerId: string; teamId: string | null },
  role: TeamRole | null,
  access: FlipbookAccess,
];

/** Every kind of person against both kinds of flipbook, written out rather than derived. */
const TABLE: Case[] = [
  ['the owner of a personal flipbook', { ownerId: ME, teamId: null }, null, 'edit'],
  ['someone else, on a personal flipbook', { ownerId: SOMEONE, teamId: null }, null, 'none'],
  // A role in some team gives nothing on a flipbook outside it.
  ['a team owner, on a personal flipbook', { ownerId: SOMEONE, teamId: null }, 'owner', 'none'],
  ['a team owner', { ownerId: SOMEONE, teamId: TEAM }, 'owner', 'edit'],
  ['a team admin', { ownerId: SOMEONE, teamId: TEAM }, 'admin', 'edit'],
  ['a team editor', { ownerId: SOMEONE, teamId: TEAM }, 'editor', 'edit'],
  ['a presenter', { ownerId: SOMEONE, teamId: TEAM }, 'presenter', 'read'],
  ['a presenter who made it', { ownerId: ME, teamId: TEAM }, 'presenter', 'read'],
  ['an editor who made it', { ownerId: ME, teamId: TEAM }, 'editor', 'edit'],
  ['a non-member', { ownerId: SOMEONE, teamId: TEAM }, null, 'none'],
  ['its creator, removed from the team', { ownerId: ME, teamId: TEAM }, null, 'none'],
];

describe('what a person may do with a flipbook', () => {
  it.each(TABLE)('%s: %j as %s → %s', (_who, flipbook, role, access) => {
    expect(flipbookAccess(flipbook, ME, role)).toBe(access);
  });
});
