import { describe, expect, it } from 'vitest';
import {
  type FlipbookAccess,
  flipbookAccess,
  kitAccess,
  kitMayHold,
  mayHandleLead,
} from './library-access';
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

/** The same people against both kinds of kit: only the least role to change a team's differs. */
const KITS: Case[] = [
  ['the owner of a personal kit', { ownerId: ME, teamId: null }, null, 'edit'],
  ['someone else, on a personal kit', { ownerId: SOMEONE, teamId: null }, null, 'none'],
  ['a team owner, on a personal kit', { ownerId: SOMEONE, teamId: null }, 'owner', 'none'],
  ['a team admin', { ownerId: SOMEONE, teamId: TEAM }, 'admin', 'edit'],
  ['a team editor', { ownerId: SOMEONE, teamId: TEAM }, 'editor', 'edit'],
  ['a presenter who made it', { ownerId: ME, teamId: TEAM }, 'presenter', 'read'],
  ['its maker, removed from the team', { ownerId: ME, teamId: TEAM }, null, 'none'],
];

describe('what a person may do with an event kit', () => {
  it.each(KITS)('%s: %j as %s → %s', (_who, kit, role, access) => {
    expect(kitAccess(kit, ME, role)).toBe(access);
  });
});

describe('what a kit may hold', () => {
  const personalKit = { ownerId: ME, teamId: null };
  const teamKit = { ownerId: ME, teamId: TEAM };
  it('holds its owner’s personal flipbooks in a personal kit, and nothing else', () => {
    expect(kitMayHold(personalKit, { ownerId: ME, teamId: null })).toBe(true);
    expect(kitMayHold(personalKit, { ownerId: SOMEONE, teamId: null })).toBe(false);
    expect(kitMayHold(personalKit, { ownerId: ME, teamId: TEAM })).toBe(false);
  });
  it('holds its team’s flipbooks in a team kit, whoever made them, and nothing else', () => {
    expect(kitMayHold(teamKit, { ownerId: SOMEONE, teamId: TEAM })).toBe(true);
    expect(kitMayHold(teamKit, { ownerId: ME, teamId: null })).toBe(false);
    expect(kitMayHold(teamKit, { ownerId: ME, teamId: 'another team' })).toBe(false);
  });
});

describe('who handles a lead', () => {
  const mine = { ownerId: ME, capturedBy: null };
  const capturedByMe = { ownerId: SOMEONE, capturedBy: ME };
  const capturedBySomeone = { ownerId: ME, capturedBy: SOMEONE };
  it('gives a personal flipbook’s leads to its owner alone', () => {
    expect(mayHandleLead(mine, null, ME, null)).toBe(true);
    expect(mayHandleLead(capturedByMe, null, ME, 'owner')).toBe(false);
  });
  it('gives owners and admins every lead of the team, others only their captures', () => {
    for (const role of ['owner', 'admin'] as const)
      expect(mayHandleLead(capturedBySomeone, TEAM, ME, role)).toBe(true);
    for (const role of ['editor', 'presenter'] as const) {
      expect(mayHandleLead(capturedByMe, TEAM, ME, role)).toBe(true);
      // The flipbook's maker too: a team flipbook's leads are the team's.
      expect(mayHandleLead(capturedBySomeone, TEAM, ME, role)).toBe(false);
      expect(mayHandleLead(mine, TEAM, ME, role)).toBe(false);
    }
    expect(mayHandleLead(capturedByMe, TEAM, ME, null)).toBe(false);
  });
});
